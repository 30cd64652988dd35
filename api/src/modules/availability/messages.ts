// Messages of service availability, mounted under `availability.*`.
export const availabilityMessages = {
  en: {
    dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
    toBeforeFrom: 'The end date must not be before the start date.',
    rangeTooLong: 'Ask for at most {{max}} days at a time.',
    serviceNotFound: 'Service not found.',
    weekdayTwice: 'List each weekday once.',
    dayClosed: 'This service is closed on this date.',
    datePast: 'Choose today or a later date.',
    slotClosed: 'This start time is closed on this date. Choose another time.',
    timeNotOffered: 'This service does not start at this time on this date.',
    pastCutoff: 'This start time can no longer be booked.',
    tooSoon:
      'This starts too soon for the partner to confirm in time. Choose a start at least {{hours}} hours from now.',
  },
  pt: {
    dateInvalid: 'Indique uma data válida (AAAA-MM-DD).',
    toBeforeFrom: 'A data final não pode ser anterior à data inicial.',
    rangeTooLong: 'Peça no máximo {{max}} dias de cada vez.',
    serviceNotFound: 'Serviço não encontrado.',
    weekdayTwice: 'Indique cada dia da semana uma só vez.',
    dayClosed: 'Este serviço está fechado nesta data.',
    datePast: 'Escolha hoje ou uma data posterior.',
    slotClosed: 'Esta hora de início está fechada nesta data. Escolha outra hora.',
    timeNotOffered: 'Este serviço não começa a esta hora nesta data.',
    pastCutoff: 'Esta hora de início já não pode ser reservada.',
    tooSoon:
      'Começa demasiado cedo para o parceiro confirmar a tempo. Escolha um início com pelo menos {{hours}} horas de antecedência.',
  },
};
