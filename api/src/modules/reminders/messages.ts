// The scheduled mails of a booking item, en and European pt: the reminder the day before and the review request after
// completion. Spread into src/i18n/messages.ts as `reminders`.
export const reminderMessages = {
  en: {
    reminderSubject: 'Tomorrow: {{service}} (booking {{reference}})',
    reminderText:
      'Hello {{name}},\n\nA reminder that "{{service}}" with {{partner}} is tomorrow.\n\n{{facts}}\n\nShow the QR code of your voucher to the partner on the day:\n{{voucher}}{{manage}}{{settings}}',
    when: 'When: {{when}} (Lisbon time)',
    whenAllDay: 'When: {{day}}',
    meetingPoint: 'Meeting point: {{place}}',
    meetingFromPartner: 'Meeting point: the partner sends it to you before the day.',
    contact: 'Partner contact: {{contact}}',
    manage: '\n\nTo see or cancel your booking, no account needed:\n{{link}}',
    myBookings: '\n\nYour bookings: {{link}}',
    reviewSubject: 'How was {{service}}?',
    reviewText:
      'Hello {{name}},\n\nThank you for booking "{{service}}" with {{partner}} (booking {{reference}}). How was it? A few words and stars help other travellers choose, and help {{partner}} too.\n\nWrite your review here:\n{{link}}{{settings}}',
    turnOff: '\n\nYou can turn these emails off in your settings: {{link}}',
  },
  pt: {
    reminderSubject: 'Amanhã: {{service}} (reserva {{reference}})',
    reminderText:
      'Olá {{name}},\n\nLembramos que "{{service}}" com {{partner}} é amanhã.\n\n{{facts}}\n\nMostre o código QR do seu voucher ao parceiro no dia:\n{{voucher}}{{manage}}{{settings}}',
    when: 'Quando: {{when}} (hora de Lisboa)',
    whenAllDay: 'Quando: {{day}}',
    meetingPoint: 'Ponto de encontro: {{place}}',
    meetingFromPartner: 'Ponto de encontro: o parceiro envia-lho antes do dia.',
    contact: 'Contacto do parceiro: {{contact}}',
    manage: '\n\nPara ver ou cancelar a sua reserva, sem precisar de conta:\n{{link}}',
    myBookings: '\n\nAs suas reservas: {{link}}',
    reviewSubject: 'Como correu {{service}}?',
    reviewText:
      'Olá {{name}},\n\nObrigado por ter reservado "{{service}}" com {{partner}} (reserva {{reference}}). Como correu? Algumas palavras e estrelas ajudam outros viajantes a escolher, e ajudam também {{partner}}.\n\nEscreva a sua avaliação aqui:\n{{link}}{{settings}}',
    turnOff: '\n\nPode desativar estes e-mails nas suas definições: {{link}}',
  },
};
