// Messages of the restaurants module (the guide and table requests, docs/adr/044), in en and European pt. Mounted under
// `restaurants.*` by src/i18n/messages.ts.
export const restaurantMessages = {
  en: {
    notFound: 'This restaurant does not take table requests here.',
    invalidDate: 'This is not a valid date (YYYY-MM-DD).',
    closed: 'The restaurant is closed on this day. Choose another day.',
    timeUnavailable: 'The restaurant does not take tables at this time. Choose a time of its opening hours.',
    partyTooLarge_one: 'The restaurant takes parties of up to {{count}} person here.',
    partyTooLarge_other: 'The restaurant takes parties of up to {{count}} people here.',
    noteTooLong: 'Keep the note to the restaurant within {{count}} characters.',
    slotFull: 'This time is fully booked. Choose another time.',
    fewCovers_one: 'Only {{count}} seat is left at this time. Choose a smaller party or another time.',
    fewCovers_other: 'Only {{count}} seats are left at this time. Choose a smaller party or another time.',
    tableConfirmed: 'Confirmed — your table is booked',
  },
  pt: {
    notFound: 'Este restaurante não aceita pedidos de mesa aqui.',
    invalidDate: 'Esta data não é válida (AAAA-MM-DD).',
    closed: 'O restaurante está fechado neste dia. Escolha outro dia.',
    timeUnavailable: 'O restaurante não aceita mesas a esta hora. Escolha uma hora do horário de abertura.',
    partyTooLarge_one: 'O restaurante aceita grupos até {{count}} pessoa aqui.',
    partyTooLarge_other: 'O restaurante aceita grupos até {{count}} pessoas aqui.',
    noteTooLong: 'A nota para o restaurante pode ter até {{count}} caracteres.',
    slotFull: 'Esta hora está esgotada. Escolha outra hora.',
    fewCovers_one: 'Só resta {{count}} lugar a esta hora. Escolha um grupo menor ou outra hora.',
    fewCovers_other: 'Só restam {{count}} lugares a esta hora. Escolha um grupo menor ou outra hora.',
    tableConfirmed: 'Confirmada — a sua mesa está reservada',
  },
} as const;
