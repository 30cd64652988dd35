// PUT /api/dashboard/services/{id}/event-offer: replaces an event's sessions and ticket types; the event page and its
// sessions follow at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PartnerEventOffer, PartnerEventOfferInput } from '@mp/shared/contracts';
import { serviceEditKeys } from './keys';

export async function saveEventOffer(id: number, offer: PartnerEventOfferInput): Promise<PartnerEventOffer> {
  return unwrap(await api.put<EnvelopeOf<PartnerEventOffer>>(`dashboard/services/${id}/event-offer`, offer)).content;
}

export function useSaveEventOffer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offer: PartnerEventOfferInput) => saveEventOffer(id, offer),
    onSuccess: (saved) => client.setQueryData(serviceEditKeys.eventOffer(id), saved),
    onSettled: () => void client.invalidateQueries({ queryKey: serviceEditKeys.eventOffer(id) }),
  });
}
