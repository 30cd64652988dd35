// Money and number formats, one per language, for the front ends AND the API's mails and messages (issue 15 defect
// 11): React-free so server code can import it from @mp/shared/domain. "€12.50" in en, "12,50 €" in pt.
import type { Locale } from '../contracts';

/** One Intl.NumberFormat per locale and kind, made once: a page formats many numbers. */
function cachedFormat(cache: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', options);
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

/** A rating with at most one decimal: "4.5" in en, "4,5" in pt. */
export function formatRating(value: number, locale: Locale): string {
  return cachedFormat(ratingFormats, locale, { maximumFractionDigits: 1 }).format(value);
}
