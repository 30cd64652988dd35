// GET /api/dashboard/vehicles/{id}/price-preview?from=&to=: what the vehicle charges for a trip, by the storefront's rules.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, VehiclePricePreview } from '@mp/shared/contracts';
import { vehicleKeys } from './keys';

export async function getPricePreview(
  id: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<VehiclePricePreview> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<VehiclePricePreview>>(`dashboard/vehicles/${id}/price-preview`, {
        searchParams: { from, to },
        signal,
      }),
    ),
  );
}
export const pricePreviewQueryOptions = (id: number, from: string, to: string) =>
  queryOptions({
    queryKey: vehicleKeys.preview(id, from, to),
    queryFn: ({ signal }) => getPricePreview(id, from, to, signal),
    enabled: Boolean(from && to && from !== to),
    retry: false,
  });
export const usePricePreview = (id: number, from: string, to: string) =>
  useQuery(pricePreviewQueryOptions(id, from, to));
