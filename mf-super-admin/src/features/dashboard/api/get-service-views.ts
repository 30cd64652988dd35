// GET api/super/dash/service-views: service page views per day over a range and the period before it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { DashServiceViews, EnvelopeOf } from '@mp/shared/contracts';
import { dashboardKeys, type DayRange } from './keys';

export async function getServiceViews(range: DayRange, signal?: AbortSignal): Promise<DashServiceViews> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<DashServiceViews>>('/super/dash/service-views', { searchParams: { ...range }, signal }),
    ),
  );
}

export const serviceViewsQueryOptions = (range: DayRange) =>
  queryOptions({ queryKey: dashboardKeys.views(range), queryFn: ({ signal }) => getServiceViews(range, signal) });

export function useServiceViews(range: DayRange) {
  return useQuery(serviceViewsQueryOptions(range));
}
