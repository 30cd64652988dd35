// Messages of the chat, in English and European Portuguese. Mounted under `chat.*` by src/i18n/messages.ts.
export const chatMessages = {
  en: {
    notFound: 'This conversation does not exist or is not yours.',
    userNotFound: 'This person does not exist.',
    self: 'You cannot open a conversation with yourself.',
    notAllowed: 'You can only message partners of services you booked or viewed, and our team.',
    messageRequired: 'Write a message.',
    messageTooLong: 'A message can have at most {{max}} characters.',
    closed: 'This conversation is closed.',
    tooManyMessages: 'You are sending messages too fast. Wait a moment and try again.',
    noStaff: 'Our team cannot be reached by chat right now. Please write to us by email.',
    redirectNoStaff: 'Only a conversation with a member of our team can be handed over.',
    redirectTarget:
      'Hand the conversation over to a team member who answers chats, or to a partner the customer booked with.',
    redirectNotice: 'This conversation has been handed over to {{name}}, who will reply to you here.',
    redirectExists: 'This person already has a conversation with the customer.',
    assignTarget: 'Assign the conversation to a team member who answers chats.',
    mailSubject: 'New message from {{sender}}',
    mailText_one:
      'Hello {{name}},\n\nYou have {{count}} unread message from {{sender}}:\n\n"{{excerpt}}"\n\nReply here: {{link}}\n\nYou can turn these emails off in your settings: {{settings}}',
    mailText_other:
      'Hello {{name}},\n\nYou have {{count}} unread messages from {{sender}}:\n\n"{{excerpt}}"\n\nReply here: {{link}}\n\nYou can turn these emails off in your settings: {{settings}}',
    guestMailText_one:
      'Hello {{name}},\n\nYou have {{count}} unread message from {{sender}} about your booking {{reference}}:\n\n"{{excerpt}}"\n\nRead it and reply on your booking’s page (no account needed): {{link}}',
    guestMailText_other:
      'Hello {{name}},\n\nYou have {{count}} unread messages from {{sender}} about your booking {{reference}}:\n\n"{{excerpt}}"\n\nRead them and reply on your booking’s page (no account needed): {{link}}',
  },
  pt: {
    notFound: 'Esta conversa não existe ou não é sua.',
    userNotFound: 'Esta pessoa não existe.',
    self: 'Não pode abrir uma conversa consigo próprio.',
    notAllowed: 'Só pode enviar mensagens a parceiros de serviços que reservou ou visitou, e à nossa equipa.',
    messageRequired: 'Escreva uma mensagem.',
    messageTooLong: 'Uma mensagem pode ter no máximo {{max}} caracteres.',
    closed: 'Esta conversa está encerrada.',
    tooManyMessages: 'Está a enviar mensagens demasiado depressa. Aguarde um momento e tente novamente.',
    noStaff: 'A nossa equipa não está disponível por chat neste momento. Escreva-nos por e-mail.',
    redirectNoStaff: 'Só uma conversa com um membro da nossa equipa pode ser encaminhada.',
    redirectTarget:
      'Encaminhe a conversa para um membro da equipa que responde no chat, ou para um parceiro com quem o cliente reservou.',
    redirectNotice: 'Esta conversa foi encaminhada para {{name}}, que lhe responderá aqui.',
    redirectExists: 'Esta pessoa já tem uma conversa com o cliente.',
    assignTarget: 'Atribua a conversa a um membro da equipa que responde no chat.',
    mailSubject: 'Nova mensagem de {{sender}}',
    mailText_one:
      'Olá {{name}},\n\nTem {{count}} mensagem por ler de {{sender}}:\n\n"{{excerpt}}"\n\nResponda aqui: {{link}}\n\nPode desativar estes e-mails nas suas definições: {{settings}}',
    mailText_other:
      'Olá {{name}},\n\nTem {{count}} mensagens por ler de {{sender}}:\n\n"{{excerpt}}"\n\nResponda aqui: {{link}}\n\nPode desativar estes e-mails nas suas definições: {{settings}}',
    guestMailText_one:
      'Olá {{name}},\n\nTem {{count}} mensagem por ler de {{sender}} sobre a sua reserva {{reference}}:\n\n"{{excerpt}}"\n\nLeia-a e responda na página da sua reserva (não precisa de conta): {{link}}',
    guestMailText_other:
      'Olá {{name}},\n\nTem {{count}} mensagens por ler de {{sender}} sobre a sua reserva {{reference}}:\n\n"{{excerpt}}"\n\nLeia-as e responda na página da sua reserva (não precisa de conta): {{link}}',
  },
} as const;
