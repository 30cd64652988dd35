// Query keys of the service editor's own reads, under the service's detail key so a service write refreshes them too.
import { serviceKeys } from '../../../shared/services/api/keys';

export const serviceEditKeys = {
  restaurantRules: (id: number) => [...serviceKeys.detail(id), 'restaurant-rules'] as const,
  eventOffer: (id: number) => [...serviceKeys.detail(id), 'event-offer'] as const,
};
