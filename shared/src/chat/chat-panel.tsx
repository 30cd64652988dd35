// The chat screen every dashboard shares (issue 12 §6): the list of conversations with unread badges and presence,
// the open conversation with read receipts, typing and paging back through history, and a visible reconnecting state.
// Routing-agnostic: the host says which chat is open and how a chat is linked (see README.md).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n';
import { EmptyState, ErrorState, Spinner } from '../ui';
import { useChats } from './api';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { useChatLive, useConnectionStatus } from './use-chat-live';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(14rem, 1fr) 2fr;
  }
`;

const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export interface ChatPanelProps {
  /** The open conversation (from the host's URL), or null for none. */
  chatId: number | null;
  /** The address of a conversation, for its link (the host's path builder). */
  chatHref: (chatId: number) => string;
  /** A conversation was picked with a plain click: the host navigates (its router) to chatHref(chatId). */
  onSelectChat: (chatId: number) => void;
}

export function ChatPanel({ chatId, chatHref, onSelectChat }: ChatPanelProps): ReactNode {
  const { t } = useTranslation('common');
  const chats = useChats();
  const typing = useChatLive();
  const status = useConnectionStatus();
  const current = chats.data?.find((c) => c.id === chatId) ?? null;

  return (
    <div>
      {/* Always in the page so the change is announced; empty while connected. */}
      <div role="status" aria-live="polite">
        {status === 'reconnecting' && <Banner data-testid="chat-reconnecting">{t('chat.reconnecting')}</Banner>}
      </div>
      {chats.isPending ? (
        <Spinner />
      ) : chats.isError ? (
        <ErrorState message={t('chat.loadFailed')} onRetry={() => void chats.refetch()} />
      ) : chats.data.length === 0 ? (
        <EmptyState title={t('chat.empty')} />
      ) : (
        <Layout>
          <nav aria-label={t('chat.conversations')}>
            <ChatList chats={chats.data} currentId={chatId} chatHref={chatHref} onSelectChat={onSelectChat} />
          </nav>
          {current ? (
            <Conversation key={current.id} chat={current} typing={typing.has(current.id)} />
          ) : (
            <p>{chatId === null ? t('chat.pick') : t('chat.notFound')}</p>
          )}
        </Layout>
      )}
    </div>
  );
}
