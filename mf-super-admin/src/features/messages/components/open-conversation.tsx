// The open conversation of the inbox: the same chat component customers and partners use (@mp/shared/chat), read as
// the team (colleagues' answers on our side, signed with their names), live over the tab's chat socket. Loaded lazily
// with the chat code.
import type { ReactNode } from 'react';
import { Conversation, useChatLive } from '@mp/shared/chat';
import type { InboxChat } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { useChatAgents } from '../api/get-chat-agents';
import { personName } from './inbox-list';

export default function OpenConversation({ chat }: { chat: InboxChat }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const typing = useChatLive();
  const agents = useChatAgents();
  const nameOf = (id: number) => {
    const agent = agents.data?.find((a) => a.id === id);
    return agent ? personName(agent) : t('inbox.colleagueUnknown');
  };
  return <Conversation key={chat.id} chat={chat} typing={typing.has(chat.id)} teamMemberName={nameOf} />;
}
