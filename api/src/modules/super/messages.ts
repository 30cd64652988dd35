// Messages of the back office (issue 14), in English and European Portuguese. Mounted under `backOffice.*` by
// src/i18n/messages.ts.
export const backOfficeMessages = {
  en: {
    impersonateSuperForbidden: 'A super admin cannot act as another super admin.',
    emailTaken: 'An account with this email already exists.',
    emailInvalid: 'Enter a valid email address.',
    ownRole: 'You cannot change your own role.',
    ownerReadOnly: 'The platform owner accounts cannot be changed here.',
    staffNotFound: 'This staff member does not exist.',
    inviteSubject: 'Your Roteiro back-office account',
    inviteText:
      'Hello {{name}},\n\n{{by}} added you to the Roteiro back-office team as {{role}}.\nSet your password here (the link is valid for {{days}} days):\n{{link}}\n',
    reconciliation: {
      refundNotOpen: 'This refund is not waiting for a retry (the gateway took it, or it is left to staff).',
    },
    promo: {
      notFound: 'This promo code does not exist.',
      codeTaken: 'This code already exists.',
      codeInvalid: 'Use 3 to 30 letters, digits, - or _.',
      percentRange: 'A percentage goes from 1 to 100.',
      dateInvalid: 'Enter a valid date.',
      validToBeforeFrom: 'The last day cannot be before the first day.',
      maxUsesBelowUses: 'This code has already been used {{uses}} times.',
      maxUsesMin: 'Allow at least 1 use, or leave it empty for no limit.',
      userNotFound: 'This user does not exist.',
      requestNotFound: 'This request does not exist.',
      requestTransition: 'A request goes from requested to assigned to used.',
      codeRequired: 'Choose the code to give.',
      codeAssignedElsewhere: 'This code is already assigned to someone else.',
      assignedSubject: 'Your promo code {{code}}',
      assignedText: 'Hello {{name}},\n\nYour promo code request was accepted. Your code is {{code}}, valid until {{validTo}}.\n',
    },
    sales: {
      dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
      rangeBackwards: 'The last day cannot be before the first day.',
      rangeTooLong: 'Choose at most {{days}} days.',
    },
    people: {
      partnerNotFound: 'This partner company does not exist.',
      affiliateNotFound: 'This affiliate does not exist.',
      rateRange: 'Enter a rate from 0 to 100 %.',
      rateDecimals: 'Use at most two decimal places.',
      modulesNone: 'Keep at least one module (experiences or transfers).',
    },
    bookings: {
      notFound: 'This booking item does not exist.',
      reasonRequired: 'Say why you are answering for the partner.',
    },
    manual: {
      notClient: 'This address belongs to a partner, affiliate or staff account; use a customer address.',
    },
    website: {
      pageNotFound: 'This page does not exist.',
      unsafeLink: 'A link may point to a page of the site (/…), an e-mail address (mailto:) or an https:// address: {{targets}}',
      pictureType: 'Upload a JPEG, PNG or WebP picture.',
    },
    services: {
      notFound: 'This service does not exist.',
      draftStatus: 'A draft is published by its partner; it cannot be activated or deactivated here.',
    },
    roles: {
      admin: { name: 'Administrator', description: 'Everything in the back office, including the team and the audit log.' },
      finance: { name: 'Finance', description: 'Dashboard, sales and partner invoices.' },
      support: { name: 'Support', description: 'Bookings, customers, chat, and acting as a customer.' },
      content: { name: 'Content', description: 'Services, reviews, the chatbot and the website texts.' },
    },
  },
  pt: {
    impersonateSuperForbidden: 'Um super administrador não pode agir como outro super administrador.',
    emailTaken: 'Já existe uma conta com este email.',
    emailInvalid: 'Introduza um endereço de email válido.',
    ownRole: 'Não pode alterar a sua própria função.',
    ownerReadOnly: 'As contas de proprietário da plataforma não podem ser alteradas aqui.',
    staffNotFound: 'Este membro da equipa não existe.',
    inviteSubject: 'A sua conta no back-office da Roteiro',
    inviteText:
      'Olá {{name}},\n\n{{by}} adicionou-o à equipa do back-office da Roteiro com a função {{role}}.\nDefina a sua palavra-passe aqui (a ligação é válida durante {{days}} dias):\n{{link}}\n',
    reconciliation: {
      refundNotOpen: 'Este reembolso não está à espera de nova tentativa (o gateway já o fez, ou fica a cargo da equipa).',
    },
    promo: {
      notFound: 'Este código promocional não existe.',
      codeTaken: 'Este código já existe.',
      codeInvalid: 'Use de 3 a 30 letras, algarismos, - ou _.',
      percentRange: 'Uma percentagem vai de 1 a 100.',
      dateInvalid: 'Introduza uma data válida.',
      validToBeforeFrom: 'O último dia não pode ser anterior ao primeiro.',
      maxUsesBelowUses: 'Este código já foi usado {{uses}} vezes.',
      maxUsesMin: 'Permita pelo menos 1 utilização, ou deixe vazio para não ter limite.',
      userNotFound: 'Este utilizador não existe.',
      requestNotFound: 'Este pedido não existe.',
      requestTransition: 'Um pedido passa de pedido a atribuído e a usado.',
      codeRequired: 'Escolha o código a atribuir.',
      codeAssignedElsewhere: 'Este código já está atribuído a outra pessoa.',
      assignedSubject: 'O seu código promocional {{code}}',
      assignedText: 'Olá {{name}},\n\nO seu pedido de código promocional foi aceite. O seu código é {{code}}, válido até {{validTo}}.\n',
    },
    sales: {
      dateInvalid: 'Introduza uma data válida (AAAA-MM-DD).',
      rangeBackwards: 'O último dia não pode ser anterior ao primeiro.',
      rangeTooLong: 'Escolha no máximo {{days}} dias.',
    },
    people: {
      partnerNotFound: 'Esta empresa parceira não existe.',
      affiliateNotFound: 'Este afiliado não existe.',
      rateRange: 'Introduza uma taxa de 0 a 100 %.',
      rateDecimals: 'Use no máximo duas casas decimais.',
      modulesNone: 'Mantenha pelo menos um módulo (experiências ou transfers).',
    },
    bookings: {
      notFound: 'Este item de reserva não existe.',
      reasonRequired: 'Indique porque está a responder pelo parceiro.',
    },
    manual: {
      notClient: 'Este endereço pertence a uma conta de parceiro, afiliado ou colaborador; use o endereço de um cliente.',
    },
    website: {
      pageNotFound: 'Esta página não existe.',
      unsafeLink: 'Uma ligação pode apontar para uma página do site (/…), um endereço de e-mail (mailto:) ou um endereço https://: {{targets}}',
      pictureType: 'Carregue uma imagem JPEG, PNG ou WebP.',
    },
    services: {
      notFound: 'Este serviço não existe.',
      draftStatus: 'Um rascunho é publicado pelo seu parceiro; não pode ser ativado nem desativado aqui.',
    },
    roles: {
      admin: { name: 'Administrador', description: 'Tudo no back-office, incluindo a equipa e o registo de auditoria.' },
      finance: { name: 'Finanças', description: 'Painel, vendas e faturas dos parceiros.' },
      support: { name: 'Apoio', description: 'Reservas, clientes, chat e agir como um cliente.' },
      content: { name: 'Conteúdos', description: 'Serviços, avaliações, o chatbot e os textos do site.' },
    },
  },
};
