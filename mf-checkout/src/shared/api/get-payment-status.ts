// GET api/bookings/{id}/payment-status?reference= (spec §7): the one read of a payment's state. The MB WAY and crypto
// screens of the payment step and the purchase-complete page poll it until the payment is final, sharing one cache
// entry per booking.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { BookingPaymentStatus, EnvelopeOf } from '@mp/shared/contracts';
import { checkoutKeys } from './keys';

export interface PaymentRef {
  id: number;
  reference: string;
}

export async function fetchPaymentStatus(
  bookingId: number,
  reference: string,
  signal?: AbortSignal,
): Promise<BookingPaymentStatus> {
  const result = await api.get<EnvelopeOf<BookingPaymentStatus>>(`bookings/${bookingId}/payment-status`, {
    searchParams: { reference },
    ...(signal ? { signal } : {}),
  });
  return contentOf(unwrap(result));
}

/** Final from the customer's point of view: nothing more will happen without them. */
export function isFinal(status: BookingPaymentStatus): boolean {
  return (
    status.booking_status !== 'waiting_payment' ||
    ['paid', 'failed', 'expired', 'cancelled', 'refunded'].includes(status.payment.status)
  );
}

/** Read every `pollMs` until final: a crypto payment moves more slowly than a phone's answer. */
export const paymentStatusQueryOptions = (booking: PaymentRef, pollMs: number) =>
  queryOptions({
    queryKey: checkoutKeys.paymentStatus(booking.id),
    queryFn: ({ signal }) => fetchPaymentStatus(booking.id, booking.reference, signal),
    refetchInterval: (query) => (query.state.data && isFinal(query.state.data) ? false : pollMs),
  });

/** The payment's state, polled while it can still change; nothing is read without a booking. */
export function usePaymentStatus(booking: PaymentRef | null, pollMs: number) {
  return useQuery({
    ...paymentStatusQueryOptions(booking ?? { id: 0, reference: '' }, pollMs),
    enabled: booking !== null,
  });
}
