// POST api/bookings/items/{id}/chat (spec §7 Chat): "message the partner" of a booked item opens (or finds) the chat
// with its partner, whose first message names the booking; then the messages page shows it.
import { useMutation } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { ChatSummary, EnvelopeOf } from '@mp/shared/contracts';

export async function openPartnerChat(itemId: number): Promise<ChatSummary> {
  return unwrap(await api.post<EnvelopeOf<ChatSummary>>(`bookings/items/${itemId}/chat`, {})).content;
}

export function useOpenPartnerChat() {
  return useMutation({ mutationFn: openPartnerChat }, queryClient);
}
