// PUT /api/dashboard/services/{id}/closures {date, start_time, closed}: close or reopen one start time or one day.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { ClosureResult, EnvelopeOf } from '@mp/shared/contracts';
import { availabilityKeys } from './availability-keys';

export interface Closure {
  serviceId: number;
  date: string;
  /** null: the whole day. */
  time: string | null;
  closed: boolean;
}

export async function setClosure({ serviceId, date, time, closed }: Closure): Promise<ClosureResult> {
  return contentOf(
    unwrap(
      await api.put<EnvelopeOf<ClosureResult>>(`dashboard/services/${serviceId}/closures`, {
        date,
        start_time: time,
        closed,
      }),
    ),
  );
}

export function useSetClosure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setClosure,
    onSettled: () => client.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
