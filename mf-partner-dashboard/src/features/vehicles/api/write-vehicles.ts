// POST /api/dashboard/vehicles (create), /{id} (edit) and /bulk-update (activate, deactivate; the list's switch too).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type {
  DashboardVehicle,
  EnvelopeOf,
  PageOf,
  ServicesBulkUpdateResult,
  VehicleBody,
  VehiclesBulkUpdateBody,
} from '@mp/shared/contracts';
import { vehicleKeys } from './keys';

type Body = Omit<VehicleBody, 'impersonate_id'>;
type BulkBody = Omit<VehiclesBulkUpdateBody, 'impersonate_id'>;

export const createVehicle = async (body: Body) =>
  unwrap(await api.post<EnvelopeOf<DashboardVehicle>>('dashboard/vehicles', body)).content;
export const updateVehicle = async (id: number, body: Body) =>
  unwrap(await api.post<EnvelopeOf<DashboardVehicle>>(`dashboard/vehicles/${id}`, body)).content;
/** `silent`: the caller says what failed itself (the list's switch), so the client's generic failure toast stays out. */
export const bulkUpdateVehicles = async (body: BulkBody, options: { silent?: boolean } = {}) =>
  unwrap(await api.post<EnvelopeOf<ServicesBulkUpdateResult>>('dashboard/vehicles/bulk-update', body, options)).content;

function useVehicleMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => void client.invalidateQueries({ queryKey: vehicleKeys.all }) });
}
export const useCreateVehicle = () => useVehicleMutation(createVehicle);
export const useUpdateVehicle = (id: number) => useVehicleMutation((body: Body) => updateVehicle(id, body));
export const useBulkUpdateVehicles = () => useVehicleMutation((body: BulkBody) => bulkUpdateVehicles(body));

/** The list's switch: optimistic, rolled back when the server refuses. */
export function useToggleVehicle(notify: { onDone?: (active: boolean) => void; onFailed?: () => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      bulkUpdateVehicles({ ids: [id], action: active ? 'activate' : 'deactivate' }, { silent: true }),
    onMutate: async ({ id, active }) => {
      await client.cancelQueries({ queryKey: vehicleKeys.lists() });
      const previous = client.getQueriesData<PageOf<DashboardVehicle>>({ queryKey: vehicleKeys.lists() });
      client.setQueriesData<PageOf<DashboardVehicle>>({ queryKey: vehicleKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((v) => (v.id === id ? { ...v, vehicle_status: active ? 'active' : 'inactive' } : v)),
            }
          : page,
      );
      return { previous };
    },
    onSuccess: (_r, { active }) => notify.onDone?.(active),
    onError: (_error, _vars, context?: { previous: [QueryKey, PageOf<DashboardVehicle> | undefined][] }) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      notify.onFailed?.();
    },
    onSettled: () => void client.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
