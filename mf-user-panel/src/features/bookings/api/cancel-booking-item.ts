// POST api/client-book-items/{id}/cancel: refunded inside the free-cancellation window; past it only once the customer
// has confirmed a cancellation without a refund (`without_refund`). The lists re-read.
import { useMutation } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { BookingItem, EnvelopeOf } from '@mp/shared/contracts';
import { bookingKeys } from './get-client-bookings';

export interface CancelItemInput {
  id: number;
  /** The customer confirmed that nothing comes back (the item is non-refundable). */
  withoutRefund: boolean;
}

export async function cancelBookingItem({ id, withoutRefund }: CancelItemInput): Promise<BookingItem> {
  return unwrap(
    await api.post<EnvelopeOf<BookingItem>>(
      `client-book-items/${id}/cancel`,
      withoutRefund ? { without_refund: true } : {},
    ),
  ).content;
}

export function useCancelBookingItem() {
  return useMutation(
    {
      mutationFn: cancelBookingItem,
      onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    },
    queryClient,
  );
}
