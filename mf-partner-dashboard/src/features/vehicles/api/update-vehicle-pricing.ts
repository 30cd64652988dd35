// POST /api/dashboard/vehicles/{id}/pricing: replaces the whole of a vehicle's route pricing, units and blocked days.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, VehiclePricing } from '@mp/shared/contracts';
import { vehicleKeys } from './keys';

export const updateVehiclePricing = async (id: number, body: VehiclePricing) =>
  unwrap(await api.post<EnvelopeOf<VehiclePricing>>(`dashboard/vehicles/${id}/pricing`, body)).content;

export function useUpdateVehiclePricing(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VehiclePricing) => updateVehiclePricing(id, body),
    onSettled: () => void client.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
