// GET /api/restaurants/{slug}/tables: what a restaurant page books (docs/adr/044) — its rules and one day's times with
// the covers left in each slot (full ones marked). Without a date, the restaurant's first day with a bookable time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, cartTokenHeaders, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, RestaurantTables } from '@mp/shared/contracts';
import { useLocale } from '@mp/shared/stores';

export async function getRestaurantTables(
  slug: string,
  date: string | null,
  signal?: AbortSignal,
): Promise<RestaurantTables> {
  const data = unwrap(
    await api.get<EnvelopeOf<RestaurantTables>>(`restaurants/${encodeURIComponent(slug)}/tables`, {
      ...(date ? { searchParams: { date } } : {}),
      // A guest's own checkout hold is theirs, not taken (a signed-in customer's is known from the session).
      headers: cartTokenHeaders(),
      ...(signal ? { signal } : {}),
    }),
  );
  return data.content;
}

export const restaurantTablesOptions = (slug: string, date: string | null, locale: string) =>
  queryOptions({
    queryKey: ['catalogue', 'restaurant-tables', slug, date, locale] as const,
    queryFn: ({ signal }) => getRestaurantTables(slug, date, signal),
    // Covers go while the page is open: read briefly; the cart check at "Add to cart" has the last word.
    staleTime: 15_000,
    retry: 1,
    placeholderData: keepPreviousData,
  });

export function useRestaurantTables(slug: string, date: string | null) {
  const locale = useLocale();
  return useQuery(restaurantTablesOptions(slug, date, locale));
}
