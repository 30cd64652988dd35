// GET api/super/booking-items/{id}/partial-refunds/preview?amount=: what a partial refund would give back, and where.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SuperPartialRefundPreview } from '@mp/shared/contracts';
import { bookingKeys } from '../../../shared/booking-items/api/keys';

export async function previewRefundPart(
  id: number,
  amount: string,
  signal?: AbortSignal,
): Promise<SuperPartialRefundPreview> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<SuperPartialRefundPreview>>(`/super/booking-items/${id}/partial-refunds/preview`, {
        searchParams: { amount },
        signal,
      }),
    ),
  );
}

export const refundPartPreviewOptions = (id: number, amount: string) =>
  queryOptions({
    queryKey: [...bookingKeys.detail(id), 'partial-refund', amount] as const,
    queryFn: ({ signal }) => previewRefundPart(id, amount, signal),
    retry: false,
  });

/** The split of the typed amount, asked for once it has stopped changing (nothing while it is empty). */
export function useRefundPartPreview(id: number, amount: string) {
  return useQuery({ ...refundPartPreviewOptions(id, amount), enabled: amount.trim() !== '' });
}
