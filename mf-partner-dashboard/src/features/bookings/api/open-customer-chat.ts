// POST api/chat/create {user} (spec §7 Chat): the partner opens (or finds) the conversation with a customer who booked
// with the company (the API allows a SUPPLIER→CLIENT chat only then); its id opens the shared chat panel.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { ChatSummary, EnvelopeOf } from '@mp/shared/contracts';

export async function openCustomerChat(userId: number): Promise<ChatSummary> {
  return unwrap(await api.post<EnvelopeOf<ChatSummary>>('chat/create', { user: userId })).content;
}

export const useOpenCustomerChat = () => useMutation({ mutationFn: openCustomerChat });
