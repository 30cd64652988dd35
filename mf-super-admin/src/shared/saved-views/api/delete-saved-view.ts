// DELETE api/super/saved-views/{id} (its owner only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { EnvelopeOf } from '@mp/shared/contracts';
import { savedViewKeys } from './keys';

export async function deleteSavedView(id: number): Promise<void> {
  unwrap(await api.delete<EnvelopeOf<{ id: number }>>(`/super/saved-views/${id}`));
}

export function useDeleteSavedView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedView,
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewKeys.all }),
  });
}
