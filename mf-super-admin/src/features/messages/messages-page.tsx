// /super-admin/messages/{id?}: the team's shared support inbox. The filter is in the URL (?filter=), the open
// conversation in the path (the staff mail's "Reply here" link opens it); beside it, what to do with it and the
// customer's bookings.
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { ChatInboxFilter } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useInbox } from './api/get-inbox';
import { useInboxChat } from './api/get-inbox-chat';
import { ConversationTools } from './components/conversation-tools';
import { CustomerBookings } from './components/customer-bookings';
import { INBOX_FILTERS, InboxList } from './components/inbox-list';
import { useInboxLive } from './use-inbox-live';

// The chat component and its socket listeners load only with this page's open conversation.
const OpenConversation = lazy(() => import('./components/open-conversation'));

const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(14rem, 1fr) minmax(0, 2fr) minmax(13rem, 1fr);
  align-items: start;
  > * {
    min-width: 0;
  }
  .back {
    display: none;
  }
  @media (max-width: 75rem) {
    grid-template-columns: minmax(14rem, 1fr) minmax(0, 2fr);
    .side {
      grid-column: 2;
    }
  }
  /* A phone: the list, or the open conversation with a way back to the list. */
  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
    .side {
      grid-column: 1;
    }
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

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const isFilter = (value: string | null): value is ChatInboxFilter => INBOX_FILTERS.includes(value as ChatInboxFilter);

export default function MessagesPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const { id } = useParams();
  const [params] = useSearchParams();
  const requested = params.get('filter');
  const filter: ChatInboxFilter = isFilter(requested) ? requested : 'open';
  const chatId = id && /^\d+$/.test(id) ? Number(id) : null;
  const pathTo = usePathTo();
  const chatHref = useCallback(
    (next: number) => `${pathTo('super-admin.messages', { id: next })}?filter=${filter}`,
    [pathTo, filter],
  );
  const filterHref = (next: ChatInboxFilter) =>
    `${pathTo('super-admin.messages', chatId === null ? {} : { id: chatId })}?filter=${next}`;
  useInboxLive();
  const list = useInbox(filter);
  const open = useInboxChat(chatId);

  return (
    <PageFrame title={title}>
      <Layout $open={chatId !== null}>
        <div className="list">
          <InboxList filter={filter} filterHref={filterHref} chats={list} currentId={chatId} chatHref={chatHref} />
        </div>
        <div>
          <Link className="back" to={`${pathTo('super-admin.messages')}?filter=${filter}`}>
            <span aria-hidden="true">← </span>
            {t('inbox.backToList')}
          </Link>
          {chatId === null ? (
            <p>{t('inbox.pick')}</p>
          ) : open.isPending ? (
            <Spinner />
          ) : open.isError ? (
            <ErrorState message={t('inbox.chatFailed')} onRetry={() => void open.refetch()} />
          ) : (
            <Suspense fallback={<Spinner />}>
              <OpenConversation chat={open.data} />
            </Suspense>
          )}
        </div>
        {chatId !== null && open.data && (
          <Side className="side">
            {/* Keyed by the conversation: a colleague picked or a result said for one never shows beside another. */}
            <ConversationTools key={open.data.id} chat={open.data} />
            <CustomerBookings chatId={open.data.id} />
          </Side>
        )}
      </Layout>
    </PageFrame>
  );
}
