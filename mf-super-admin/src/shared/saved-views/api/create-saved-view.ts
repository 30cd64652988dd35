// POST api/super/saved-views: the list's current filters and sort under a name.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, NewSavedViewBody, SavedView } from '@mp/shared/contracts';
import { savedViewKeys } from './keys';

export async function createSavedView(body: NewSavedViewBody): Promise<SavedView> {
  return contentOf(unwrap(await api.post<EnvelopeOf<SavedView>>('/super/saved-views', body)));
}

export function useCreateSavedView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSavedView,
    onSuccess: (view) => client.invalidateQueries({ queryKey: savedViewKeys.list(view.list) }),
  });
}
