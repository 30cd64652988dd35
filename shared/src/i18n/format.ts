import type { Locale } from '../contracts';
import { formatDateEnGb } from '../domain';

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** Euro amount from integer cents: "€12.50" in en, "12,50 €" in pt. */
export function formatMoney(cents: number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', { style: 'currency', currency: 'EUR' });
    moneyFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

/** Dates are shown in en-GB format in both languages (spec §9). */
export function formatDate(value: Date | string | number): string {
  return formatDateEnGb(value);
}
