// GET /api/events/{slug}/sessions: what an event page sells — its sessions not yet begun, with the places left (sold-out
// ones marked), and its ticket types (docs/adr/043).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, cartTokenHeaders, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, EventOffer } from '@mp/shared/contracts';
import { useLocale } from '@mp/shared/stores';

export async function getEventOffer(slug: string, signal?: AbortSignal): Promise<EventOffer> {
  const data = unwrap(
    await api.get<EnvelopeOf<EventOffer>>(`events/${encodeURIComponent(slug)}/sessions`, {
      // A guest's own checkout hold is theirs, not taken (a signed-in customer's is known from the session).
      headers: cartTokenHeaders(),
      ...(signal ? { signal } : {}),
    }),
  );
  return data.content;
}

export const eventOfferKeys = {
  all: ['catalogue', 'event-offer'] as const,
  of: (slug: string, locale: string) => ['catalogue', 'event-offer', slug, locale] as const,
};

export const eventOfferOptions = (slug: string, locale: string) =>
  queryOptions({
    queryKey: eventOfferKeys.of(slug, locale),
    queryFn: ({ signal }) => getEventOffer(slug, signal),
    // Seats go while the page is open: read briefly; the cart check at "Add to cart" has the last word.
    staleTime: 15_000,
    retry: 1,
  });

export function useEventOffer(slug: string) {
  const locale = useLocale();
  return useQuery(eventOfferOptions(slug, locale));
}
