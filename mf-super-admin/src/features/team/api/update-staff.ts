// POST api/super/team/{id}/update: a staff member's name or role.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, StaffMember, StaffUpdateBody } from '@mp/shared/contracts';
import { teamKeys } from './keys';

export async function updateStaff({ id, ...body }: StaffUpdateBody & { id: number }): Promise<StaffMember> {
  return contentOf(unwrap(await api.post<EnvelopeOf<StaffMember>>(`/super/team/${id}/update`, body)));
}

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
