// POST api/super/chat/inbox/{id}/assign {user}: to oneself, a colleague who answers chats, or nobody (null).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, InboxChat } from '@mp/shared/contracts';
import { inboxKeys } from './keys';

export async function assignChat({ chatId, user }: { chatId: number; user: number | null }): Promise<InboxChat> {
  return contentOf(unwrap(await api.post<EnvelopeOf<InboxChat>>(`/super/chat/inbox/${chatId}/assign`, { user })));
}

export function useAssignChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignChat,
    onSuccess: (chat) => client.setQueryData(inboxKeys.chat(chat.id), chat),
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
