// Keeps the chat cache in step with the socket: new messages, read receipts and presence land in the cached list and
// conversations; typing lasts CHAT_TYPING_IDLE_MS after the last typing frame; after a reconnect everything chat is
// re-read, so messages missed while offline appear.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_TYPING_IDLE_MS, type ChatSummary, type ChatWithMessages } from '../contracts';
import { chatConnection, type ConnectionStatus } from '../realtime';
import { addMessageToCache, chatKeys } from './api';

type MessagesCache = { pages: ChatWithMessages[]; pageParams: (number | null)[] };

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(
    (notify) => chatConnection.onStatus(() => notify()),
    () => chatConnection.status,
    () => 'idle' as const,
  );
}

/** Chat ids where the other person is typing right now. */
export function useChatLive(): ReadonlySet<number> {
  const client = useQueryClient();
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    chatConnection.start();
    const timers = new Map<number, ReturnType<typeof setTimeout>>();
    const stopTyping = (chatId: number) => {
      clearTimeout(timers.get(chatId));
      timers.delete(chatId);
      setTyping((current) => {
        const next = new Set(current);
        next.delete(chatId);
        return next;
      });
    };
    const offEvents = chatConnection.subscribe((event) => {
      if (event.type === 'message') {
        client.setQueryData<MessagesCache>(chatKeys.messages(event.chat_id), (cache) =>
          addMessageToCache(cache, event.message),
        );
        if (event.message.sender_id !== chatConnection.userId) stopTyping(event.chat_id);
        void client.invalidateQueries({ queryKey: chatKeys.list() });
      } else if (event.type === 'read' && event.user_id !== chatConnection.userId) {
        client.setQueryData<ChatSummary[]>(chatKeys.list(), (list) =>
          list?.map((c) =>
            c.id === event.chat_id ? { ...c, other_last_read_message_id: event.last_read_message_id } : c,
          ),
        );
        // A list fetch started before this read (a new message invalidates the list) would answer the old receipt and
        // overwrite it: refetching cancels that fetch and asks again, after the read.
        void client.invalidateQueries({ queryKey: chatKeys.list() });
      } else if (event.type === 'presence') {
        client.setQueryData<ChatSummary[]>(chatKeys.list(), (list) =>
          list?.map((c) => (c.participant.id === event.user_id ? { ...c, presence: event.status } : c)),
        );
      } else if (event.type === 'typing') {
        if (!event.typing) {
          stopTyping(event.chat_id);
          return;
        }
        clearTimeout(timers.get(event.chat_id));
        timers.set(
          event.chat_id,
          setTimeout(() => stopTyping(event.chat_id), CHAT_TYPING_IDLE_MS),
        );
        setTyping((current) => (current.has(event.chat_id) ? current : new Set(current).add(event.chat_id)));
      }
    });
    const offStatus = chatConnection.onStatus((_status, resumed) => {
      if (resumed) void client.invalidateQueries({ queryKey: chatKeys.all });
    });
    return () => {
      offEvents();
      offStatus();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [client]);

  return typing;
}
