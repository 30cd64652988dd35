// GET /api/dashboard/vehicles/{id}/pricing: the vehicle's units, per-km rate, minimum fare, route prices and blocked days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, VehiclePricing } from '@mp/shared/contracts';
import { vehicleKeys } from './keys';

export async function getVehiclePricing(id: number, signal?: AbortSignal): Promise<VehiclePricing> {
  return contentOf(unwrap(await api.get<EnvelopeOf<VehiclePricing>>(`dashboard/vehicles/${id}/pricing`, { signal })));
}
export const vehiclePricingQueryOptions = (id: number) =>
  queryOptions({ queryKey: vehicleKeys.pricing(id), queryFn: ({ signal }) => getVehiclePricing(id, signal) });
export const useVehiclePricing = (id: number) => useQuery(vehiclePricingQueryOptions(id));
