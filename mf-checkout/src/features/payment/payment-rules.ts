// Pure rules of the payment step (spec §4, §5, §7, §8), kept apart from React so they are tested directly.
import type { ApiResult } from '@mp/shared/api';
import type { PaymentMethodName } from '@mp/shared/contracts';
import { digitsOnly, type FieldErrors } from '@mp/shared/domain';
import type { CartItem } from '@mp/shared/stores';
import { transferTripOf } from '@mp/shared/transfer-trip';
import { BILLING_FIELDS } from '../../shared/billing-form';
import type { StoredPayment } from '../../shared/payment/stored-payment';

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

/** Errors about the cart's lines (`items`, `items.N`): the cart page, not the payment step, can fix them. */
export function hasLineErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).some((key) => key === 'items' || key.startsWith('items.'));
}

/** Billing errors from the booking call belong to the personal-data step; the rest to the payment step. */
export function splitErrors(errors: FieldErrors): { billing: FieldErrors; payment: FieldErrors } {
  const billing: FieldErrors = {};
  const payment: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    if ((BILLING_FIELDS as readonly string[]).includes(key)) billing[key] = messages;
    else payment[key] = messages;
  }
  return { billing, payment };
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

/** What was bought, kept with the payment for the purchase-complete summary once the cart is cleared. */
export function snapshotLines(items: readonly CartItem[]): StoredPayment['lines'] {
  return items.map((i) => ({
    id: i.id,
    name: i.name,
    date: i.date,
    time: i.time,
    quantity: i.quantity,
    ages: i.ages ?? null,
    cents: i.total_cents - i.discount_cents,
    trip: transferTripOf(i),
  }));
}
