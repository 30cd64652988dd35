// Pure rules of the payment step (spec §4, §5, §7, §8), kept apart from React so they are tested directly.
import type { ApiResult } from '@mp/shared/api';
import type { PaymentMethodName } from '@mp/shared/contracts';
import { digitsOnly, type FieldErrors } from '@mp/shared/domain';

/** Spec §4: after a successful booking the cart is cleared at once, except card and PayPal (cleared once paid). */
export function clearsCartOnBooking(method: PaymentMethodName): boolean {
  return method !== 'card' && method !== 'paypal';
}

export type BookingFailure = { kind: 'fields'; errors: FieldErrors } | { kind: 'alert' };

/**
 * Spec §8: a booking answered with field errors → toast 'Something went wrong' and the errors on their fields;
 * a booking answered with no status (any other failure) → the 'change your payment method' alert.
 */
export function bookingFailure(result: Extract<ApiResult<unknown>, { ok: false }>): BookingFailure {
  if (result.status === 422 && Object.keys(result.errors).length > 0) return { kind: 'fields', errors: result.errors };
  return { kind: 'alert' };
}

/** A successful HTTP answer still needs `status: true` and content to count as a booking (spec §7 reads data.status). */
export function bookingContent<T>(data: unknown): T | null {
  if (typeof data !== 'object' || data === null) return null;
  const envelope = data as { status?: unknown; content?: unknown };
  return envelope.status === true && typeof envelope.content === 'object' && envelope.content !== null
    ? (envelope.content as T)
    : null;
}

/** mm:ss for the MB WAY countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Card number as typed, shown in groups of 4 (the digits only are what is sent, spec §5). */
export function formatCardNumber(value: string): string {
  return (
    digitsOnly(value)
      .slice(0, 19)
      .match(/\d{1,4}/g) ?? []
  ).join(' ');
}

/** "MM/YY" from whatever was typed. */
export function formatExpiry(value: string): string {
  const d = digitsOnly(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** An expiry this month or later, month 01-12. */
export function expiryValid(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export function cvcValid(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}
