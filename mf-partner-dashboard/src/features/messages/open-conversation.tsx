// The open conversation of the Messages page: the chat component customers and staff use (@mp/shared/chat), read as
// the company (a colleague's answers on our side, signed with their name), live over the tab's chat socket. Loaded
// lazily with the chat code. Once it is read, the inbox (and the side nav's badge) is fetched again.
import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Conversation, useChatLive, useMarkRead } from '@mp/shared/chat';
import type { PartnerInboxChat } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { companyInboxKey } from '../../shared/messages/api/get-company-inbox';

export default function OpenConversation({ chat }: { chat: PartnerInboxChat }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const typing = useChatLive();
  const client = useQueryClient();
  const markRead = useMarkRead(chat.id);
  const { mutate } = markRead;
  // Opening a conversation reads it; the badge falls once the server has the marker.
  useEffect(() => {
    if (chat.unread_count === 0) return;
    mutate(undefined, { onSuccess: () => void client.invalidateQueries({ queryKey: companyInboxKey }) });
  }, [chat.id, chat.unread_count, mutate, client]);
  const nameOf = (id: number) =>
    id === chat.team_member.id
      ? `${chat.team_member.first_name} ${chat.team_member.last_name}`.trim()
      : t('messages.colleague');
  return <Conversation key={chat.id} chat={chat} typing={typing.has(chat.id)} teamMemberName={nameOf} />;
}
