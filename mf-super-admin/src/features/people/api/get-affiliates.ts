// GET api/super/affiliates (?search=, status).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperAffiliateRow } from '@mp/shared/contracts';
import { listParams, peopleKeys } from './keys';

export async function getAffiliates(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<SuperAffiliateRow>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<SuperAffiliateRow>>>('/super/affiliates', {
        searchParams: listParams(query),
        signal,
      }),
    ),
  );
}

export const affiliatesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: peopleKeys.affiliates(query),
    queryFn: ({ signal }) => getAffiliates(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAffiliates(query: Record<string, string | number>) {
  return useQuery(affiliatesQueryOptions(query));
}
