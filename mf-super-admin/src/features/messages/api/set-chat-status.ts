// POST api/super/chat/inbox/{id}/status {status}: close the conversation or reopen it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, InboxChat } from '@mp/shared/contracts';
import { inboxKeys } from './keys';

export async function setChatStatus({
  chatId,
  status,
}: {
  chatId: number;
  status: InboxChat['request_status'];
}): Promise<InboxChat> {
  return contentOf(unwrap(await api.post<EnvelopeOf<InboxChat>>(`/super/chat/inbox/${chatId}/status`, { status })));
}

export function useSetChatStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setChatStatus,
    onSuccess: (chat) => client.setQueryData(inboxKeys.chat(chat.id), chat),
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
