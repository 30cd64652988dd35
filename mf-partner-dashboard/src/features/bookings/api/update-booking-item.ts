// POST /api/dashboard/booking-items/{id}/update {status, reason?}: accept, decline, complete or cancel an item.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { BookingItem, BookingItemUpdateBody, EnvelopeOf } from '@mp/shared/contracts';
import { bookingItemKeys } from '../../../shared/booking-items/api/keys';

export async function updateBookingItem(id: number, body: BookingItemUpdateBody): Promise<BookingItem> {
  return unwrap(await api.post<EnvelopeOf<BookingItem>>(`dashboard/booking-items/${id}/update`, body)).content;
}

export function useUpdateBookingItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BookingItemUpdateBody & { id: number }) => updateBookingItem(id, body),
    onSettled: () => void client.invalidateQueries({ queryKey: bookingItemKeys.all }),
  });
}
