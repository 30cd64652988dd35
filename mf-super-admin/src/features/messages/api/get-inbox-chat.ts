// GET api/super/chat/inbox/{id}: one support conversation (also one outside the list's filter, as a mail link opens).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, InboxChat } from '@mp/shared/contracts';
import { inboxKeys } from './keys';

export async function getInboxChat(id: number, signal?: AbortSignal): Promise<InboxChat> {
  return contentOf(unwrap(await api.get<EnvelopeOf<InboxChat>>(`/super/chat/inbox/${id}`, { signal })));
}

export const inboxChatQueryOptions = (id: number) =>
  queryOptions({ queryKey: inboxKeys.chat(id), queryFn: ({ signal }) => getInboxChat(id, signal) });

export function useInboxChat(id: number | null) {
  return useQuery({ ...inboxChatQueryOptions(id ?? 0), enabled: id !== null });
}
