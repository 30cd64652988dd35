// GET/POST /api/dashboard/services/{id}/availability: the service's weekly times, capacity, blocked dates, cut-off.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { AvailabilityRules, EnvelopeOf } from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

const key = (id: number) => [...serviceKeys.detail(id), 'availability'] as const;

export async function getAvailability(id: number, signal?: AbortSignal): Promise<AvailabilityRules> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<AvailabilityRules>>(`dashboard/services/${id}/availability`, { signal })),
  );
}

export const availabilityQueryOptions = (id: number) =>
  queryOptions({ queryKey: key(id), queryFn: ({ signal }) => getAvailability(id, signal) });

export const useAvailability = (id: number) => useQuery(availabilityQueryOptions(id));

export async function saveAvailability(id: number, rules: AvailabilityRules): Promise<AvailabilityRules> {
  return unwrap(await api.post<EnvelopeOf<AvailabilityRules>>(`dashboard/services/${id}/availability`, rules)).content;
}

export function useSaveAvailability(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: AvailabilityRules) => saveAvailability(id, rules),
    onSettled: () => void client.invalidateQueries({ queryKey: key(id) }),
  });
}
