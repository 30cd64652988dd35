import { PHONE_PREFIX } from './constants';

/** Keep only 0-9 (spec §5: card numbers and phones are sent as digits). */
export function digitsOnly(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D+/g, '');
}

/** Card number as sent to the server: digits only. */
export function cardNumberDigits(value: string): string {
  return digitsOnly(value);
}

/** Phone as digits only. */
export function phoneDigits(value: string | null | undefined): string {
  return digitsOnly(value);
}

/**
 * MB WAY phone: `351#` + the 9-digit national number. A number typed with the country code
 * (`+351 912…`, `00351…`) is not doubled.
 */
export function toMbwayPhone(value: string | null | undefined): string {
  let digits = phoneDigits(value);
  if (digits.startsWith(`00${PHONE_PREFIX}`)) digits = digits.slice(2 + PHONE_PREFIX.length);
  else if (digits.length > 9 && digits.startsWith(PHONE_PREFIX)) digits = digits.slice(PHONE_PREFIX.length);
  return `${PHONE_PREFIX}#${digits}`;
}

/** Display a phone as three groups of 3 digits ("912 345 678"); extra digits form a last group. */
export function formatPhone3x3(value: string | null | undefined): string {
  const digits = phoneDigits(value);
  return (digits.match(/\d{1,3}/g) ?? []).join(' ');
}
