// POST api/super/reconciliation/refunds/{id}/retry: tries a pending gateway refund again now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, OpenRefund } from '@mp/shared/contracts';
import { reconciliationKeys } from './keys';

export async function retryRefund(id: number): Promise<{ refunded: boolean; refund: OpenRefund | null }> {
  return contentOf(
    unwrap(
      await api.post<EnvelopeOf<{ refunded: boolean; refund: OpenRefund | null }>>(
        `/super/reconciliation/refunds/${id}/retry`,
        {},
      ),
    ),
  );
}

export function useRetryRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => client.invalidateQueries({ queryKey: reconciliationKeys.overview() }),
  });
}
