// POST /api/dashboard/services/{id}/duplicate: a new draft copied from a service, opened in the editor.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { DashboardServiceDetail, EnvelopeOf } from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

export async function duplicateService(id: number): Promise<DashboardServiceDetail> {
  return unwrap(await api.post<EnvelopeOf<DashboardServiceDetail>>(`dashboard/services/${id}/duplicate`, {})).content;
}

export function useDuplicateService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateService,
    onSuccess: (copy) => client.setQueryData(serviceKeys.detail(copy.id), copy),
    onSettled: () => void client.invalidateQueries({ queryKey: serviceKeys.lists() }),
  });
}
