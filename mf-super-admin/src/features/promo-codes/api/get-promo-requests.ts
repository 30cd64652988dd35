// GET api/super/promo-codes/requests: partners' requests, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperPromoRequest } from '@mp/shared/contracts';
import { promoKeys } from './keys';

export async function getPromoRequests(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<SuperPromoRequest>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<SuperPromoRequest>>>('/super/promo-codes/requests', {
        searchParams: query,
        signal,
      }),
    ),
  );
}

export const promoRequestsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: promoKeys.requests(query), queryFn: ({ signal }) => getPromoRequests(query, signal) });

export function usePromoRequests(query: Record<string, string | number>) {
  return useQuery(promoRequestsQueryOptions(query));
}
