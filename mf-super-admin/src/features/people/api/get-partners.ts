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

/**
 * How many companies wait for staff: under review, and asking for a module (one row of the list each, read for its
 * total). Keyed as the list, so answering a company counts it again.
 */
export function useAwaitingPartners(): { review: number; module: number } {
  const review = usePartners({ status: 'pending', page: 1, per_page: 1 });
  const module = usePartners({ module_request: '1', page: 1, per_page: 1 });
  return { review: review.data?.total ?? 0, module: module.data?.total ?? 0 };
}
