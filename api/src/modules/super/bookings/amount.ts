// An amount of euros as staff type it in the page's language: 12,50 or 1.250,50 in pt, 12.50 or 1,250.50 in en, with or
// without the € sign. The other language's decimal mark is refused rather than guessed (12.50 in pt could mean 1250).
import type { Locale } from '@mp/shared/contracts';

const PATTERNS: Record<Locale, { amount: RegExp; thousands: string; decimal: string }> = {
  pt: { amount: /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/, thousands: '.', decimal: ',' },
  en: { amount: /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/, thousands: ',', decimal: '.' },
};

/** The typed amount in cents, or null when it is not an amount of euros written the page's way. */
export function euroCentsOf(typed: string, locale: Locale): number | null {
  const p = PATTERNS[locale];
  const text = typed.replace(/[\s\u00a0\u202f€]/g, '');
  if (!p.amount.test(text)) return null;
  const [whole = '', fraction = ''] = text.split(p.decimal);
  const cents = Number(whole.split(p.thousands).join('')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
