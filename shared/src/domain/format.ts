// Money and number formats, one per language, for the front ends AND the API's mails and messages (issue 15 defect
// 11): React-free so server code can import it from @mp/shared/domain. "€12.50" in en, "12,50 €" in pt.
import type { Locale } from '../contracts';

/** One Intl.NumberFormat per locale and kind, made once: a page formats many numbers. */
function cachedFormat(cache: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    cache.set(locale, format);
  }
  return format;
}

const moneyFormats = new Map<Locale, Intl.NumberFormat>();
const ratingFormats = new Map<Locale, Intl.NumberFormat>();

/** Euro amount from integer cents: "€12.50" in en, "12,50 €" in pt. */
export function formatMoney(cents: number, locale: Locale): string {
  return cachedFormat(moneyFormats, locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/**
 * Makes the money format of `locale` now. The first Intl.NumberFormat of a page loads ICU's number data, about 12 ms
 * of a fast machine's main thread (~100 ms on a slow phone): the shell does it in a task of its own at start-up, so
 * that cost is not part of the first render that shows a price (ADR 030).
 */
export function warmNumberFormat(locale: Locale): void {
  cachedFormat(moneyFormats, locale, { style: 'currency', currency: 'EUR' });
}

/** A rating with at most one decimal: "4.5" in en, "4,5" in pt. */
export function formatRating(value: number, locale: Locale): string {
  return cachedFormat(ratingFormats, locale, { maximumFractionDigits: 1 }).format(value);
}

/** The Intl tag of a language: pt-PT and en-GB (spec §9), never the browser's own. */
export function intlLocale(locale: Locale | string): 'pt-PT' | 'en-GB' {
  return locale === 'pt' ? 'pt-PT' : 'en-GB';
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per language and options, made once: the dashboards format a date per table row, and
 * building a formatter costs far more than using one. Instants are shown on Lisbon's clock unless the options name
 * another zone (a calendar day, `YYYY-MM-DD`, is read at UTC noon with `timeZone: 'UTC'`: see `formatCalendarDay`).
 */
export function dateTimeFormat(locale: Locale | string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const full: Intl.DateTimeFormatOptions = { timeZone: 'Europe/Lisbon', ...options };
  const key = `${intlLocale(locale)}|${JSON.stringify(full)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), full);
    dateFormats.set(key, format);
  }
  return format;
}

/** An instant (ISO text, Date or epoch ms) on Lisbon's clock: "25 Nov 2026, 14:30" in en, "25/11/2026, 14:30" in pt. */
export function formatInstant(
  value: string | Date | number,
  locale: Locale | string,
  styles: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'> = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, styles).format(date);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/**
 * A calendar day (`YYYY-MM-DD`) or month (`YYYY-MM`), which names no time zone: written as that day wherever the
 * reader is. Default: "25 Nov" in en, "25/11" in pt (a chart's axis); pass options for longer forms.
 */
export function formatCalendarDay(
  day: string,
  locale: Locale | string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'> = { day: 'numeric', month: 'short' },
): string {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return day;
  const noon = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1), 12);
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(noon);
}

/** A month (`YYYY-MM`) on a chart's axis or a list: "Nov 2026" in en, "11/2026" in pt. */
export function formatCalendarMonth(month: string, locale: Locale | string): string {
  return formatCalendarDay(month, locale, { month: 'short', year: 'numeric' });
}
