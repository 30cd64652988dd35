// POST api/super/booking-items/{id}/update {action: accept|decline|refund, reason}: staff answer for the partner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SuperBookingItemDetail, SuperItemActionBody } from '@mp/shared/contracts';
import { bookingKeys } from '../../../shared/booking-items/api/keys';

export async function answerBookingItem({
  id,
  ...body
}: SuperItemActionBody & { id: number }): Promise<SuperBookingItemDetail> {
  return contentOf(
    unwrap(await api.post<EnvelopeOf<SuperBookingItemDetail>>(`/super/booking-items/${id}/update`, body)),
  );
}

export function useAnswerBookingItem(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerBookingItem,
    onSuccess: (detail) => client.setQueryData(bookingKeys.detail(id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
