// POST /api/team-members (invite), /{id}/update, /{id}/role, /{id}/resend-invitation and /{id}/destroy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type {
  EnvelopeOf,
  TeamMember,
  TeamMemberBody,
  TeamMemberRoleBody,
  TeamMemberUpdateBody,
} from '@mp/shared/contracts';
import { teamKeys } from './keys';

export const inviteMember = async (body: TeamMemberBody) =>
  unwrap(await api.post<EnvelopeOf<TeamMember>>('team-members', body)).content;
export const updateMember = async (id: number, body: TeamMemberUpdateBody) =>
  unwrap(await api.post<EnvelopeOf<TeamMember>>(`team-members/${id}/update`, body)).content;
export const changeMemberRole = async ({ id, ...body }: TeamMemberRoleBody & { id: number }) =>
  unwrap(await api.post<EnvelopeOf<TeamMember>>(`team-members/${id}/role`, body)).content;
export const resendInvitation = async (id: number) =>
  unwrap(await api.post<EnvelopeOf<null>>(`team-members/${id}/resend-invitation`, {})).content;
export const removeMember = async (id: number) =>
  unwrap(await api.post<EnvelopeOf<null>>(`team-members/${id}/destroy`, {})).content;

function useTeamMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => void client.invalidateQueries({ queryKey: teamKeys.all }) });
}
export const useInviteMember = () => useTeamMutation(inviteMember);
export const useUpdateMember = (id: number) => useTeamMutation((body: TeamMemberUpdateBody) => updateMember(id, body));
export const useRemoveMember = () => useTeamMutation(removeMember);
export const useChangeMemberRole = () => useTeamMutation(changeMemberRole);
export const useResendInvitation = () => useTeamMutation(resendInvitation);
