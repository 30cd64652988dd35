// GET api/super/booking-items (?search=, status, company_id, service_id, user_id, payment_method, from, to, sort).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperBookingItemRow } from '@mp/shared/contracts';
import { bookingKeys } from './keys';

/** The table's sort ids map onto the API's (`-` for descending). */
export async function getBookingItems(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<SuperBookingItemRow>> {
  const { q, ...rest } = query;
  const searchParams = q ? { ...rest, search: q } : rest;
  return contentOf(
    unwrap(await api.get<EnvelopeOf<PageOf<SuperBookingItemRow>>>('/super/booking-items', { searchParams, signal })),
  );
}

export const bookingItemsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) => getBookingItems(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBookingItems(query: Record<string, string | number>) {
  return useQuery(bookingItemsQueryOptions(query));
}
