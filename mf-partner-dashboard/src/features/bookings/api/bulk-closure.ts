// PUT /api/dashboard/availability/bulk: close or reopen the same dates of several services at once (preview first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { BulkClosureBody, BulkClosureResult, EnvelopeOf } from '@mp/shared/contracts';
import { availabilityKeys } from './availability-keys';

export async function bulkClosure(body: Omit<BulkClosureBody, 'impersonate_id'>): Promise<BulkClosureResult> {
  return contentOf(unwrap(await api.put<EnvelopeOf<BulkClosureResult>>('dashboard/availability/bulk', body)));
}

export function useBulkClosure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkClosure,
    onSettled: (result) => {
      if (result && !result.preview) void client.invalidateQueries({ queryKey: availabilityKeys.all });
    },
  });
}
