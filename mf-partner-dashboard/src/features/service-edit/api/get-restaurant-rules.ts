// GET /api/dashboard/services/{id}/restaurant-rules: a restaurant's slot length, covers per slot, who confirms a
// request, and its weekly opening periods (docs/adr/044).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, RestaurantBookingRules } from '@mp/shared/contracts';
import { serviceEditKeys } from './keys';

export async function getRestaurantRules(id: number, signal?: AbortSignal): Promise<RestaurantBookingRules> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<RestaurantBookingRules>>(`dashboard/services/${id}/restaurant-rules`, { signal })),
  );
}

export const restaurantRulesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: serviceEditKeys.restaurantRules(id),
    queryFn: ({ signal }) => getRestaurantRules(id, signal),
  });

export const useRestaurantRules = (id: number) => useQuery(restaurantRulesQueryOptions(id));
