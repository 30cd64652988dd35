// POST api/bookings (spec §3 booking payload, §7, §8): the booking of the cart and the start of its payment.
import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@mp/shared/api';
import type { BookingBody, PaymentMethodName } from '@mp/shared/contracts';
import type { BillingData } from '@mp/shared/stores';
import { cartCall } from '../../../shared/api/checkout-request';
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
export function bookingBody(
  method: PaymentMethodName,
  billing: BillingData,
  promo: string | null,
  notes: string,
  fields: PaymentFields,
  shownTotalCents: number,
): BookingBody {
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

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
