// POST api/super/reconciliation/refunds/{id}/settle: records that staff paid a manual refund back by hand.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf } from '@mp/shared/contracts';
import { reconciliationKeys } from './keys';

export interface SettledRefund {
  id: number;
  note: string;
  settled_at: string;
}

export async function settleRefund({ id, note }: { id: number; note: string }): Promise<SettledRefund> {
  return contentOf(
    unwrap(await api.post<EnvelopeOf<SettledRefund>>(`/super/reconciliation/refunds/${id}/settle`, { note })),
  );
}

export function useSettleRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: settleRefund,
    onSuccess: () => client.invalidateQueries({ queryKey: reconciliationKeys.overview() }),
  });
}
