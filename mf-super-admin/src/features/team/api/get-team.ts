// GET api/super/team: the staff, paged, with search (q → search) and a role filter.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, StaffMember } from '@mp/shared/contracts';
import { teamKeys } from './keys';

export function teamSearchParams(query: Record<string, string | number>): Record<string, string | number> {
  const { q, ...rest } = query;
  return q ? { ...rest, search: q } : rest;
}

export async function getTeam(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<StaffMember>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<StaffMember>>>('/super/team', { searchParams: teamSearchParams(query), signal }),
    ),
  );
}

export const teamQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: teamKeys.list(query),
    queryFn: ({ signal }) => getTeam(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTeam(query: Record<string, string | number>) {
  return useQuery(teamQueryOptions(query));
}
