// GET api/super/chat/agents: the team members who answer chats (whom a conversation may be assigned to).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { ChatAgent, EnvelopeOf } from '@mp/shared/contracts';
import { inboxKeys } from './keys';

export async function getChatAgents(signal?: AbortSignal): Promise<ChatAgent[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<ChatAgent[]>>('/super/chat/agents', { signal })));
}

export const chatAgentsQueryOptions = () =>
  queryOptions({ queryKey: inboxKeys.agents(), queryFn: ({ signal }) => getChatAgents(signal), staleTime: 60_000 });

export function useChatAgents() {
  return useQuery(chatAgentsQueryOptions());
}
