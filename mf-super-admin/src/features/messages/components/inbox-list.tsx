// The inbox's filters (open, mine, unassigned, closed) and its conversations: who wrote, the last message, who on the
// team follows it, and the reader's own unread count.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ChatInboxFilter, InboxChat } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { UnreadCount } from '@mp/shared/chat';
import { EmptyState, ErrorState, Spinner } from '@mp/shared/ui';

export const INBOX_FILTERS: readonly ChatInboxFilter[] = ['open', 'mine', 'unassigned', 'closed'];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 700;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Entry = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  span {
    display: block;
    min-width: 0;
  }
  .name {
    font-weight: 600;
  }
  .last,
  .who {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export function personName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

export interface InboxListProps {
  filter: ChatInboxFilter;
  /** The address of a filter of the list (keeps the open conversation). */
  filterHref: (filter: ChatInboxFilter) => string;
  chats: { data: InboxChat[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  currentId: number | null;
  chatHref: (id: number) => string;
}

export function InboxList({ filter, filterHref, chats, currentId, chatHref }: InboxListProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  return (
    <div>
      <Filters role="group" aria-label={t('inbox.filters.label')}>
        {INBOX_FILTERS.map((f) => (
          <Link key={f} to={filterHref(f)} aria-current={f === filter ? 'true' : undefined} replace>
            {t(`inbox.filters.${f}`)}
          </Link>
        ))}
      </Filters>
      {chats.isPending ? (
        <Spinner />
      ) : chats.isError || !chats.data ? (
        <ErrorState message={t('inbox.loadFailed')} onRetry={() => void chats.refetch()} />
      ) : chats.data.length === 0 ? (
        <EmptyState title={t(`inbox.empty.${filter}`)} />
      ) : (
        <nav aria-label={t('inbox.conversations')}>
          <List>
            {chats.data.map((chat) => (
              <li key={chat.id}>
                <Entry
                  to={chatHref(chat.id)}
                  aria-current={chat.id === currentId ? 'page' : undefined}
                  data-testid={`inbox-entry-${chat.id}`}
                >
                  <span>
                    <span className="name">{personName(chat.participant)}</span>
                    {chat.last_message && <span className="last">{chat.last_message.body}</span>}
                    <span className="who">
                      {chat.request_status === 'closed'
                        ? t('inbox.closedTag')
                        : chat.assigned_to
                          ? t('inbox.assignedTo', { name: personName(chat.assigned_to) })
                          : t('inbox.unassigned')}
                    </span>
                  </span>
                  {chat.unread_count > 0 && <UnreadCount count={chat.unread_count} testId="inbox-unread" />}
                </Entry>
              </li>
            ))}
          </List>
        </nav>
      )}
    </div>
  );
}
