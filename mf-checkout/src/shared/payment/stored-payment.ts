// The payment a booking started, as the payment step keeps it, and its status poll (spec §7): the payment step,
// the purchase-complete page and the cart's "payment waiting in another tab" all read them.
import { api, contentOf, unwrap } from '@mp/shared/api';
import type {
  AgeSplit,
  BookingCreated,
  BookingPaymentStatus,
  EnvelopeOf,
  PaymentMethodName,
} from '@mp/shared/contracts';
import type { TransferTrip } from '@mp/shared/transfer-trip';

/** What the payment step keeps in cartStore.paymentResponse (session storage, spec §9). */
export interface StoredPayment {
  booking: BookingCreated;
  method: PaymentMethodName;
  email: string;
  /** What was bought, for the purchase-complete summary once the cart is cleared. */
  lines: {
    id: string;
    name: string;
    date: string | null;
    time: string | null;
    quantity: number;
    ages?: AgeSplit | null;
    cents: number;
    trip?: TransferTrip | null;
  }[];
}

export function isStoredPayment(value: unknown): value is StoredPayment {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredPayment>;
  return (
    typeof v.booking === 'object' &&
    v.booking !== null &&
    typeof v.booking.booking_id === 'number' &&
    typeof v.method === 'string'
  );
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
