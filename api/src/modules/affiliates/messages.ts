// Messages of the affiliate area, mounted under `affiliates.*`.
export const affiliateMessages = {
  en: {
    unknownCode: 'This referral link is not valid.',
    notAffiliate: 'This account has no affiliate profile.',
    phone: 'Enter a phone number with at least 6 digits.',
  },
  pt: {
    unknownCode: 'Esta ligação de recomendação não é válida.',
    notAffiliate: 'Esta conta não tem perfil de afiliado.',
    phone: 'Indique um número de telefone com pelo menos 6 algarismos.',
  },
};
