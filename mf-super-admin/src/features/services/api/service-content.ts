// GET and POST api/super/services/{id}/content: any service's editable content (the texts in both languages).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { DashboardServiceDetail, EnvelopeOf, SuperServiceContentForm } from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

export async function getServiceContent(id: number, signal?: AbortSignal): Promise<DashboardServiceDetail> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<DashboardServiceDetail>>(`/super/services/${id}/content`, { signal })),
  );
}

export function useServiceContent(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...serviceKeys.all, 'content', id] as const,
    queryFn: ({ signal }) => getServiceContent(id, signal),
    enabled,
  });
}

export async function updateServiceContent({
  id,
  ...body
}: SuperServiceContentForm & { id: number }): Promise<DashboardServiceDetail> {
  return contentOf(unwrap(await api.post<EnvelopeOf<DashboardServiceDetail>>(`/super/services/${id}/content`, body)));
}

export function useUpdateServiceContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateServiceContent,
    onSettled: () => client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
