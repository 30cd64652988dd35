// Messages of the team module and the partner dashboard's access checks, mounted under `team.*`.
export const teamMessages = {
  en: {
    noCompany: 'Your account does not belong to a partner company.',
    notAllowed: 'Your team role does not allow this.',
    moduleOff: {
      experiences: 'Your company does not offer experiences: ask for that module on your company profile first.',
      transfers: 'Your company does not offer transfers: ask for that module on your company profile first.',
    },
    memberNotFound: 'Team member not found.',
    roleUnknown: 'Choose one of the listed roles.',
    alreadyOnTeam: 'This address is already on your team.',
    inviteExistingText:
      'Hello {{name}},\n\n{{company}} tried to add this e-mail address to its team on Roteiro, but it already has a Roteiro account, and an account belongs to one place only. If you work with {{company}}, ask them to invite another address of yours. If this means nothing to you, ignore this e-mail: nothing changed in your account.',
    cannotRemoveSelf: 'You cannot remove yourself from the team.',
    notPending: 'This member has already accepted the invitation.',
    resendTooSoon: 'An invitation was sent less than a minute ago. Wait a moment and try again.',
    ownerRoleFixed: 'The company owner’s role cannot be changed.',
    ownerNotRemoved: 'The company owner cannot be removed from the team.',
    inviteSubject: 'You are invited to the {{company}} team',
    inviteText:
      'Hello {{name}},\n\n{{company}} added you to its team on Roteiro. Choose your password with this link (valid for {{days}} days), then sign in to the partner dashboard:\n{{link}}',
  },
  pt: {
    noCompany: 'A sua conta não pertence a uma empresa parceira.',
    notAllowed: 'A sua função na equipa não permite esta ação.',
    moduleOff: {
      experiences: 'A sua empresa não oferece experiências: peça primeiro esse módulo no perfil da empresa.',
      transfers: 'A sua empresa não oferece transferes: peça primeiro esse módulo no perfil da empresa.',
    },
    memberNotFound: 'Membro da equipa não encontrado.',
    roleUnknown: 'Escolha uma das funções indicadas.',
    alreadyOnTeam: 'Este endereço já faz parte da sua equipa.',
    inviteExistingText:
      'Olá {{name}},\n\nA {{company}} tentou adicionar este endereço de e-mail à sua equipa na Roteiro, mas ele já tem uma conta Roteiro, e uma conta pertence a um só lugar. Se trabalha com a {{company}}, peça-lhe que convide outro endereço seu. Se isto não lhe diz nada, ignore este e-mail: nada mudou na sua conta.',
    cannotRemoveSelf: 'Não se pode remover a si próprio da equipa.',
    notPending: 'Este membro já aceitou o convite.',
    resendTooSoon: 'Foi enviado um convite há menos de um minuto. Aguarde um momento e tente de novo.',
    ownerRoleFixed: 'A função do proprietário da empresa não pode ser alterada.',
    ownerNotRemoved: 'O proprietário da empresa não pode ser removido da equipa.',
    inviteSubject: 'Foi convidado para a equipa {{company}}',
    inviteText:
      'Olá {{name}},\n\nA {{company}} adicionou-o à sua equipa na Roteiro. Escolha a sua palavra-passe com esta ligação (válida durante {{days}} dias) e depois inicie sessão no painel de parceiro:\n{{link}}',
  },
};
