// GET /api/dashboard/services/{id}/event-offer: an event's sessions (with the places sold on each day) and ticket types
// (with the tickets sold), as the partner edits them (docs/adr/043).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PartnerEventOffer } from '@mp/shared/contracts';
import { serviceEditKeys } from './keys';

export async function getEventOffer(id: number, signal?: AbortSignal): Promise<PartnerEventOffer> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<PartnerEventOffer>>(`dashboard/services/${id}/event-offer`, { signal })),
  );
}

export const eventOfferQueryOptions = (id: number) =>
  queryOptions({
    queryKey: serviceEditKeys.eventOffer(id),
    queryFn: ({ signal }) => getEventOffer(id, signal),
  });

export const useEventOffer = (id: number) => useQuery(eventOfferQueryOptions(id));
