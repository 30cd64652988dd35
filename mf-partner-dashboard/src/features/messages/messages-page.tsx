// /dashboard/messages: the company's conversations with customers (spec §2), newest first, each with the reader's
// unread count and the booking it is about; the open conversation is the URL's ?chat={id}, so a reload or a shared
// address keeps it. Owners and team roles with bookings read it (the API answers 403 to the rest: the page says why).
// On a phone the list and the open conversation take turns, with a way back.
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { PartnerInboxChat } from '@mp/shared/contracts';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Spinner, VisuallyHidden } from '@mp/shared/ui';
import { useCompanyInbox } from '../../shared/messages/api/get-company-inbox';

// The chat component and its socket listeners load only with an open conversation.
const OpenConversation = lazy(() => import('./open-conversation'));

const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(15rem, 1fr) minmax(0, 2fr);
  align-items: start;
  > * {
    min-width: 0;
  }
  .back {
    display: none;
  }
  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
    .list {
      display: ${({ $open }) => ($open ? 'none' : 'block')};
    }
    .back {
      display: ${({ $open }) => ($open ? 'inline-flex' : 'none')};
      align-items: center;
      min-height: 44px;
    }
  }
`;

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

const Unread = styled.span`
  flex: none;
  min-width: 1.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-align: center;
  font-size: 0.85rem;
  line-height: 1.5rem;
`;

const About = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const customerName = (chat: PartnerInboxChat) => `${chat.participant.first_name} ${chat.participant.last_name}`.trim();

function Conversations({
  chats,
  currentId,
  chatHref,
}: {
  chats: PartnerInboxChat[];
  currentId: number | null;
  chatHref(id: number): string;
}): ReactNode {
  const { t, i18n } = useTranslation('partnerDashboard');
  return (
    <nav aria-label={t('messages.listLabel')}>
      <List>
        {chats.map((chat) => {
          const when = chat.last_message?.created_at ?? chat.created_at;
          return (
            <li key={chat.id}>
              <Entry
                to={chatHref(chat.id)}
                $current={chat.id === currentId}
                aria-current={chat.id === currentId ? 'page' : undefined}
                data-testid="inbox-entry"
              >
                <span className="top">
                  <span>{customerName(chat)}</span>
                  {chat.unread_count > 0 && (
                    <Unread data-testid="inbox-entry-unread">
                      <span aria-hidden="true">{chat.unread_count}</span>
                      <VisuallyHidden>{t('messages.unread', { count: chat.unread_count })}</VisuallyHidden>
                    </Unread>
                  )}
                </span>
                {chat.booking && (
                  <span className="muted">
                    {t('messages.aboutBooking', {
                      reference: chat.booking.reference,
                      service: chat.booking.service_name,
                    })}
                  </span>
                )}
                {chat.last_message && <span className="excerpt">{chat.last_message.body}</span>}
                <span className="muted">
                  <time dateTime={when}>{formatInstant(when, i18n.language)}</time>
                </span>
              </Entry>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

export default function MessagesPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const [params] = useSearchParams();
  const pathTo = usePathTo();
  const raw = params.get('chat');
  const chatId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const chatHref = useCallback((id: number) => `${pathTo('dashboard.messages')}?chat=${id}`, [pathTo]);
  const inbox = useCompanyInbox();
  const open = inbox.data?.find((c) => c.id === chatId) ?? null;

  if (inbox.isPending) {
    return (
      <PageFrame title={title}>
        <Spinner />
      </PageFrame>
    );
  }
  if (inbox.isError) {
    const forbidden = inbox.error instanceof ApiError && inbox.error.status === 403;
    return (
      <PageFrame title={title}>
        {forbidden ? (
          <EmptyState title={t('messages.forbiddenTitle')} description={t('messages.forbidden')} />
        ) : (
          <ErrorState message={t('messages.loadFailed')} onRetry={() => void inbox.refetch()} />
        )}
      </PageFrame>
    );
  }
  if (inbox.data.length === 0) {
    return (
      <PageFrame title={title}>
        <EmptyState
          title={t('messages.emptyTitle')}
          description={t('messages.empty')}
          action={<Link to={pathTo('dashboard.calendar-and-bookings')}>{t('messages.emptyAction')}</Link>}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <Layout $open={open !== null}>
        <div className="list">
          <Conversations chats={inbox.data} currentId={chatId} chatHref={chatHref} />
        </div>
        <div>
          <Link className="back" to={pathTo('dashboard.messages')}>
            <span aria-hidden="true">← </span>
            {t('messages.back')}
          </Link>
          {open === null ? (
            <p>{chatId === null ? t('messages.pick') : t('messages.notFound')}</p>
          ) : (
            <>
              {open.booking && (
                <About>
                  <Link
                    to={`${pathTo('dashboard.calendar-and-bookings')}?item=${open.booking.item_id}&customer=${open.participant.id}`}
                  >
                    {t('messages.openBooking', {
                      reference: open.booking.reference,
                      service: open.booking.service_name,
                    })}
                  </Link>
                </About>
              )}
              <Suspense fallback={<Spinner />}>
                <OpenConversation chat={open} />
              </Suspense>
            </>
          )}
        </div>
      </Layout>
    </PageFrame>
  );
}
