// /dashboard/messages: the company's conversations with customers (spec §2), newest first, each with the reader's
// unread count and the booking it is about; the open conversation is the URL's ?chat={id}, so a reload or a shared
// address keeps it. Owners and team roles with bookings read it (the API answers 403 to the rest: the page says why).
// On a phone the list and the open conversation take turns, with a way back.
import { useCallback, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useCompanyInbox } from '../../shared/messages/api/get-company-inbox';
import { ConversationList } from './components/conversation-list';
import { ConversationPane } from './components/conversation-pane';

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
          <ConversationList chats={inbox.data} currentId={chatId} chatHref={chatHref} />
        </div>
        <ConversationPane open={open} chatId={chatId} />
      </Layout>
    </PageFrame>
  );
}
