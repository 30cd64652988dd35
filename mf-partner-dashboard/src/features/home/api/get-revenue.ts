// GET /api/dashboard/revenue: this month's and last month's revenue (roles that may see sales).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { DashboardRevenue, EnvelopeOf } from '@mp/shared/contracts';
import { homeKeys } from './keys';

export async function getRevenue(signal?: AbortSignal): Promise<DashboardRevenue> {
  return contentOf(unwrap(await api.get<EnvelopeOf<DashboardRevenue>>('dashboard/revenue', { signal })));
}

export const revenueQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.revenue(), queryFn: ({ signal }) => getRevenue(signal) });

export const useRevenue = (enabled: boolean) => useQuery({ ...revenueQueryOptions(), enabled });
