// POST api/super/reconciliation/run {day}: checks the day again against each gateway.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, ReconciliationDay } from '@mp/shared/contracts';
import { reconciliationKeys } from './keys';

export async function runDay(day: string): Promise<ReconciliationDay> {
  return contentOf(unwrap(await api.post<EnvelopeOf<ReconciliationDay>>('/super/reconciliation/run', { day })));
}

export function useRunDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runDay,
    onSuccess: (result) => {
      client.setQueryData(reconciliationKeys.day(result.day), result);
      void client.invalidateQueries({ queryKey: reconciliationKeys.overview() });
    },
  });
}
