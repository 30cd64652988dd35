// GET /api/roles: the roles a member can be given, with what each allows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, TeamRole } from '@mp/shared/contracts';
import { teamKeys } from './keys';

export async function getRoles(signal?: AbortSignal): Promise<TeamRole[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<TeamRole[]>>('roles', { signal })));
}
export const rolesQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.roles(), queryFn: ({ signal }) => getRoles(signal), staleTime: 300_000 });
export const useRoles = () => useQuery(rolesQueryOptions());
