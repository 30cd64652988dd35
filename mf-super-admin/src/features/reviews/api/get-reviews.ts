// GET api/super/reviews (?search=, service_id, stars, status, sort).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperReview } from '@mp/shared/contracts';
import { reviewKeys } from './keys';

export async function getReviews(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<SuperReview>> {
  const { q, ...rest } = query;
  const searchParams = q ? { ...rest, search: q } : rest;
  return contentOf(unwrap(await api.get<EnvelopeOf<PageOf<SuperReview>>>('/super/reviews', { searchParams, signal })));
}

export const reviewsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: reviewKeys.list(query),
    queryFn: ({ signal }) => getReviews(query, signal),
    placeholderData: keepPreviousData,
  });

export function useReviews(query: Record<string, string | number>) {
  return useQuery(reviewsQueryOptions(query));
}
