// GET /api/dashboard/access: the partner's company and what their team role allows (the menu follows it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { DashboardAccess, EnvelopeOf } from '@mp/shared/contracts';

export const accessKeys = { all: ['dashboard-access'] as const };

export async function getAccess(signal?: AbortSignal): Promise<DashboardAccess> {
  return contentOf(unwrap(await api.get<EnvelopeOf<DashboardAccess>>('dashboard/access', { signal })));
}

export const accessQueryOptions = () =>
  queryOptions({ queryKey: accessKeys.all, queryFn: ({ signal }) => getAccess(signal), staleTime: 60_000 });

export const useAccess = () => useQuery(accessQueryOptions());
