// POST /api/dashboard/services/{id}/destroy: deletes a draft (a service that was on sale is paused instead).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { EnvelopeOf } from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

export async function destroyDraft(id: number): Promise<void> {
  unwrap(await api.post<EnvelopeOf<null>>(`dashboard/services/${id}/destroy`, {}));
}

export function useDestroyDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: destroyDraft,
    onSettled: () => void client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
