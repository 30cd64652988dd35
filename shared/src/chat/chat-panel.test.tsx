import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatMessage, ChatSummary } from '../contracts';
import { UiProvider } from '../ui';
import { api } from '../api';
import { chatConnection } from '../realtime';
import { ChatPanel } from './chat-panel';

jest.mock('../api', () => {
  const actual = jest.requireActual('../api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});
const mocked = api as unknown as { get: jest.Mock; post: jest.Mock };

const message = (id: number, sender: number, body: string): ChatMessage => ({
  id,
  chat_id: 5,
  sender_id: sender,
  body,
  created_at: '2026-11-23T10:00:00Z',
});
const chat: ChatSummary = {
  id: 5,
  request_status: 'open',
  created_at: '2026-11-20T10:00:00Z',
  participant: {
    id: 2,
    first_name: 'Rita',
    last_name: 'Costa',
    user_type: 'SUPPLIER',
    avatar_url: null,
    company_name: 'Surf Lisboa',
  },
  last_message: message(11, 2, 'See you at 10'),
  unread_count: 2,
  presence: 'online',
  other_last_read_message_id: 10,
};
const ok = <T,>(content: T) => ({ ok: true, status: 200, data: { status: true, content } });

// The connection's push path, without a socket: what the server would send.
function push(event: unknown) {
  const listeners = (chatConnection as unknown as { listeners: Set<(e: unknown) => void> }).listeners;
  act(() => listeners.forEach((l) => l(event)));
}

function renderPanel(chatId: number | null = 5) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSelectChat = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <ChatPanel chatId={chatId} chatHref={(id) => `/user-panel/messages/${id}`} onSelectChat={onSelectChat} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { onSelectChat };
}

beforeEach(() => {
  (chatConnection as unknown as { userId: number }).userId = 1;
  mocked.get.mockImplementation(async (path: string) => {
    if (path === 'chat/list') return ok([chat]);
    if (path === 'chat/5')
      return ok({
        chat,
        messages: [message(11, 2, 'See you at 10'), message(10, 1, 'Is 10 ok?'), message(9, 2, 'Hello')],
        next_cursor: 9,
      });
    throw new Error(`unexpected GET ${path}`);
  });
  mocked.post.mockImplementation(async (path: string, body: { message?: string }) => {
    if (path === 'chat/5/read') return ok({ chat_id: 5, last_read_message_id: 11 });
    if (path === 'chat/message') return ok(message(12, 1, body.message ?? ''));
    throw new Error(`unexpected POST ${path}`);
  });
});
afterEach(() => jest.clearAllMocks());

describe('ChatPanel', () => {
  it('lists conversations with unread badge and presence, and links each one', async () => {
    const { onSelectChat } = renderPanel(null);
    const link = await screen.findByRole('link', { name: /Surf Lisboa \(Rita Costa\)/ });
    expect(link.textContent).toContain('Surf Lisboa (Rita Costa), online');
    expect(link.getAttribute('href')).toBe('/user-panel/messages/5');
    expect(within(link).getByText('2 unread messages')).toBeTruthy();
    await userEvent.click(link);
    expect(onSelectChat).toHaveBeenCalledWith(5);
  });

  it('shows the conversation oldest first in a log, marks it read, and receipts my last message', async () => {
    renderPanel();
    const log = await screen.findByRole('log', { name: 'Messages with Surf Lisboa (Rita Costa)' });
    expect(
      within(log)
        .getAllByTestId('chat-message')
        .map((m) => m.querySelector('p')?.textContent),
    ).toEqual(['Hello', 'Is 10 ok?', 'See you at 10']);
    expect(within(log).getByTestId('chat-receipt').textContent).toContain('Read');
    expect(mocked.post).toHaveBeenCalledWith('chat/5/read', {});
    expect(screen.getByRole('button', { name: 'Show older messages' })).toBeTruthy();
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and shows a pushed message once', async () => {
    renderPanel();
    const input = (await screen.findByLabelText('Your message')) as HTMLTextAreaElement;
    await userEvent.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(input.value).toBe('Line one\nline two');
    await userEvent.type(input, '{Enter}');
    expect(mocked.post).toHaveBeenCalledWith('chat/message', { chat_id: 5, message: 'Line one\nline two' });
    expect(input.value).toBe('');
    push({ type: 'message', chat_id: 5, message: message(12, 1, 'Line one\nline two') });
    expect(await screen.findAllByText(/Line one/)).toHaveLength(1);
  });

  it('shows typing, which goes away after 4 seconds without typing frames, and a reconnecting banner', async () => {
    jest.useFakeTimers();
    try {
      renderPanel();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      await screen.findByRole('log');
      push({ type: 'typing', chat_id: 5, user_id: 2, typing: true });
      expect(screen.getByTestId('chat-status').textContent).toBe('Rita is typing…');
      act(() => jest.advanceTimersByTime(4100));
      expect(screen.getByTestId('chat-status').textContent).toBe('online');
      const statusListeners = (chatConnection as unknown as { statusListeners: Set<(s: string, r: boolean) => void> })
        .statusListeners;
      act(() => {
        chatConnection.status = 'reconnecting';
        statusListeners.forEach((l) => l('reconnecting', false));
      });
      expect(screen.getByTestId('chat-reconnecting').textContent).toMatch(/Reconnecting/);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ChatPanel in a narrow box (a phone, the 560-px dialog)', () => {
  // jsdom lays nothing out: the panel's width comes from a stand-in ResizeObserver the test drives.
  let observed: { callback: ResizeObserverCallback; element: Element }[] = [];
  const original = globalThis.ResizeObserver;
  const resizeTo = (width: number) =>
    act(() =>
      observed.forEach(({ callback, element }) =>
        callback([{ target: element, contentRect: { width } } as unknown as ResizeObserverEntry], {} as ResizeObserver),
      ),
    );
  const other: ChatSummary = {
    ...chat,
    id: 6,
    participant: { ...chat.participant, id: 3, first_name: 'Nuno', last_name: 'Reis', company_name: null },
    unread_count: 0,
    last_message: null,
  };

  beforeEach(() => {
    observed = [];
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(element: Element): void {
        observed.push({ callback: this.callback, element });
      }
      unobserve(): void {}
      disconnect(): void {
        observed = observed.filter((o) => o.callback !== this.callback);
      }
    } as unknown as typeof ResizeObserver;
    const base = mocked.get.getMockImplementation()!;
    mocked.get.mockImplementation(async (path: string) => {
      if (path === 'chat/list') return ok([chat, other]);
      if (path === 'chat/6') return ok({ chat: other, messages: [], next_cursor: null });
      return base(path);
    });
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  /** The host: its URL's chat id, changed when a conversation is picked. */
  function Host({ initial }: { initial: number | null }) {
    const [chatId, setChatId] = useState(initial);
    return <ChatPanel chatId={chatId} chatHref={(id) => `/user-panel/messages/${id}`} onSelectChat={setChatId} />;
  }
  function renderHost(initial: number | null, width: number) {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <UiProvider>
          <Host initial={initial} />
        </UiProvider>
      </QueryClientProvider>,
    );
    resizeTo(width);
  }

  it('shows only the open conversation, full width; "Back to conversations" shows the list and focuses the conversation left', async () => {
    renderHost(5, 560);
    await screen.findByRole('log', { name: 'Messages with Surf Lisboa (Rita Costa)' });
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
    const left = within(list).getByRole('link', { name: /Surf Lisboa \(Rita Costa\)/ });
    expect(document.activeElement).toBe(left);
    // The same conversation again, from the keyboard: it comes back with focus on its title.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Surf Lisboa (Rita Costa)' }));
  });

  it('opens another conversation from the list in place of it, focus on its title', async () => {
    renderHost(5, 360);
    await screen.findByRole('log');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    await user.click(screen.getByRole('link', { name: /Nuno Reis/ }));
    expect(await screen.findByRole('log', { name: 'Messages with Nuno Reis' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Nuno Reis' }));
  });

  it('with no conversation open shows the list alone, without a back control', async () => {
    renderHost(null, 414);
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeTruthy();
    expect(screen.queryByText('Choose a conversation.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
  });

  it('keeps the two panes from the md breakpoint on, and switches when the box narrows', async () => {
    renderHost(5, 900);
    await screen.findByRole('log');
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
    resizeTo(767);
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to conversations' })).toBeTruthy();
    resizeTo(768);
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeTruthy();
    expect(screen.getByRole('log')).toBeTruthy();
  });
});
