// The mail of a booking staff offer a customer from the back office: a gift, nothing to pay, how to use it. En and
// European pt. Spread into src/i18n/messages.ts as `giftBookings`.
export const giftBookingMessages = {
  en: {
    mailSubject: 'Booking {{reference}}: a gift from Roteiro',
    mailText:
      'Hello {{name}},\n\nRoteiro has booked this for you as a gift (booking {{reference}}). There is nothing to pay.\n\n{{lines}}\n\nHow to use it: open your voucher (times, meeting point, QR code and calendar file) and show its QR code to the partner on the day.\n{{voucher}}',
    mailInAccount: 'The booking is also in “My bookings” in your account.',
    mailPendingNext:
      'The partner confirms by {{at}} (Lisbon time) and we e-mail you when they do. If they cannot take it, we tell you.',
    status: {
      pending: 'waiting for the partner to confirm',
      confirmed: 'confirmed by the partner',
    },
  },
  pt: {
    mailSubject: 'Reserva {{reference}}: uma oferta da Roteiro',
    mailText:
      'Olá {{name}},\n\nA Roteiro reservou isto para si como oferta (reserva {{reference}}). Não há nada a pagar.\n\n{{lines}}\n\nComo usar: abra o seu voucher (horários, ponto de encontro, código QR e ficheiro de calendário) e mostre o código QR ao parceiro no dia.\n{{voucher}}',
    mailInAccount: 'A reserva também está em «As minhas reservas», na sua conta.',
    mailPendingNext:
      'O parceiro confirma até {{at}} (hora de Lisboa) e enviamos-lhe um e-mail quando o fizer. Se não puder, avisamo-lo.',
    status: {
      pending: 'a aguardar a confirmação do parceiro',
      confirmed: 'confirmado pelo parceiro',
    },
  },
};
