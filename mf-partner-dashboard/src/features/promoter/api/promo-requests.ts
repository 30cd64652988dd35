// GET/POST /api/dashboard/promo-code-requests: the company's promo code requests and a new one.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, PartnerPromoRequest, PartnerPromoRequestBody } from '@mp/shared/contracts';

export const promoKeys = {
  all: ['dashboard-promo-requests'] as const,
  list: (query: Record<string, string | number>) => [...promoKeys.all, 'list', query] as const,
};

export async function getPromoRequests(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<PartnerPromoRequest>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<PartnerPromoRequest>>>('dashboard/promo-code-requests', {
        searchParams: query,
        signal,
      }),
    ),
  );
}
export const promoRequestsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: promoKeys.list(query),
    queryFn: ({ signal }) => getPromoRequests(query, signal),
    placeholderData: keepPreviousData,
  });
export const usePromoRequests = (query: Record<string, string | number>) => useQuery(promoRequestsQueryOptions(query));

export async function requestPromoCode(
  body: Omit<PartnerPromoRequestBody, 'impersonate_id'>,
): Promise<PartnerPromoRequest> {
  return unwrap(await api.post<EnvelopeOf<PartnerPromoRequest>>('dashboard/promo-code-requests', body)).content;
}
export function useRequestPromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPromoCode,
    onSettled: () => void client.invalidateQueries({ queryKey: promoKeys.all }),
  });
}
