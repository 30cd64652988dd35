// Messages of staff's priced answers to transfer quote requests and the customer's offer link, en and
// European pt. Spread into src/i18n/messages.ts as `transferOffers`.
export const transferOfferMessages = {
  en: {
    requestNotFound: 'This quote request does not exist.',
    reasonRequired: 'Say why the request is closed.',
    requestClosed: 'This quote request is closed and cannot be answered.',
    priceRange: 'Enter a price above 0 and at most {{max}}.',
    companyInvalid: 'Choose an active transfer partner.',
    vehicleInvalid: 'Choose an active vehicle of this partner.',
    vehicleTooSmall: 'This vehicle has {{seats}} seats; the request is for {{passengers}} passengers.',
    validUntilInvalid: 'Enter the date and time until which the offer is valid.',
    validUntilPast: 'The offer must be valid until a time in the future.',
    validUntilTooFar: 'The offer can be valid for at most {{days}} days.',
    validUntilAfterPickup: 'The offer must expire before the pickup.',
    notFound: 'This transfer offer does not exist.',
    used: 'This transfer offer has already been booked.',
    expired: 'This transfer offer has expired. Please ask us for a new quote.',
    unavailable: 'This transfer offer is no longer available. Please ask us for a new quote.',
    vehicleBusy: 'This vehicle is already booked at that time, or not available that day: choose another.',
    vehicleTaken:
      'The car of this offer has been booked for that time in the meantime. Please ask us for a new quote: we will find you another.',
    vehicleBlocked:
      'The car of this offer is not available on that day any more. Please ask us for a new quote: we will find you another.',
    mailSubject: 'Your transfer quote',
    mailText:
      'Hello {{name}},\n\nHere is our offer for your transfer from {{from}} to {{to}} on {{date}} at {{time}}: {{vehicle}} by {{partner}} for {{price}}.\n{{message}}\n\nThe offer is valid until {{until}}. Book it here (the link works once):\n{{link}}',
  },
  pt: {
    requestNotFound: 'Este pedido de orçamento não existe.',
    reasonRequired: 'Indique porque é que o pedido é fechado.',
    requestClosed: 'Este pedido de orçamento está fechado e não pode ser respondido.',
    priceRange: 'Indique um preço acima de 0 e no máximo {{max}}.',
    companyInvalid: 'Escolha um parceiro de transfers ativo.',
    vehicleInvalid: 'Escolha um veículo ativo deste parceiro.',
    vehicleTooSmall: 'Este veículo tem {{seats}} lugares; o pedido é para {{passengers}} passageiros.',
    validUntilInvalid: 'Indique a data e a hora até às quais a oferta é válida.',
    validUntilPast: 'A oferta tem de ser válida até um momento no futuro.',
    validUntilTooFar: 'A oferta pode ser válida durante no máximo {{days}} dias.',
    validUntilAfterPickup: 'A oferta tem de expirar antes da recolha.',
    notFound: 'Esta oferta de transfer não existe.',
    used: 'Esta oferta de transfer já foi reservada.',
    expired: 'Esta oferta de transfer expirou. Peça-nos um novo orçamento.',
    unavailable: 'Esta oferta de transfer já não está disponível. Peça-nos um novo orçamento.',
    vehicleBusy: 'Este veículo já está reservado para essa hora, ou não está disponível nesse dia: escolha outro.',
    vehicleTaken:
      'O carro desta oferta foi entretanto reservado para essa hora. Peça-nos um novo orçamento: encontramos-lhe outro.',
    vehicleBlocked:
      'O carro desta oferta já não está disponível nesse dia. Peça-nos um novo orçamento: encontramos-lhe outro.',
    mailSubject: 'O seu orçamento de transfer',
    mailText:
      'Olá {{name}},\n\nEis a nossa oferta para o seu transfer de {{from}} para {{to}} em {{date}} às {{time}}: {{vehicle}} de {{partner}} por {{price}}.\n{{message}}\n\nA oferta é válida até {{until}}. Reserve-a aqui (a ligação só funciona uma vez):\n{{link}}',
  },
};
