// The chat screen every dashboard shares (ADR 012): the list of conversations with unread badges and presence,
// the open conversation with read receipts, typing and paging back through history, and a visible reconnecting state.
// Routing-agnostic: the host says which chat is open and how a chat is linked (see README.md).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { useTranslation } from '../i18n';
import { Button, EmptyState, ErrorState, Spinner } from '../ui';
import { useChats } from './api';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { useChatLive, useConnectionStatus } from './use-chat-live';
import { useElementWidth } from '../dashboard/use-element-width';

const Layout = styled.div<{ $narrow: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: ${({ $narrow }) => ($narrow ? '1fr' : 'minmax(14rem, 1fr) 2fr')};
`;

const Pane = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  & > button {
    justify-self: start;
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

/** Where focus goes once the pane it belongs to is shown (narrow layout only: there the other pane goes away). */
type FocusRequest = { pane: 'list' } | { pane: 'conversation'; chatId: number };

export function ChatPanel({ chatId, chatHref, onSelectChat }: ChatPanelProps): ReactNode {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const chats = useChats();
  const typing = useChatLive();
  const status = useConnectionStatus();
  const current = chats.data?.find((c) => c.id === chatId) ?? null;
  // Narrower than the md breakpoint (a phone, the 560-px dialog), one pane shows at a time, full width: the list
  // when no conversation is open or after "Back to conversations", else the open conversation.
  const [measure, width] = useElementWidth();
  const narrow = width !== null && width < Number.parseInt(theme.breakpoints.md, 10);
  const [listOver, setListOver] = useState<number | null>(null);
  const showList = !narrow || chatId === null || listOver === chatId;
  const showConversation = !narrow || !showList;
  const root = useRef<HTMLDivElement | null>(null);
  const setRoot = useCallback(
    (element: HTMLDivElement | null) => {
      root.current = element;
      measure(element);
    },
    [measure],
  );
  const focusRequest = useRef<FocusRequest | null>(null);

  const back = () => {
    focusRequest.current = { pane: 'list' };
    setListOver(chatId);
  };
  const select = (id: number) => {
    if (narrow) focusRequest.current = { pane: 'conversation', chatId: id };
    // The same conversation again: the host's URL does not change, so show it from here.
    if (id === chatId) setListOver(null);
    onSelectChat(id);
  };

  // The control that was used disappears with its pane: move focus to the entry of the conversation just left, or to
  // the title of the one just opened (once the host has opened it).
  useEffect(() => {
    const request = focusRequest.current;
    if (!request || !root.current) return;
    const target =
      request.pane === 'list'
        ? (root.current.querySelector<HTMLElement>('nav a[aria-current="page"]') ??
          root.current.querySelector<HTMLElement>('nav a'))
        : request.chatId === chatId
          ? root.current.querySelector<HTMLElement>('[data-chat-pane] [tabindex="-1"]')
          : null;
    if (target) {
      target.focus();
      focusRequest.current = null;
    }
  });

  return (
    <div ref={setRoot}>
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
        <Layout $narrow={narrow}>
          {showList && (
            <nav aria-label={t('chat.conversations')}>
              <ChatList chats={chats.data} currentId={chatId} chatHref={chatHref} onSelectChat={select} />
            </nav>
          )}
          {showConversation && (
            <Pane data-chat-pane>
              {narrow && (
                <Button variant="ghost" onClick={back}>
                  <span aria-hidden="true">← </span>
                  {t('chat.backToList')}
                </Button>
              )}
              {current ? (
                <Conversation key={current.id} chat={current} typing={typing.has(current.id)} />
              ) : (
                <p tabIndex={-1}>{chatId === null ? t('chat.pick') : t('chat.notFound')}</p>
              )}
            </Pane>
          )}
        </Layout>
      )}
    </div>
  );
}
