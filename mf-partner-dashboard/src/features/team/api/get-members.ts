// GET /api/team-members and GET /api/team-members/{id}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, TeamMember } from '@mp/shared/contracts';
import { teamKeys } from './keys';

export async function getMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<TeamMember[]>>('team-members', { signal })));
}
export const membersQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.members(), queryFn: ({ signal }) => getMembers(signal) });
export const useMembers = () => useQuery(membersQueryOptions());

export async function getMember(id: number, signal?: AbortSignal): Promise<TeamMember> {
  return contentOf(unwrap(await api.get<EnvelopeOf<TeamMember>>(`team-members/${id}`, { signal })));
}
export const memberQueryOptions = (id: number) =>
  queryOptions({ queryKey: teamKeys.member(id), queryFn: ({ signal }) => getMember(id, signal) });
export const useMember = (id: number) => useQuery(memberQueryOptions(id));
