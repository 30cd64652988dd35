// Messages of a conversation started from a booking, mounted under `bookingChat.*` by src/i18n/messages.ts. The
// first message names the booking for the partner who reads it (in the partner's language).
export const bookingChatMessages = {
  en: {
    about: 'About booking {{reference}}: {{service}}, {{when}}.',
    noPartnerContact: 'This partner cannot be reached by message. Please write to our team.',
  },
  pt: {
    about: 'Sobre a reserva {{reference}}: {{service}}, {{when}}.',
    noPartnerContact: 'Este parceiro não pode ser contactado por mensagem. Escreva à nossa equipa.',
  },
} as const;
