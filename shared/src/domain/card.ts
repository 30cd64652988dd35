// Card numbers (spec §5: non-digits stripped before sending). Only brand and last 4 ever leave this function set.
import { digitsOnly } from './phone';

/** Luhn checksum over digits only; 12-19 digits. */
export function luhnValid(value: string): boolean {
  const digits = digitsOnly(value);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'discover' | 'unknown';

export function cardBrand(value: string): CardBrand {
  const d = digitsOnly(value);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  if (/^(50|5[6-9]|6)/.test(d)) return 'maestro';
  return 'unknown';
}

export function cardLast4(value: string): string {
  return digitsOnly(value).slice(-4);
}
