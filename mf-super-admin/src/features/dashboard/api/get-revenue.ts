// GET api/super/dash/revenue: revenue per day over a range and the period before it, top services and partners.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { DashRevenue, EnvelopeOf } from '@mp/shared/contracts';
import { dashboardKeys, type DayRange } from './keys';

export async function getRevenue(range: DayRange, signal?: AbortSignal): Promise<DashRevenue> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<DashRevenue>>('/super/dash/revenue', { searchParams: { ...range }, signal })),
  );
}

export const revenueQueryOptions = (range: DayRange) =>
  queryOptions({ queryKey: dashboardKeys.revenue(range), queryFn: ({ signal }) => getRevenue(range, signal) });

export function useRevenue(range: DayRange) {
  return useQuery(revenueQueryOptions(range));
}
