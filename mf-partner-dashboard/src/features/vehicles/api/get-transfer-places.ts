// GET /api/transfer-locations: the fixed list of towns and points of interest a route price's ends are chosen from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, TransferLocation } from '@mp/shared/contracts';
import { vehicleKeys } from './keys';

export async function getTransferPlaces(signal?: AbortSignal): Promise<TransferLocation[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<TransferLocation[]>>('transfer-locations', { signal })));
}
export const transferPlacesQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.places(),
    queryFn: ({ signal }) => getTransferPlaces(signal),
    staleTime: Infinity,
  });
export const useTransferPlaces = () => useQuery(transferPlacesQueryOptions());
