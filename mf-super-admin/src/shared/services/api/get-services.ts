// GET api/super/{type} (services, experiences, wellness, transfers) with ?status= (active, inactive, draft, promoted), ?search=.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperService } from '@mp/shared/contracts';
import { serviceKeys } from './keys';

export const SERVICE_TYPES = ['experiences', 'wellness', 'transfers'] as const;

export async function getServices(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<SuperService>> {
  const { q, type, ...rest } = query;
  const path = SERVICE_TYPES.includes(type as (typeof SERVICE_TYPES)[number]) ? String(type) : 'services';
  const searchParams = q ? { ...rest, search: q } : rest;
  return contentOf(unwrap(await api.get<EnvelopeOf<PageOf<SuperService>>>(`/super/${path}`, { searchParams, signal })));
}

export const servicesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: serviceKeys.list(query),
    queryFn: ({ signal }) => getServices(query, signal),
    placeholderData: keepPreviousData,
  });

export function useServices(query: Record<string, string | number>) {
  return useQuery(servicesQueryOptions(query));
}
