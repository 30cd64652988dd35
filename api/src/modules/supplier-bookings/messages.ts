// Messages of the partner's booking items (issue 13 §6), mounted under `supplierBookings.*`.
export const supplierBookingMessages = {
  en: {
    answerExpired: 'The time to answer this booking item is over; it is declined and refunded automatically.',
    completeBeforeDate: 'A booking item can only be completed after its date.',
    rangeBackwards: 'The last day cannot be before the first.',
    newItemSubject: 'New booking {{reference}}: {{service}} waits for your answer',
    newItemText:
      'You have a new booking item: "{{service}}" × {{quantity}} on {{date}} (booking {{reference}}).\n\nAnswer by {{answerBy}} (Lisbon time); after that it is declined and refunded automatically.\n\nAccept: {{accept}}\nDecline: {{decline}}\n\nEach link works once, without signing in.',
    linkTitle: 'Answer a booking item',
    linkAccept: 'Accept the booking item',
    linkDecline: 'Decline the booking item',
    linkReason: 'Reason (told to the customer)',
    linkDead: 'This link has already been used or has expired. Open your dashboard to see the booking item.',
    linkAccepted: 'Booking item accepted. The customer is told by email.',
    linkDeclined: 'Booking item declined. The customer is refunded and told by email.',
  },
  pt: {
    answerExpired: 'O prazo para responder a este item de reserva terminou; é recusado e reembolsado automaticamente.',
    completeBeforeDate: 'Um item de reserva só pode ser concluído depois da sua data.',
    rangeBackwards: 'O último dia não pode ser anterior ao primeiro.',
    newItemSubject: 'Nova reserva {{reference}}: {{service}} aguarda a sua resposta',
    newItemText:
      'Tem um novo item de reserva: "{{service}}" × {{quantity}} em {{date}} (reserva {{reference}}).\n\nResponda até {{answerBy}} (hora de Lisboa); depois disso é recusado e reembolsado automaticamente.\n\nAceitar: {{accept}}\nRecusar: {{decline}}\n\nCada ligação funciona uma vez, sem iniciar sessão.',
    linkTitle: 'Responder a um item de reserva',
    linkAccept: 'Aceitar o item de reserva',
    linkDecline: 'Recusar o item de reserva',
    linkReason: 'Motivo (comunicado ao cliente)',
    linkDead: 'Esta ligação já foi usada ou expirou. Abra o seu painel para ver o item de reserva.',
    linkAccepted: 'Item de reserva aceite. O cliente é informado por email.',
    linkDeclined: 'Item de reserva recusado. O cliente é reembolsado e informado por email.',
  },
};
