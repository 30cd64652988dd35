// GET api/super/roles: the staff roles, their names in the page's language and their permissions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, StaffRoleView } from '@mp/shared/contracts';
import { useLocale } from '@mp/shared/stores';
import { teamKeys } from './keys';

export async function getRoles(signal?: AbortSignal): Promise<StaffRoleView[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<StaffRoleView[]>>('/super/roles', { signal })));
}

export const rolesQueryOptions = (locale: string) =>
  queryOptions({ queryKey: teamKeys.roles(locale), queryFn: ({ signal }) => getRoles(signal), staleTime: 5 * 60_000 });

export function useRoles() {
  return useQuery(rolesQueryOptions(useLocale()));
}
