// GET api/client-book-items/by-category (spec §7): the customer's booking items grouped by category.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { BookItemsByCategory, EnvelopeOf } from '@mp/shared/contracts';
import { bookingKeys } from '../../../shared/booking-keys';

/** Under the bookings' key, so a cancellation (which invalidates `bookingKeys.all`) refreshes it too. */
export const byCategoryKey = (userId: number) => [...bookingKeys.all, userId, 'by-category'] as const;

export async function fetchItemsByCategory(signal?: AbortSignal): Promise<BookItemsByCategory> {
  return unwrap(
    await api.get<EnvelopeOf<BookItemsByCategory>>('client-book-items/by-category', signal ? { signal } : {}),
  ).content;
}

export const itemsByCategoryQuery = (userId: number) =>
  queryOptions({ queryKey: byCategoryKey(userId), queryFn: ({ signal }) => fetchItemsByCategory(signal) });

export function useItemsByCategory(userId: number | null) {
  return useQuery({ ...itemsByCategoryQuery(userId ?? 0), enabled: userId !== null }, queryClient);
}
