// GET /api/dashboard/vehicles?vehicle_status=&page=&per_page= and GET /api/dashboard/vehicles/{id} (own company only).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { DashboardVehicle, EnvelopeOf, PageOf } from '@mp/shared/contracts';
import { vehicleKeys } from './keys';

export async function getVehicles(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<DashboardVehicle>> {
  const { page, per_page, vehicle_status } = query;
  const searchParams = {
    ...(page ? { page } : {}),
    ...(per_page ? { per_page } : {}),
    ...(vehicle_status ? { vehicle_status } : {}),
  };
  return contentOf(
    unwrap(await api.get<EnvelopeOf<PageOf<DashboardVehicle>>>('dashboard/vehicles', { searchParams, signal })),
  );
}

export const vehiclesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: vehicleKeys.list(query),
    queryFn: ({ signal }) => getVehicles(query, signal),
    placeholderData: keepPreviousData,
  });
export const useVehicles = (query: Record<string, string | number>) => useQuery(vehiclesQueryOptions(query));

export async function getVehicle(id: number, signal?: AbortSignal): Promise<DashboardVehicle> {
  return contentOf(unwrap(await api.get<EnvelopeOf<DashboardVehicle>>(`dashboard/vehicles/${id}`, { signal })));
}
export const vehicleQueryOptions = (id: number) =>
  queryOptions({ queryKey: vehicleKeys.detail(id), queryFn: ({ signal }) => getVehicle(id, signal) });
export const useVehicle = (id: number) => useQuery(vehicleQueryOptions(id));
