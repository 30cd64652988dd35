// GET /api/dashboard/availability?from=&to=: the company's services day by day, with per start time what sold and what
// is closed.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PartnerAvailability } from '@mp/shared/contracts';
import { availabilityKeys } from './availability-keys';

export async function getAvailability(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<PartnerAvailability> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<PartnerAvailability>>('dashboard/availability', { searchParams: range, signal })),
  );
}

export const availabilityQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: availabilityKeys.range(range),
    queryFn: ({ signal }) => getAvailability(range, signal),
    placeholderData: keepPreviousData,
  });

export const useAvailability = (range: { from: string; to: string }) => useQuery(availabilityQueryOptions(range));
