// PUT api/super/saved-views/{id}: rename, save the current filters into it, share or unshare (its owner only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SavedView, SavedViewUpdateBody } from '@mp/shared/contracts';
import { savedViewKeys } from './keys';

export async function updateSavedView({ id, ...body }: SavedViewUpdateBody & { id: number }): Promise<SavedView> {
  return contentOf(unwrap(await api.put<EnvelopeOf<SavedView>>(`/super/saved-views/${id}`, body)));
}

export function useUpdateSavedView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSavedView,
    onSuccess: (view) => client.invalidateQueries({ queryKey: savedViewKeys.list(view.list) }),
  });
}
