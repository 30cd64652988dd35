import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { ChatSummary } from '../contracts';
import { useTranslation } from '../i18n';
import { VisuallyHidden } from '../ui';
import { UnreadCount } from './unread-count';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Entry = styled.a<{ $current: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme, $current }) => ($current ? theme.colors.surfaceAlt : 'transparent')};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.border : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .name {
    font-weight: 600;
  }
  .name,
  .last {
    display: block;
  }
  .last {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .text {
    min-width: 0;
  }
`;

const Dot = styled.span<{ $online: boolean }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme, $online }) => ($online ? theme.colors.success : 'transparent')};
  border: 2px solid ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.border)};
`;

export function participantName(chat: ChatSummary): string {
  const person = `${chat.participant.first_name} ${chat.participant.last_name}`.trim();
  return chat.participant.company_name ? `${chat.participant.company_name} (${person})` : person;
}

export interface ChatListProps {
  chats: ChatSummary[];
  currentId: number | null;
  chatHref: (chatId: number) => string;
  onSelectChat: (chatId: number) => void;
}

export function ChatList({ chats, currentId, chatHref, onSelectChat }: ChatListProps): ReactNode {
  const { t } = useTranslation('common');
  const pick = (event: MouseEvent<HTMLAnchorElement>, id: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelectChat(id);
  };
  return (
    <List>
      {chats.map((chat) => (
        <li key={chat.id}>
          <Entry
            href={chatHref(chat.id)}
            $current={chat.id === currentId}
            aria-current={chat.id === currentId ? 'page' : undefined}
            onClick={(event) => pick(event, chat.id)}
            data-testid={`chat-entry-${chat.id}`}
          >
            <Dot $online={chat.presence === 'online'} aria-hidden="true" />
            <span className="text">
              <span className="name">{participantName(chat)}</span>
              <VisuallyHidden>, {t(chat.presence === 'online' ? 'chat.online' : 'chat.offline')}</VisuallyHidden>
              {chat.last_message && <span className="last">{chat.last_message.body}</span>}
            </span>
            {chat.unread_count > 0 && <UnreadCount count={chat.unread_count} testId="chat-unread" />}
          </Entry>
        </li>
      ))}
    </List>
  );
}
