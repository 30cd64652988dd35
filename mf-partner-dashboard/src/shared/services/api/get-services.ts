// GET /api/dashboard/services?status=&q=&sort=&order=&page=&per_page= (the company's own services).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { DashboardServiceRow, EnvelopeOf, PageOf } from '@mp/shared/contracts';
import { serviceKeys } from './keys';

/** The table's URL query (`sort=-price`) as the API reads it (`sort=price&order=desc`). */
export function servicesApiQuery(query: Record<string, string | number>): Record<string, string | number> {
  const { sort, ...rest } = query;
  if (typeof sort !== 'string' || !sort) return rest;
  return { ...rest, sort: sort.replace(/^-/, ''), order: sort.startsWith('-') ? 'desc' : 'asc' };
}

export async function getServices(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<DashboardServiceRow>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<DashboardServiceRow>>>('dashboard/services', {
        searchParams: servicesApiQuery(query),
        signal,
      }),
    ),
  );
}

export const servicesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: serviceKeys.list(query),
    queryFn: ({ signal }) => getServices(query, signal),
    placeholderData: keepPreviousData,
  });

export const useServices = (query: Record<string, string | number>) => useQuery(servicesQueryOptions(query));
