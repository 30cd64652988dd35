// GET /api/dashboard/services/{id} and POST /api/dashboard/services/{id}: one of the company's services.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { DashboardServiceDetail, DashboardServiceUpdateBody, EnvelopeOf } from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

export async function getService(id: number, signal?: AbortSignal): Promise<DashboardServiceDetail> {
  return contentOf(unwrap(await api.get<EnvelopeOf<DashboardServiceDetail>>(`dashboard/services/${id}`, { signal })));
}

export const serviceQueryOptions = (id: number) =>
  queryOptions({ queryKey: serviceKeys.detail(id), queryFn: ({ signal }) => getService(id, signal) });

export const useService = (id: number) => useQuery(serviceQueryOptions(id));

export async function updateService(id: number, body: DashboardServiceUpdateBody): Promise<DashboardServiceDetail> {
  return unwrap(await api.post<EnvelopeOf<DashboardServiceDetail>>(`dashboard/services/${id}`, body)).content;
}

export function useUpdateService(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DashboardServiceUpdateBody) => updateService(id, body),
    onSettled: () => void client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
