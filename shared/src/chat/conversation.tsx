import { useEffect, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ChatMessage, ChatSummary } from '../contracts';
import { formatInstant, useTranslation } from '../i18n';
import { Button, ErrorState, Spinner } from '../ui';
import { chatConnection } from '../realtime';
import { useChatMessages, useMarkRead } from './api';
import { participantName } from './chat-list';
import { Composer } from './composer';
import { useStickToNewest } from './use-stick-to-newest';

const Frame = styled.section`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 24rem;
  header h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  header p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Log = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 28rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 80%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryText : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .meta {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: 0.8rem;
    opacity: 0.9;
  }
`;

function formatTime(iso: string, locale: string): string {
  return formatInstant(iso, locale, { dateStyle: 'short', timeStyle: 'short' });
}

export interface ConversationProps {
  chat: ChatSummary;
  typing: boolean;
  /**
   * The reader answers for a team (the back office's shared inbox): every message not from the participant is on the
   * reader's side, and a colleague's is signed with the name this gives ("You" stays for the reader's own).
   */
  teamMemberName?: (senderId: number) => string;
}

export function Conversation({ chat, typing, teamMemberName }: ConversationProps): ReactNode {
  const { t, i18n } = useTranslation('common');
  const query = useChatMessages(chat.id);
  const markRead = useMarkRead(chat.id);
  // Pages are newest first; the log reads oldest to newest.
  const messages: ChatMessage[] = useMemo(
    () => (query.data?.pages ?? []).flatMap((p) => p.messages).reverse(),
    [query.data],
  );
  const me = chatConnection.userId;
  const ours = (m: ChatMessage) => (teamMemberName ? m.sender_id !== chat.participant.id : m.sender_id === me);
  const newestFromThem = [...messages].reverse().find((m) => !ours(m))?.id ?? null;
  const lastMine = [...messages].reverse().find(ours)?.id ?? null;
  const name = participantName(chat);
  const newest = messages[messages.length - 1] ?? null;
  const stick = useStickToNewest(newest?.id ?? null, newest !== null && newest.sender_id === me);

  // Whatever arrives while the conversation is open and the tab visible is read.
  useEffect(() => {
    if (
      newestFromThem === null ||
      (chat.unread_count === 0 && markRead.isSuccess && markRead.data.last_read_message_id === newestFromThem)
    )
      return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    markRead.mutate();
  }, [chat.id, newestFromThem]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Frame aria-labelledby={`chat-title-${chat.id}`}>
      <header>
        {/* Focusable from script: where focus lands when the narrow layout opens this conversation. */}
        <h2 id={`chat-title-${chat.id}`} tabIndex={-1}>
          {name}
        </h2>
        <p data-testid="chat-status">
          {typing
            ? t('chat.typing', { name: chat.participant.first_name })
            : t(chat.presence === 'online' ? 'chat.online' : 'chat.offline')}
        </p>
      </header>
      <div>
        {query.hasNextPage && (
          <Button variant="ghost" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('chat.loadingOlder') : t('chat.loadOlder')}
          </Button>
        )}
        {query.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : query.isError ? (
          <ErrorState message={t('chat.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <Log
            ref={stick.ref}
            onScroll={stick.onScroll}
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label={t('chat.messagesWith', { name })}
            tabIndex={0}
            data-testid="chat-log"
          >
            {messages.length === 0 && <p>{t('chat.noMessages')}</p>}
            {messages.map((m) => {
              const mine = ours(m);
              return (
                <Bubble key={m.id} $mine={mine} data-testid="chat-message">
                  <p>{m.body}</p>
                  <span className="meta">
                    {!mine
                      ? chat.participant.first_name
                      : m.sender_id === me || !teamMemberName
                        ? t('chat.you')
                        : teamMemberName(m.sender_id)}
                    , <time dateTime={m.created_at}>{formatTime(m.created_at, i18n.language)}</time>
                    {mine && m.id === lastMine && (
                      <span data-testid="chat-receipt">
                        {' · '}
                        {chat.other_last_read_message_id !== null && chat.other_last_read_message_id >= m.id
                          ? t('chat.read')
                          : t('chat.sent')}
                      </span>
                    )}
                  </span>
                </Bubble>
              );
            })}
          </Log>
        )}
      </div>
      <Composer chatId={chat.id} disabled={chat.request_status === 'closed'} />
    </Frame>
  );
}
