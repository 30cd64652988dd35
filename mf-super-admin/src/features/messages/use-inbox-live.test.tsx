import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ChatServerEvent } from '@mp/shared/contracts';
import { chatConnection, type ConnectionStatus } from '@mp/shared/realtime';
import { inboxKeys } from './api/keys';
import { useInboxLive } from './use-inbox-live';

let pushEvent: (event: ChatServerEvent) => void;
let pushStatus: (status: ConnectionStatus, resumed: boolean) => void;
let client: QueryClient;

beforeEach(() => {
  jest.spyOn(chatConnection, 'start').mockImplementation(() => undefined);
  jest.spyOn(chatConnection, 'subscribe').mockImplementation((listener) => {
    pushEvent = listener;
    return () => undefined;
  });
  jest.spyOn(chatConnection, 'onStatus').mockImplementation((listener) => {
    pushStatus = listener;
    return () => undefined;
  });
  client = new QueryClient();
  // What the page has read: two lists, two conversations, the team's chat agents and a customer's bookings.
  for (const key of [
    inboxKeys.list('open'),
    inboxKeys.list('closed'),
    inboxKeys.chat(1),
    inboxKeys.chat(2),
    inboxKeys.agents(),
    inboxKeys.bookings(1),
  ])
    client.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useInboxLive(), { wrapper });
});
afterEach(() => jest.restoreAllMocks());

const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

it('a new message re-reads the lists and that conversation, not another conversation, the agents or the bookings', () => {
  act(() =>
    pushEvent({
      type: 'message',
      chat_id: 1,
      message: { id: 9, chat_id: 1, sender_id: 101, body: 'Olá', created_at: '2026-11-20T09:00:00.000Z' },
    }),
  );
  expect(stale(inboxKeys.list('open'))).toBe(true);
  expect(stale(inboxKeys.list('closed'))).toBe(true);
  expect(stale(inboxKeys.chat(1))).toBe(true);
  expect(stale(inboxKeys.chat(2))).toBe(false);
  expect(stale(inboxKeys.agents())).toBe(false);
  expect(stale(inboxKeys.bookings(1))).toBe(false);
});

it('a read receipt re-reads the lists and its conversation only', () => {
  act(() => pushEvent({ type: 'read', chat_id: 2, user_id: 101, last_read_message_id: 9 }));
  expect(stale(inboxKeys.list('open'))).toBe(true);
  expect(stale(inboxKeys.chat(2))).toBe(true);
  expect(stale(inboxKeys.chat(1))).toBe(false);
  expect(stale(inboxKeys.agents())).toBe(false);
  expect(stale(inboxKeys.bookings(1))).toBe(false);
});

it('an unread push, which names no conversation, or a socket back after a drop re-reads lists and conversations, not the agents or the bookings', () => {
  act(() => pushEvent({ type: 'unread', count: 2 }));
  expect(stale(inboxKeys.list('open'))).toBe(true);
  expect(stale(inboxKeys.chat(1))).toBe(true);
  expect(stale(inboxKeys.chat(2))).toBe(true);
  expect(stale(inboxKeys.agents())).toBe(false);
  expect(stale(inboxKeys.bookings(1))).toBe(false);

  client.clear();
  for (const key of [inboxKeys.list('open'), inboxKeys.chat(1), inboxKeys.agents(), inboxKeys.bookings(1)])
    client.setQueryData(key, []);
  act(() => pushStatus('open', true));
  expect(stale(inboxKeys.list('open'))).toBe(true);
  expect(stale(inboxKeys.chat(1))).toBe(true);
  expect(stale(inboxKeys.agents())).toBe(false);
  expect(stale(inboxKeys.bookings(1))).toBe(false);
});

it('typing and presence change nothing the inbox has read', () => {
  act(() => pushEvent({ type: 'typing', chat_id: 1, user_id: 101, typing: true }));
  act(() => pushEvent({ type: 'presence', user_id: 101, status: 'online' }));
  expect(stale(inboxKeys.list('open'))).toBe(false);
  expect(stale(inboxKeys.chat(1))).toBe(false);
});
