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
    offer: {
      date: 'Enter a valid date (YYYY-MM-DD).',
      pastDate: 'Choose today or a later date: a session cannot be added to or moved into the past.',
      sameDay: 'Another session is already on this day. An event has at most one session a day.',
      time: 'Enter a time on the 5-minute grid (HH:MM), such as 21:30.',
      capacity: 'Enter {{min}} to {{max}} places.',
      belowSold_one: '{{count}} place is already sold on this day: the capacity cannot be lower.',
      belowSold_other: '{{count}} places are already sold on this day: the capacity cannot be lower.',
      sessionSold_one: 'The session of {{date}} has {{count}} place sold, so it cannot be removed.',
      sessionSold_other: 'The session of {{date}} has {{count}} places sold, so it cannot be removed.',
      soldSessionMoved: 'This session has places sold, so it keeps its date.',
      unknownSession: 'This session no longer exists. Reload the page.',
      noTicketTypes: 'Add at least one ticket type.',
      name: 'Enter a name of {{min}} to {{max}} characters.',
      price: 'Enter a price from {{min}} to {{max}} euros.',
      ticketTypeSold_one:
        '{{count}} ticket of “{{name}}” is sold, so it cannot be removed. You can rename it or change its price.',
      ticketTypeSold_other:
        '{{count}} tickets of “{{name}}” are sold, so it cannot be removed. You can rename it or change its price.',
      unknownTicketType: 'This ticket type no longer exists. Reload the page.',
    },
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
    offer: {
      date: 'Indique uma data válida (AAAA-MM-DD).',
      pastDate: 'Escolha hoje ou uma data posterior: não é possível acrescentar ou mudar uma sessão para o passado.',
      sameDay: 'Já existe outra sessão neste dia. Um evento tem no máximo uma sessão por dia.',
      time: 'Indique uma hora em múltiplos de 5 minutos (HH:MM), por exemplo 21:30.',
      capacity: 'Indique de {{min}} a {{max}} lugares.',
      belowSold_one: 'Já foi vendido {{count}} lugar neste dia: a lotação não pode ser menor.',
      belowSold_other: 'Já foram vendidos {{count}} lugares neste dia: a lotação não pode ser menor.',
      sessionSold_one: 'A sessão de {{date}} tem {{count}} lugar vendido, por isso não pode ser removida.',
      sessionSold_other: 'A sessão de {{date}} tem {{count}} lugares vendidos, por isso não pode ser removida.',
      soldSessionMoved: 'Esta sessão tem lugares vendidos, por isso mantém a data.',
      unknownSession: 'Esta sessão já não existe. Recarregue a página.',
      noTicketTypes: 'Acrescente pelo menos um tipo de bilhete.',
      name: 'Indique um nome com {{min}} a {{max}} caracteres.',
      price: 'Indique um preço de {{min}} a {{max}} euros.',
      ticketTypeSold_one:
        'Foi vendido {{count}} bilhete de «{{name}}», por isso não pode ser removido. Pode mudar o nome ou o preço.',
      ticketTypeSold_other:
        'Foram vendidos {{count}} bilhetes de «{{name}}», por isso não pode ser removido. Pode mudar o nome ou o preço.',
      unknownTicketType: 'Este tipo de bilhete já não existe. Recarregue a página.',
    },
  },
} as const;
