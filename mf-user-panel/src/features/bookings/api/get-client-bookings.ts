// GET api/client-bookings (spec §7) with the customer list filters of spec §4: fetcher, query options and hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { ClientBooking, EnvelopeOf, PageOf } from '@mp/shared/contracts';
import { BOOKINGS_DEFAULT_ORDER, CUSTOMER_BOOKING_LISTS, CUSTOMER_BOOKINGS_PER_PAGE } from '@mp/shared/domain';
import { bookingKeys, type BookingList } from '../../../shared/booking-keys';

export { bookingKeys, type BookingList };

/** Route id → list (spec §4: upcoming = waiting_payment, pending, confirmed; previous = completed; canceled = declined, cancelled). */
export function listOfRoute(routeId: string): BookingList {
  if (routeId.endsWith('bookings-previous')) return 'previous';
  if (routeId.endsWith('bookings-canceled')) return 'canceled';
  return 'upcoming';
}

/** The query of one page: statuses comma-separated (the API accepts that form), newest first by default (spec §9). */
export function bookingsQuery(list: BookingList, page: number): Record<string, string | number> {
  return {
    status: CUSTOMER_BOOKING_LISTS[list].join(','),
    orderBy: BOOKINGS_DEFAULT_ORDER,
    page,
    per_page: CUSTOMER_BOOKINGS_PER_PAGE,
  };
}

export async function fetchClientBookings(
  list: BookingList,
  page: number,
  signal?: AbortSignal,
): Promise<PageOf<ClientBooking>> {
  const result = await api.get<EnvelopeOf<PageOf<ClientBooking>>>('client-bookings', {
    searchParams: bookingsQuery(list, page),
    ...(signal ? { signal } : {}),
  });
  return unwrap(result).content;
}

export const clientBookingsQuery = (userId: number, list: BookingList, page: number) =>
  queryOptions({
    queryKey: bookingKeys.list(userId, list, page),
    queryFn: ({ signal }) => fetchClientBookings(list, page, signal),
  });

export function useClientBookings(userId: number | null, list: BookingList, page: number) {
  return useQuery({ ...clientBookingsQuery(userId ?? 0, list, page), enabled: userId !== null }, queryClient);
}
