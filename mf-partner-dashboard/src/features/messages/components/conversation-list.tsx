// The company's conversations, newest first: the customer's name, the reader's unread count, the booking a
// conversation is about, the last message and when it was written. The open one is marked as the current page.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { PartnerInboxChat } from '@mp/shared/contracts';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { CountPill, VisuallyHidden } from '@mp/shared/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Entry = styled(Link)<{ $current: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $current }) => ($current ? theme.colors.surfaceAlt : theme.colors.surface)};
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  .top {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .excerpt {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const customerName = (chat: PartnerInboxChat) => `${chat.participant.first_name} ${chat.participant.last_name}`.trim();

function ConversationEntry({
  chat,
  current,
  href,
}: {
  chat: PartnerInboxChat;
  current: boolean;
  href: string;
}): ReactNode {
  const { t, i18n } = useTranslation('partnerDashboard');
  const when = chat.last_message?.created_at ?? chat.created_at;
  return (
    <Entry to={href} $current={current} aria-current={current ? 'page' : undefined} data-testid="inbox-entry">
      <span className="top">
        <span>{customerName(chat)}</span>
        {chat.unread_count > 0 && (
          <CountPill data-testid="inbox-entry-unread">
            <span aria-hidden="true">{chat.unread_count}</span>
            <VisuallyHidden>{t('messages.unread', { count: chat.unread_count })}</VisuallyHidden>
          </CountPill>
        )}
      </span>
      {chat.booking && (
        <span className="muted">
          {t('messages.aboutBooking', { reference: chat.booking.reference, service: chat.booking.service_name })}
        </span>
      )}
      {chat.last_message && <span className="excerpt">{chat.last_message.body}</span>}
      <span className="muted">
        <time dateTime={when}>{formatInstant(when, i18n.language)}</time>
      </span>
    </Entry>
  );
}

export function ConversationList({
  chats,
  currentId,
  chatHref,
}: {
  chats: PartnerInboxChat[];
  currentId: number | null;
  chatHref(id: number): string;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  return (
    <nav aria-label={t('messages.listLabel')}>
      <List>
        {chats.map((chat) => (
          <li key={chat.id}>
            <ConversationEntry chat={chat} current={chat.id === currentId} href={chatHref(chat.id)} />
          </li>
        ))}
      </List>
    </nav>
  );
}
