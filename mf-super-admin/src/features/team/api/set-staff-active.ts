// POST api/super/team/{id}/deactivate and /reactivate: a staff member who leaves loses access at once (history kept).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, StaffMember } from '@mp/shared/contracts';
import { teamKeys } from './keys';

export async function setStaffActive({ id, active }: { id: number; active: boolean }): Promise<StaffMember> {
  return contentOf(
    unwrap(await api.post<EnvelopeOf<StaffMember>>(`/super/team/${id}/${active ? 'reactivate' : 'deactivate'}`)),
  );
}

export function useSetStaffActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStaffActive,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
