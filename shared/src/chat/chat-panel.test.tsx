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

const message = (id: number, sender: number, body: string): ChatMessage => ({ id, chat_id: 5, sender_id: sender, body, created_at: '2026-11-23T10:00:00Z' });
const chat: ChatSummary = {
  id: 5,
  request_status: 'open',
  created_at: '2026-11-20T10:00:00Z',
  participant: { id: 2, first_name: 'Rita', last_name: 'Costa', user_type: 'SUPPLIER', avatar_url: null, company_name: 'Surf Lisboa' },
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
    if (path === 'chat/5') return ok({ chat, messages: [message(11, 2, 'See you at 10'), message(10, 1, 'Is 10 ok?'), message(9, 2, 'Hello')], next_cursor: 9 });
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
    expect(within(log).getAllByTestId('chat-message').map((m) => m.querySelector('p')?.textContent)).toEqual(['Hello', 'Is 10 ok?', 'See you at 10']);
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
      const statusListeners = (chatConnection as unknown as { statusListeners: Set<(s: string, r: boolean) => void> }).statusListeners;
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
