// POST api/super/team: adds a staff member (they are mailed a link to set their password).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, NewStaffBody, StaffMember } from '@mp/shared/contracts';
import { teamKeys } from './keys';

export async function createStaff(body: NewStaffBody): Promise<StaffMember> {
  return contentOf(unwrap(await api.post<EnvelopeOf<StaffMember>>('/super/team', body)));
}

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
