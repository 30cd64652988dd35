// POST api/client-book-items/{id}/cancel (issue 12 §2): cancel inside the free-cancellation window; the lists re-read.
import { useMutation } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { BookingItem, EnvelopeOf } from '@mp/shared/contracts';
import { bookingKeys } from './get-client-bookings';

export async function cancelBookingItem(itemId: number): Promise<BookingItem> {
  return unwrap(await api.post<EnvelopeOf<BookingItem>>(`client-book-items/${itemId}/cancel`, {})).content;
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
