// POST /api/dashboard/services/{id}/status: an optimistic toggle, rolled back when the server refuses.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type {
  DashboardServiceDetail,
  DashboardServiceRow,
  DashboardServiceStatus,
  EnvelopeOf,
  PageOf,
} from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

export async function setServiceStatus(id: number, status: DashboardServiceStatus): Promise<DashboardServiceDetail> {
  return unwrap(
    await api.post<EnvelopeOf<DashboardServiceDetail>>(`dashboard/services/${id}/status`, { service_status: status }),
  ).content;
}

export function useSetServiceStatus(
  notify: { onDone?: (status: DashboardServiceStatus) => void; onFailed?: (error: Error) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: DashboardServiceStatus }) => setServiceStatus(id, status),
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: serviceKeys.lists() });
      const previous = client.getQueriesData<PageOf<DashboardServiceRow>>({ queryKey: serviceKeys.lists() });
      client.setQueriesData<PageOf<DashboardServiceRow>>({ queryKey: serviceKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map((s) => (s.id === id ? { ...s, status } : s)) } : page,
      );
      return { previous };
    },
    onSuccess: (service) => notify.onDone?.(service.status),
    onError: (error, _vars, context?: { previous: [QueryKey, PageOf<DashboardServiceRow> | undefined][] }) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      notify.onFailed?.(error);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
