// POST api/chat/support: "message our team" opens (or finds) the customer's chat with staff.
import { useMutation } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { ChatSummary, EnvelopeOf } from '@mp/shared/contracts';

export async function openSupportChat(): Promise<ChatSummary> {
  return unwrap(await api.post<EnvelopeOf<ChatSummary>>('chat/support', {})).content;
}

export function useOpenSupportChat() {
  return useMutation({ mutationFn: openSupportChat }, queryClient);
}
