// PUT /api/dashboard/services/{id}/restaurant-rules: replaces a restaurant's table rules and opening periods; the
// storefront's tables follow at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, RestaurantBookingRules } from '@mp/shared/contracts';
import { serviceEditKeys } from './keys';

export async function saveRestaurantRules(id: number, rules: RestaurantBookingRules): Promise<RestaurantBookingRules> {
  return unwrap(await api.put<EnvelopeOf<RestaurantBookingRules>>(`dashboard/services/${id}/restaurant-rules`, rules))
    .content;
}

export function useSaveRestaurantRules(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: RestaurantBookingRules) => saveRestaurantRules(id, rules),
    onSuccess: (saved) => client.setQueryData(serviceEditKeys.restaurantRules(id), saved),
    onSettled: () => void client.invalidateQueries({ queryKey: serviceEditKeys.restaurantRules(id) }),
  });
}
