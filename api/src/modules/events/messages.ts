// Messages of the events module (the BOL listing and bookable events), in en and European pt. Mounted under `events.*`
// by src/i18n/messages.ts.
export const eventMessages = {
  en: {
    invalidDate: 'This is not a valid date (YYYY-MM-DD).',
    notFound: 'This event is not on sale.',
    sessionUnavailable: 'This session is no longer on sale. Choose another session or remove this item.',
    ticketTypeUnavailable: 'This ticket type is no longer on sale. Choose another ticket type.',
    tooManyTickets_one: 'You can buy up to {{count}} ticket of this type per order.',
    tooManyTickets_other: 'You can buy up to {{count}} tickets of this type per order.',
    seating: { seated: 'Seated', general: 'General admission' },
    ticketStatus: {
      confirmed: 'Confirmed — show a ticket per person at the door',
      completed: 'Used',
    },
    ticketLabel: 'Ticket {{number}} of {{of}}',
  },
  pt: {
    invalidDate: 'Esta data não é válida (AAAA-MM-DD).',
    notFound: 'Este evento não está à venda.',
    sessionUnavailable: 'Esta sessão já não está à venda. Escolha outra sessão ou remova este item.',
    ticketTypeUnavailable: 'Este tipo de bilhete já não está à venda. Escolha outro tipo de bilhete.',
    tooManyTickets_one: 'Pode comprar até {{count}} bilhete deste tipo por encomenda.',
    tooManyTickets_other: 'Pode comprar até {{count}} bilhetes deste tipo por encomenda.',
    seating: { seated: 'Lugar sentado', general: 'Entrada geral' },
    ticketStatus: {
      confirmed: 'Confirmado — mostre um bilhete por pessoa à entrada',
      completed: 'Utilizado',
    },
    ticketLabel: 'Bilhete {{number}} de {{of}}',
  },
} as const;
