// POST /api/dashboard/services/bulk-update: activate, deactivate or re-price many services (all or nothing).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, ServicesBulkUpdateBody, ServicesBulkUpdateResult } from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

export async function bulkUpdateServices(body: ServicesBulkUpdateBody): Promise<ServicesBulkUpdateResult> {
  return unwrap(await api.post<EnvelopeOf<ServicesBulkUpdateResult>>('dashboard/services/bulk-update', body)).content;
}

export function useBulkUpdateServices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateServices,
    onSettled: () => void client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
