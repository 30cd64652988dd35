// GET /api/dashboard/user/{id}/booking-history: the customer's booking items with the partner's company, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { BookingItem, EnvelopeOf, PageOf } from '@mp/shared/contracts';
import { bookingItemKeys } from '../../../shared/booking-items/api/keys';

/** The latest items shown; the total says how many there are in all. */
export const HISTORY_SIZE = 20;

export async function getCustomerHistory(userId: number, signal?: AbortSignal): Promise<PageOf<BookingItem>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<BookingItem>>>(`dashboard/user/${userId}/booking-history`, {
        searchParams: { items: HISTORY_SIZE },
        signal,
      }),
    ),
  );
}

export const customerHistoryQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: bookingItemKeys.history(userId),
    queryFn: ({ signal }) => getCustomerHistory(userId, signal),
  });

export const useCustomerHistory = (userId: number) => useQuery(customerHistoryQueryOptions(userId));
