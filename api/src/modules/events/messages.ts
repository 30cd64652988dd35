// Messages of the BOL events module, in en and European pt. Mounted under `events.*` by src/i18n/messages.ts.
export const eventMessages = {
  en: {
    invalidDate: 'This is not a valid date (YYYY-MM-DD).',
  },
  pt: {
    invalidDate: 'Esta data não é válida (AAAA-MM-DD).',
  },
} as const;
