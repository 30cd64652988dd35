// Messages of the team module and the partner dashboard's access checks (issue 13), mounted under `team.*`.
export const teamMessages = {
  en: {
    noCompany: 'Your account does not belong to a partner company.',
    notAllowed: 'Your team role does not allow this.',
    memberNotFound: 'Team member not found.',
    roleUnknown: 'Choose one of the listed roles.',
    emailTaken: 'This e-mail already has an account; invite another address.',
    cannotRemoveSelf: 'You cannot remove yourself from the team.',
    inviteSubject: 'You are invited to the {{company}} team',
    inviteText:
      'Hello {{name}},\n\n{{company}} added you to its team on Roteiro. Choose your password with this link (valid for {{days}} days), then sign in to the partner dashboard:\n{{link}}',
  },
  pt: {
    noCompany: 'A sua conta não pertence a uma empresa parceira.',
    notAllowed: 'A sua função na equipa não permite esta ação.',
    memberNotFound: 'Membro da equipa não encontrado.',
    roleUnknown: 'Escolha uma das funções indicadas.',
    emailTaken: 'Este e-mail já tem uma conta; convide outro endereço.',
    cannotRemoveSelf: 'Não se pode remover a si próprio da equipa.',
    inviteSubject: 'Foi convidado para a equipa {{company}}',
    inviteText:
      'Olá {{name}},\n\nA {{company}} adicionou-o à sua equipa na Roteiro. Escolha a sua palavra-passe com esta ligação (válida durante {{days}} dias) e depois inicie sessão no painel de parceiro:\n{{link}}',
  },
};
