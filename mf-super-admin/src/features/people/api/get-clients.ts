// GET api/super/clients (?search=): registered customer accounts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperClient } from '@mp/shared/contracts';
import { listParams, peopleKeys } from './keys';

export async function getClients(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<SuperClient>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<SuperClient>>>('/super/clients', { searchParams: listParams(query), signal }),
    ),
  );
}

export const clientsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: peopleKeys.clients(query),
    queryFn: ({ signal }) => getClients(query, signal),
    placeholderData: keepPreviousData,
  });

export function useClients(query: Record<string, string | number>, enabled = true) {
  return useQuery({ ...clientsQueryOptions(query), enabled });
}
