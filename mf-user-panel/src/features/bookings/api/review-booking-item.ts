// POST api/client-book-items/{id}/review: one review per completed item; the lists re-read after it.
import { useMutation } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, ItemReview, ItemReviewBody } from '@mp/shared/contracts';
import { bookingKeys } from './get-client-bookings';

export async function reviewBookingItem(
  itemId: number,
  body: Omit<ItemReviewBody, 'impersonate_id'>,
): Promise<ItemReview> {
  return unwrap(await api.post<EnvelopeOf<ItemReview>>(`client-book-items/${itemId}/review`, body)).content;
}

export function useReviewBookingItem(itemId: number) {
  return useMutation(
    {
      mutationFn: (body: Omit<ItemReviewBody, 'impersonate_id'>) => reviewBookingItem(itemId, body),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    },
    queryClient,
  );
}
