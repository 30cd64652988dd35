// POST api/bookings and the payment status poll (spec §3 booking payload, §7, §8).
import { api, contentOf, unwrap, type ApiResult } from '@mp/shared/api';
import type { AgeSplit, BookingBody, BookingCreated, BookingPaymentStatus, EnvelopeOf, PaymentMethodName } from '@mp/shared/contracts';
import type { BillingData, CartItem } from '@mp/shared/stores';
import { cartCall } from '../checkout-api/checkout-request';
import { transferTripOf, type TransferTrip } from '@mp/shared/transfer-trip';

/** What the payment step keeps in cartStore.paymentResponse (session storage, spec §9). */
export interface StoredPayment {
  booking: BookingCreated;
  method: PaymentMethodName;
  email: string;
  /** What was bought, for the purchase-complete summary once the cart is cleared. */
  lines: { id: string; name: string; date: string | null; time: string | null; quantity: number; ages?: AgeSplit | null; cents: number; trip?: TransferTrip | null }[];
}

export function isStoredPayment(value: unknown): value is StoredPayment {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredPayment>;
  return typeof v.booking === 'object' && v.booking !== null && typeof v.booking.booking_id === 'number' && typeof v.method === 'string';
}

export function snapshotLines(items: readonly CartItem[]): StoredPayment['lines'] {
  return items.map((i) => ({ id: i.id, name: i.name, date: i.date, time: i.time, quantity: i.quantity, ages: i.ages ?? null, cents: i.total_cents - i.discount_cents, trip: transferTripOf(i) }));
}

export interface PaymentFields {
  card_number?: string;
  customer_phone?: string;
  pay_currency?: string;
  gift_card_code?: string;
}

/**
 * The booking payload of spec §3/§7: payment method, promo code, billing data (also flat), notes, payment fields, and
 * the cart total the page showed, which the server refuses to charge if the cart no longer adds up to it.
 */
export function bookingBody(method: PaymentMethodName, billing: BillingData, promo: string | null, notes: string, fields: PaymentFields, shownTotalCents: number): BookingBody {
  return {
    payment_method: method,
    expected_total_cents: shownTotalCents,
    promo_code: promo ?? '',
    billingData: billing,
    ...billing,
    notes,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string' && v !== '')),
  };
}

/** The server's "your cart changed" refusal: the total shown at Pay is no longer the cart's. */
export function cartChangedMessage(errors: Record<string, string[]>): string | null {
  return errors.expected_total_cents?.[0] ?? null;
}

export function createBooking(body: BookingBody): Promise<ApiResult<unknown>> {
  // Silent: spec §8 gives booking failures their own messages (toast or alert), not the generic toast.
  return api.post<unknown>('bookings', body, cartCall({ silent: true }));
}

export async function fetchPaymentStatus(bookingId: number, reference: string, signal?: AbortSignal): Promise<BookingPaymentStatus> {
  const result = await api.get<EnvelopeOf<BookingPaymentStatus>>(`bookings/${bookingId}/payment-status`, { searchParams: { reference }, ...(signal ? { signal } : {}) });
  return contentOf(unwrap(result));
}

/** Final from the customer's point of view: nothing more will happen without them. */
export function isFinal(status: BookingPaymentStatus): boolean {
  return status.booking_status !== 'waiting_payment' || ['paid', 'failed', 'expired', 'cancelled', 'refunded'].includes(status.payment.status);
}
