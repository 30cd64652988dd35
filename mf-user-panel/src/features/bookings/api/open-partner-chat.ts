// POST api/chat/create {user} (spec §7 Chat): "message the partner" opens (or finds) the chat, then its page shows it.
import { useMutation } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { ChatSummary, EnvelopeOf } from '@mp/shared/contracts';

export async function openPartnerChat(userId: number): Promise<ChatSummary> {
  return unwrap(await api.post<EnvelopeOf<ChatSummary>>('chat/create', { user: userId })).content;
}

export function useOpenPartnerChat() {
  return useMutation({ mutationFn: openPartnerChat }, queryClient);
}
