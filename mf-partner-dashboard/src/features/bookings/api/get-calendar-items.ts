// The calendar's items: GET /api/dashboard/booking-items for each destination (new, accepted, archived) narrowed to
// the visible Lisbon days (`from`/`to`), following next_page_url until the last page, so every item of the range shows.
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { BookingItem, EnvelopeOf, PageOf } from '@mp/shared/contracts';
import { bookingItemKeys } from '../../../shared/booking-items/api/keys';

const DESTINATIONS = ['new', 'accepted', 'archived'] as const;
/** The API's largest page: a busy month is a few requests, not dozens. */
const PAGE_SIZE = 100;

async function allPages(first: Record<string, string | number>, signal?: AbortSignal): Promise<BookingItem[]> {
  const items: BookingItem[] = [];
  let page: PageOf<BookingItem> = contentOf(
    unwrap(await api.get<EnvelopeOf<PageOf<BookingItem>>>('dashboard/booking-items', { searchParams: first, signal })),
  );
  items.push(...page.data);
  while (page.next_page_url) {
    page = contentOf(unwrap(await api.get<EnvelopeOf<PageOf<BookingItem>>>(page.next_page_url, { signal })));
    items.push(...page.data);
  }
  return items;
}

export async function getCalendarItems(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<BookingItem[]> {
  const lists = await Promise.all(
    DESTINATIONS.map((destination) => allPages({ destination, ...range, items: PAGE_SIZE, sort: 'asc' }, signal)),
  );
  return lists.flat();
}

export const calendarItemsQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: bookingItemKeys.calendar(range),
    queryFn: ({ signal }) => getCalendarItems(range, signal),
    placeholderData: keepPreviousData,
  });

export const useCalendarItems = (range: { from: string; to: string }) => useQuery(calendarItemsQueryOptions(range));
