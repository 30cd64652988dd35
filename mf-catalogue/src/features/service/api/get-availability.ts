// GET /api/services/{slug}/availability for one calendar month: each day's state (available, low, sold_out, closed),
// places left and the start times still bookable, as the partner's rules, bookings and cut-off make them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, cartTokenHeaders, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, ServiceAvailability } from '@mp/shared/contracts';

/** 'YYYY-MM' → its first and last day as YYYY-MM-DD. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export async function getMonthAvailability(
  slug: string,
  month: string,
  signal?: AbortSignal,
): Promise<ServiceAvailability> {
  const data = unwrap(
    await api.get<EnvelopeOf<ServiceAvailability>>(`services/${encodeURIComponent(slug)}/availability`, {
      searchParams: monthRange(month),
      // A guest's own checkout hold is theirs, not taken (a signed-in customer's is known from the session).
      headers: cartTokenHeaders(),
      ...(signal ? { signal } : {}),
    }),
  );
  return data.content;
}

export const availabilityKeys = {
  all: ['catalogue', 'availability'] as const,
  month: (slug: string, month: string) => ['catalogue', 'availability', slug, month] as const,
};

export const monthAvailabilityOptions = (slug: string, month: string) =>
  queryOptions({
    queryKey: availabilityKeys.month(slug, month),
    queryFn: ({ signal }) => getMonthAvailability(slug, month, signal),
    // Places go while the page is open: a month read is kept briefly, and the cart check still has the last word.
    staleTime: 30_000,
    retry: 1,
  });

export function useMonthAvailability(slug: string, month: string) {
  return useQuery(monthAvailabilityOptions(slug, month));
}
