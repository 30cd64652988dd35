// Money and number formats, one per language, for the front ends AND the API's mails and messages, so a price reads
// the same on every screen and mail (ADR 031): React-free so server code can import it from @mp/shared/domain.
// "€12.50" in en, "12,50 €" in pt.
import type { Locale } from '../contracts';

/** One Intl.NumberFormat per locale and kind, made once: only for the numbers the written forms below leave to ICU. */
function cachedFormat(
  cache: Map<Locale, Intl.NumberFormat>,
  locale: Locale,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    cache.set(locale, format);
  }
  return format;
}

const moneyFormats = new Map<Locale, Intl.NumberFormat>();
const ratingFormats = new Map<Locale, Intl.NumberFormat>();
const decimalFormats = new Map<Locale, Intl.NumberFormat>();

// Money, ratings and percentages are written by hand, the way ICU writes them for en-GB and pt-PT (format.test.ts compares the two
// over thousands of numbers): the first Intl.NumberFormat of a page loads ICU's number data, a main-thread task of
// ~20 ms on this machine and ~170 ms on a slow phone, which every storefront page paid for its first price (ADR 031).
// Anything these forms do not cover (fractions of a cent, non-finite numbers, amounts of 10¹³ € and more) still goes
// to Intl.
const NBSP = '\u00a0';

/** Groups of three digits: "1,234" in en; pt groups only from five digits, with a no-break space ("1234", "12 345"). */
function groupDigits(digits: string, locale: Locale): string {
  if (locale === 'pt') return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, NBSP);
  return digits.length < 4 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

const isNegative = (value: number): boolean => value < 0 || Object.is(value, -0);

/** Euro amount from integer cents: "€12.50" in en, "12,50 €" in pt. */
export function formatMoney(cents: number, locale: Locale): string {
  if (!Number.isInteger(cents) || Math.abs(cents) >= 1e15)
    return cachedFormat(moneyFormats, locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const sign = isNegative(cents) ? '-' : '';
  const whole = groupDigits(String(Math.floor(Math.abs(cents) / 100)), locale);
  const part = String(Math.abs(cents) % 100).padStart(2, '0');
  return locale === 'pt' ? `${sign}${whole},${part}${NBSP}€` : `${sign}€${whole}.${part}`;
}

/**
 * A number with at most `places` decimals, halves rounded away from zero as ICU does: ICU rounds the shortest decimal
 * that reads back as the number (4.35 → 4.4, 1.005 → 1.01), not its binary value (toFixed: 4.3, 1.00).
 */
function writeDecimal(value: number, locale: Locale, places: number, cache: Map<Locale, Intl.NumberFormat>): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e') || Math.abs(value) >= 10 ** (15 - places)) {
    return cachedFormat(cache, locale, { maximumFractionDigits: places }).format(value);
  }
  const [whole = '0', decimals = ''] = shortest.split('.');
  const unit = 10 ** places;
  let scaled = Number(whole) * unit + Number(decimals.slice(0, places).padEnd(places, '0'));
  if ((decimals[places] ?? '0') >= '5') scaled += 1;
  const fraction = String(scaled % unit)
    .padStart(places, '0')
    .replace(/0+$/, '');
  return `${isNegative(value) ? '-' : ''}${groupDigits(String(Math.floor(scaled / unit)), locale)}${fraction ? (locale === 'pt' ? ',' : '.') + fraction : ''}`;
}

/** A rating with at most one decimal: "4.5" in en, "4,5" in pt. */
export function formatRating(value: number, locale: Locale): string {
  return writeDecimal(value, locale, 1, ratingFormats);
}

/** A number with at most two decimals: "12.5" in en, "12,5" in pt. */
export function formatDecimal(value: number, locale: Locale): string {
  return writeDecimal(value, locale, 2, decimalFormats);
}

/**
 * A rate in percent (e.g. a commission, 0–100 with at most two decimals), as ICU's percent style writes it for en-GB
 * and pt-PT: "12.5%" in en, "12,5%" in pt (no space in either).
 */
export function formatPercent(value: number, locale: Locale): string {
  return `${formatDecimal(value, locale)}%`;
}

/** The Intl tag of a language: pt-PT and en-GB (spec §9), never the browser's own. */
export function intlLocale(locale: Locale | string): 'pt-PT' | 'en-GB' {
  return locale === 'pt' ? 'pt-PT' : 'en-GB';
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the page's language, from its ISO code ('pl' → "Poland" / "Polónia"): European Portuguese, as
 * everywhere on the site (a bare 'pt' would give Brazilian names: "Polônia").
 */
export function regionName(code: string, locale: Locale | string): string {
  const language = intlLocale(locale);
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  try {
    return names.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
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
