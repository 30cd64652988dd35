// The chat REST calls (spec §7 Chat) for the shared chat UI: one fetcher + query options + hook per call, keys from
// one factory, writes as mutations that update or invalidate the cache.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '../api';
import type { ChatMessage, ChatRead, ChatSummary, ChatWithMessages, EnvelopeOf } from '../contracts';

export const chatKeys = {
  all: ['chat'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  messages: (chatId: number) => [...chatKeys.all, 'messages', chatId] as const,
};

export const CHAT_PAGE_SIZE = 30;

export async function fetchChats(signal?: AbortSignal): Promise<ChatSummary[]> {
  return unwrap(await api.get<EnvelopeOf<ChatSummary[]>>('chat/list', signal ? { signal } : {})).content;
}

export const chatListQuery = () =>
  queryOptions({ queryKey: chatKeys.list(), queryFn: ({ signal }) => fetchChats(signal) });

export function useChats() {
  return useQuery(chatListQuery());
}

export async function fetchChatPage(
  chatId: number,
  before: number | null,
  signal?: AbortSignal,
): Promise<ChatWithMessages> {
  const searchParams: Record<string, number> = { per_page: CHAT_PAGE_SIZE };
  if (before !== null) searchParams.before = before;
  return unwrap(
    await api.get<EnvelopeOf<ChatWithMessages>>(`chat/${chatId}`, { searchParams, ...(signal ? { signal } : {}) }),
  ).content;
}

/** Pages newest first; the next page is older (its cursor is the oldest id seen). */
export const chatMessagesQuery = (chatId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam, signal }) => fetchChatPage(chatId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export function useChatMessages(chatId: number) {
  return useInfiniteQuery(chatMessagesQuery(chatId));
}

export async function postMessage(chatId: number, message: string): Promise<ChatMessage> {
  return unwrap(await api.post<EnvelopeOf<ChatMessage>>('chat/message', { chat_id: chatId, message })).content;
}

export async function markChatRead(chatId: number): Promise<ChatRead> {
  return unwrap(await api.post<EnvelopeOf<ChatRead>>(`chat/${chatId}/read`, {})).content;
}

export async function openChat(userId: number): Promise<ChatSummary> {
  return unwrap(await api.post<EnvelopeOf<ChatSummary>>('chat/create', { user: userId })).content;
}

type MessagesCache = { pages: ChatWithMessages[]; pageParams: (number | null)[] };

/** Puts a message at the top of the newest page (once, whether the POST answer or the socket event comes first). */
export function addMessageToCache(cache: MessagesCache | undefined, message: ChatMessage): MessagesCache | undefined {
  if (!cache) return cache;
  if (cache.pages.some((p) => p.messages.some((m) => m.id === message.id))) return cache;
  const [first, ...rest] = cache.pages;
  if (!first) return cache;
  return { ...cache, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
}

export function useSendMessage(chatId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postMessage(chatId, text),
    onSuccess: (message) => {
      client.setQueryData<MessagesCache>(chatKeys.messages(chatId), (cache) => addMessageToCache(cache, message));
      void client.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

export function useMarkRead(chatId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markChatRead(chatId),
    onSuccess: () => {
      client.setQueryData<ChatSummary[]>(chatKeys.list(), (list) =>
        list?.map((c) => (c.id === chatId ? { ...c, unread_count: 0 } : c)),
      );
    },
  });
}

export function useOpenChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => openChat(userId),
    onSuccess: () => void client.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}
