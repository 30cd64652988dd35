// Messages of the booking items' answers, for the partner and the customer they tell, mounted under `supplierBookings.*`.
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
    linkDashboard: 'Open your bookings in the dashboard',
    linkFacts: {
      booking: 'Booking',
      service: 'Service',
      date: 'Date',
      people: 'People',
      customer: 'Customer',
      paid: 'Paid',
      answerBy: 'Answer by',
    },
    linkAccepted: 'Booking item accepted. The customer is told by email.',
    linkDeclined: 'Booking item declined. The customer is refunded and told by email.',
    confirmedSubject: 'Booking {{reference}} confirmed: {{service}}',
    confirmedText:
      'Hello {{name}},\n\nGood news: {{partner}} confirmed "{{service}}" in booking {{reference}}.\n\n{{facts}}\n\nWhat happens next: open your voucher, keep it at hand and show its QR code to the partner on the day. It also has the cancellation deadline and a calendar file:\n{{link}}',
    confirmedWhen: 'When: {{when}} (Lisbon time)',
    dayAtTime: '{{day}} at {{time}}',
    partnerReason: '\n\nThe partner\'s reason: "{{reason}}"',
    reasonCancelledByPartner: 'cancelled by the partner',
    reasonExpired: 'the partner did not answer in time',
    refundText:
      'Hello {{name}},\n\n"{{service}}" in booking {{reference}} is refunded ({{reason}}). This is what goes back, and where:\n{{lines}}',
    refundMoneyNote: 'Money back to a card or an account can take a few working days to show.',
    refundLine: {
      card: '• {{amount}} to the card you paid with',
      paypal: '• {{amount}} to your PayPal account',
      mbway: '• {{amount}} to the MB WAY account you paid with',
      crypto: '• {{amount}} of your crypto payment: our team sends it back to you',
      gift_card: '• {{amount}} back on the balance of gift card …{{last4}}',
      points_one: '• {{count}} point back to your points balance',
      points_other: '• {{count}} points back to your points balance',
    },
    declinedSubject: 'Booking {{reference}}: {{service}} was declined',
    declinedText:
      'Hello {{name}},\n\nThe partner could not take "{{service}}" in booking {{reference}}. Nothing was charged for it.',
    declinedNext: 'You are welcome to choose another date or another experience on Roteiro.',
    partnerStaffDeclinedSubject: 'Booking {{reference}}: {{service}} declined by Roteiro for you',
    partnerStaffDeclinedText:
      'Hello,\n\nOur team declined "{{service}}" × {{quantity}} on {{date}} for {{customer}} (booking {{reference}}) on your behalf, and the customer is refunded what they paid for it. It no longer waits for your answer, and the places are free again.',
    partnerStaffAcceptedSubject: 'Booking {{reference}}: {{service}} accepted by Roteiro for you',
    partnerStaffAcceptedText:
      'Hello,\n\nOur team accepted "{{service}}" × {{quantity}} on {{date}} for {{customer}} (booking {{reference}}) on your behalf. It is confirmed: the customer has been told and expects you on the day. You will find it among the accepted bookings in your dashboard.',
    partnerStaffCancelledSubject: 'Booking {{reference}}: {{service}} cancelled by Roteiro',
    partnerStaffCancelledText:
      'Hello,\n\nOur team cancelled "{{service}}" × {{quantity}} on {{date}} for {{customer}} (booking {{reference}}), which you had confirmed, and the customer is refunded what they paid for it. You no longer need to hold it: the places are free again.',
    partnerExpiredSubject: 'Booking {{reference}}: {{service}} declined, not answered in time',
    partnerExpiredText:
      'Hello,\n\n"{{service}}" × {{quantity}} on {{date}} for {{customer}} (booking {{reference}}) was not answered by {{answerBy}} (Lisbon time). It was declined automatically and the customer is refunded what they paid for it; the places are free again.\n\nAnswer new bookings in time from your dashboard or with the links in their e-mail.',
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
    linkDashboard: 'Abrir as suas reservas no painel',
    linkFacts: {
      booking: 'Reserva',
      service: 'Serviço',
      date: 'Data',
      people: 'Pessoas',
      customer: 'Cliente',
      paid: 'Pago',
      answerBy: 'Responder até',
    },
    linkAccepted: 'Item de reserva aceite. O cliente é informado por email.',
    linkDeclined: 'Item de reserva recusado. O cliente é reembolsado e informado por email.',
    confirmedSubject: 'Reserva {{reference}} confirmada: {{service}}',
    confirmedText:
      'Olá {{name}},\n\nBoas notícias: {{partner}} confirmou "{{service}}" na reserva {{reference}}.\n\n{{facts}}\n\nO que acontece a seguir: abra o seu voucher, tenha-o à mão e mostre o código QR ao parceiro no dia. Tem também o prazo de cancelamento e um ficheiro de calendário:\n{{link}}',
    confirmedWhen: 'Quando: {{when}} (hora de Lisboa)',
    dayAtTime: '{{day}} às {{time}}',
    partnerReason: '\n\nMotivo indicado pelo parceiro: "{{reason}}"',
    reasonCancelledByPartner: 'cancelado pelo parceiro',
    reasonExpired: 'o parceiro não respondeu a tempo',
    refundText:
      'Olá {{name}},\n\n"{{service}}" da reserva {{reference}} foi reembolsado ({{reason}}). Eis o que é devolvido e para onde:\n{{lines}}',
    refundMoneyNote: 'O dinheiro devolvido a um cartão ou a uma conta pode demorar alguns dias úteis a aparecer.',
    refundLine: {
      card: '• {{amount}} para o cartão com que pagou',
      paypal: '• {{amount}} para a sua conta PayPal',
      mbway: '• {{amount}} para a conta MB WAY com que pagou',
      crypto: '• {{amount}} do seu pagamento em criptomoeda: a nossa equipa devolve-lho',
      gift_card: '• {{amount}} de volta ao saldo do cartão-oferta …{{last4}}',
      points_one: '• {{count}} ponto de volta ao seu saldo de pontos',
      points_other: '• {{count}} pontos de volta ao seu saldo de pontos',
    },
    declinedSubject: 'Reserva {{reference}}: {{service}} foi recusado',
    declinedText:
      'Olá {{name}},\n\nO parceiro não pôde aceitar "{{service}}" na reserva {{reference}}. Nada lhe foi cobrado por isso.',
    declinedNext: 'Pode escolher outra data ou outra experiência no Roteiro.',
    partnerStaffDeclinedSubject: 'Reserva {{reference}}: {{service}} recusado pela Roteiro em seu nome',
    partnerStaffDeclinedText:
      'Olá,\n\nA nossa equipa recusou em seu nome "{{service}}" × {{quantity}} em {{date}} para {{customer}} (reserva {{reference}}), e o cliente é reembolsado do que pagou. Já não aguarda a sua resposta e os lugares ficam de novo livres.',
    partnerStaffAcceptedSubject: 'Reserva {{reference}}: {{service}} aceite pela Roteiro em seu nome',
    partnerStaffAcceptedText:
      'Olá,\n\nA nossa equipa aceitou em seu nome "{{service}}" × {{quantity}} em {{date}} para {{customer}} (reserva {{reference}}). Está confirmado: o cliente foi informado e conta consigo no dia. Encontra-o nas reservas aceites do seu painel.',
    partnerStaffCancelledSubject: 'Reserva {{reference}}: {{service}} cancelado pela Roteiro',
    partnerStaffCancelledText:
      'Olá,\n\nA nossa equipa cancelou "{{service}}" × {{quantity}} em {{date}} para {{customer}} (reserva {{reference}}), que tinha confirmado, e o cliente é reembolsado do que pagou. Já não precisa de o guardar: os lugares ficam de novo livres.',
    partnerExpiredSubject: 'Reserva {{reference}}: {{service}} recusado, sem resposta a tempo',
    partnerExpiredText:
      'Olá,\n\n"{{service}}" × {{quantity}} em {{date}} para {{customer}} (reserva {{reference}}) não teve resposta até {{answerBy}} (hora de Lisboa). Foi recusado automaticamente e o cliente é reembolsado do que pagou; os lugares ficam de novo livres.\n\nResponda a tempo às novas reservas no seu painel ou com as ligações do respetivo e-mail.',
  },
};
