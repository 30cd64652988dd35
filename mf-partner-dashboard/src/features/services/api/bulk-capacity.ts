// PUT /api/dashboard/availability/bulk-capacity: the same places per day for several services (all or nothing), and
// its preview (the same body with `preview`), which changes nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { BulkCapacityBody, BulkCapacityResult, EnvelopeOf } from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

// The calendar's own keys (features/bookings/api/availability-keys.ts): a feature does not import another's files.
const CALENDAR_KEY = ['partner', 'availability'] as const;

export async function bulkCapacity(body: BulkCapacityBody): Promise<BulkCapacityResult> {
  return unwrap(await api.put<EnvelopeOf<BulkCapacityResult>>('dashboard/availability/bulk-capacity', body)).content;
}

export function useBulkCapacity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkCapacity,
    // The services' availability editors and the calendar read the new places.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: serviceKeys.all }),
        client.invalidateQueries({ queryKey: CALENDAR_KEY }),
      ]),
  });
}
