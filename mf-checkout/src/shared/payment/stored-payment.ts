// The payment a booking started, as the payment step keeps it (spec §7): the payment step, the purchase-complete
// page and the cart's "payment waiting in another tab" all read it. Its status is read in shared/api/get-payment-status.ts.
import type { AgeSplit, BookingCreated, PaymentMethodName } from '@mp/shared/contracts';
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
