// GET api/super/me: the signed-in staff member's role and permissions (the menu shows only what they allow).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, StaffProfile } from '@mp/shared/contracts';

export const staffKeys = {
  all: ['back-office', 'staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
};

export async function getStaffProfile(signal?: AbortSignal): Promise<StaffProfile> {
  return contentOf(unwrap(await api.get<EnvelopeOf<StaffProfile>>('/super/me', { signal })));
}

export const staffProfileQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.me(), queryFn: ({ signal }) => getStaffProfile(signal), staleTime: 60_000 });

export function useStaffProfile() {
  return useQuery(staffProfileQueryOptions());
}
