// POST /api/dashboard/services/bulk-update: activate, deactivate or re-price many services (all or nothing), and the
// preview of a price change (the same body with `preview`), which changes nothing.
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

/** The server's own answer to "what would this price change do", so the dialog and the change never disagree. */
export function usePreviewServicePrices() {
  return useMutation({
    mutationFn: (body: ServicesBulkUpdateBody) => bulkUpdateServices({ ...body, preview: true }),
  });
}
