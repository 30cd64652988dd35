// GET api/super/transfer-quote-requests (?status=open|quoted|closed): transfer quote requests, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, TransferQuoteRequest } from '@mp/shared/contracts';
import { bookingKeys } from '../../../shared/booking-items/api/keys';

export async function getQuoteRequests(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<TransferQuoteRequest>> {
  const { page, per_page, status } = query;
  const searchParams = { ...(page ? { page } : {}), ...(per_page ? { per_page } : {}), ...(status ? { status } : {}) };
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<TransferQuoteRequest>>>('/super/transfer-quote-requests', {
        searchParams,
        signal,
      }),
    ),
  );
}

export const quoteRequestsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: [...bookingKeys.all, 'quotes', query] as const,
    queryFn: ({ signal }) => getQuoteRequests(query, signal),
    placeholderData: keepPreviousData,
  });

export function useQuoteRequests(query: Record<string, string | number>) {
  return useQuery(quoteRequestsQueryOptions(query));
}
