// Words of a partner company's calendar feed (what a calendar app shows), mounted under `calendarFeeds.*`. The feed is
// written in the company owner's mail language, like the company's booking mails.
export const calendarFeedMessages = {
  en: {
    calendarName: 'Roteiro — {{company}}',
    reference: 'Booking {{reference}}',
    people: 'People: {{count}}',
    adultsChildren: 'Adults: {{adults}} · Children: {{children}}',
    phone: 'Phone: {{phone}}',
    notes: 'Notes: {{notes}}',
    dashboard: 'In your dashboard: {{link}}',
  },
  pt: {
    calendarName: 'Roteiro — {{company}}',
    reference: 'Reserva {{reference}}',
    people: 'Pessoas: {{count}}',
    adultsChildren: 'Adultos: {{adults}} · Crianças: {{children}}',
    phone: 'Telemóvel: {{phone}}',
    notes: 'Notas: {{notes}}',
    dashboard: 'No seu painel: {{link}}',
  },
} as const;
