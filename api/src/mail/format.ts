// The one place a mail writes an amount or a moment: amounts in the reader's format ("€45.00" en, "45,00 €" pt, the
// storefront's own formatter) and dates and times in Lisbon time, written as en-GB or pt-PT.
import type { Locale } from '@mp/shared/contracts';
import { formatMoney } from '@mp/shared/domain';

const dateTimes: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', dateStyle: 'long', timeStyle: 'short' }),
  pt: new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', dateStyle: 'long', timeStyle: 'short' }),
};

const dates: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', dateStyle: 'long' }),
  pt: new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', dateStyle: 'long' }),
};

/** An amount of euro cents as the reader writes it: "€45.00" / "45,00 €". */
export const mailMoney = (cents: number, locale: Locale): string => formatMoney(cents, locale);

/** A moment in Lisbon time: "3 March 2026 at 14:30" / "3 de março de 2026 às 14:30". */
export const mailDateTime = (at: Date, locale: Locale): string => dateTimes[locale].format(at);

/** A moment's Lisbon day: "3 March 2026" / "3 de março de 2026". */
export const mailDate = (at: Date, locale: Locale): string => dates[locale].format(at);

const fullDates: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', dateStyle: 'full' }),
  pt: new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', dateStyle: 'full' }),
};

/** A moment's Lisbon day with its weekday: "Saturday, 14 March 2026" / "sábado, 14 de março de 2026". */
export const mailWeekday = (at: Date, locale: Locale): string => fullDates[locale].format(at);

/** The site's home in the reader's language. */
export const siteUrl = (publicUrl: string, locale: Locale): string => `${publicUrl}${locale === 'pt' ? '/pt' : ''}/`;
