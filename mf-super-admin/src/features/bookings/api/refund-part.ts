// POST api/super/booking-items/{id}/partial-refunds {amount, reason}: finance gives back part of an item's charge.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, RefundLine, SuperPartialRefundBody } from '@mp/shared/contracts';
import { bookingKeys } from '../../../shared/booking-items/api/keys';

export async function refundPart({ id, ...body }: SuperPartialRefundBody & { id: number }): Promise<RefundLine[]> {
  return contentOf(
    unwrap(await api.post<EnvelopeOf<RefundLine[]>>(`/super/booking-items/${id}/partial-refunds`, body)),
  );
}

export function useRefundPart(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundPart,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.detail(id) }),
  });
}
