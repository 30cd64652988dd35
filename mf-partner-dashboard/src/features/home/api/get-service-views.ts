// GET /api/dashboard/service-views?days=: the company's service views per day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, ServiceViews } from '@mp/shared/contracts';
import { homeKeys } from './keys';

export async function getServiceViews(days: number, signal?: AbortSignal): Promise<ServiceViews> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<ServiceViews>>('dashboard/service-views', { searchParams: { days }, signal })),
  );
}

export const serviceViewsQueryOptions = (days: number) =>
  queryOptions({ queryKey: homeKeys.views(days), queryFn: ({ signal }) => getServiceViews(days, signal) });

export const useServiceViews = (days: number, enabled: boolean) =>
  useQuery({ ...serviceViewsQueryOptions(days), enabled });
