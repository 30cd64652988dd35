// GET api/super/saved-views?list=: the caller's views of a list, then the ones colleagues share.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SavedView, SavedViewList } from '@mp/shared/contracts';
import { savedViewKeys } from './keys';

export async function getSavedViews(list: SavedViewList, signal?: AbortSignal): Promise<SavedView[]> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<SavedView[]>>('/super/saved-views', { searchParams: { list }, signal })),
  );
}

export const savedViewsQueryOptions = (list: SavedViewList) =>
  queryOptions({
    queryKey: savedViewKeys.list(list),
    queryFn: ({ signal }) => getSavedViews(list, signal),
    staleTime: 30_000,
  });

export function useSavedViews(list: SavedViewList) {
  return useQuery(savedViewsQueryOptions(list));
}
