// GET api/dashboard/reviews (?page, per_page, answered=yes|no): the company's published reviews, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { CompanyReviews, EnvelopeOf } from '@mp/shared/contracts';
import { replyKeys } from './keys';

export async function getCompanyReviews(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<CompanyReviews> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<CompanyReviews>>('dashboard/reviews', { searchParams: query, signal })),
  );
}

export const companyReviewsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: replyKeys.list(query),
    queryFn: ({ signal }) => getCompanyReviews(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyReviews(query: Record<string, string | number>) {
  return useQuery(companyReviewsQueryOptions(query));
}
