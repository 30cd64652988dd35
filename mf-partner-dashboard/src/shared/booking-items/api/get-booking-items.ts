// GET /api/dashboard/booking-items?destination=&archived_status=&sort=&items=&page= (a Laravel page).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { BookingItem, EnvelopeOf, PageOf } from '@mp/shared/contracts';
import { bookingItemKeys } from './keys';

/** The four lists of the screen: the API's destinations, archived split into cancelled and completed. */
export const BOOKING_LISTS = ['new', 'accepted', 'cancelled', 'completed'] as const;
export type BookingList = (typeof BOOKING_LISTS)[number];

/** The screen's list and table state as the API reads them. */
export function bookingItemsApiQuery(
  list: BookingList,
  table: Record<string, string | number>,
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: table.page ?? 1,
    items: table.per_page ?? 25,
    sort: table.sort === 'created_at' ? 'asc' : 'desc',
  };
  if (list === 'new' || list === 'accepted') return { ...query, destination: list };
  return { ...query, destination: 'archived', archived_status: list };
}

export async function getBookingItems(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<BookingItem>> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<PageOf<BookingItem>>>('dashboard/booking-items', { searchParams: query, signal })),
  );
}

export const bookingItemsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: bookingItemKeys.list(query),
    queryFn: ({ signal }) => getBookingItems(query, signal),
    placeholderData: keepPreviousData,
  });

export const useBookingItems = (query: Record<string, string | number>) => useQuery(bookingItemsQueryOptions(query));
