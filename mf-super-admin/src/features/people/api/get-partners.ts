// GET api/super/partners (?search=, status, module_request): partner companies with their owner, pending review first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperPartner } from '@mp/shared/contracts';
import { listParams, peopleKeys } from './keys';

export async function getPartners(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<SuperPartner>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<SuperPartner>>>('/super/partners', { searchParams: listParams(query), signal }),
    ),
  );
}

export const partnersQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: peopleKeys.partners(query),
    queryFn: ({ signal }) => getPartners(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePartners(query: Record<string, string | number>) {
  return useQuery(partnersQueryOptions(query));
}
