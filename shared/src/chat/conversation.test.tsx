// The conversation as a team reads it (the back office's shared inbox): a colleague's answers sit on our side,
// signed with their name, and the receipt is on our last message, whoever wrote it.
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatMessage, ChatSummary } from '../contracts';
import { UiProvider } from '../ui';
import { api } from '../api';
import { chatConnection } from '../realtime';
import { Conversation } from './conversation';

jest.mock('../api', () => {
  const actual = jest.requireActual('../api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});
const mocked = api as unknown as { get: jest.Mock; post: jest.Mock };

const message = (id: number, sender: number, body: string): ChatMessage => ({
  id,
  chat_id: 7,
  sender_id: sender,
  body,
  created_at: '2026-11-23T10:00:00Z',
});
// Read by staff member 1; the customer is 2; 3 is a colleague.
const chat: ChatSummary = {
  id: 7,
  request_status: 'open',
  created_at: '2026-11-20T10:00:00Z',
  participant: {
    id: 2,
    first_name: 'Ana',
    last_name: 'Silva',
    user_type: 'CLIENT',
    avatar_url: null,
    company_name: null,
  },
  last_message: message(12, 1, 'It is at 9.'),
  unread_count: 0,
  presence: 'offline',
  other_last_read_message_id: 12,
};
const ok = <T,>(content: T) => ({ ok: true, status: 200, data: { status: true, content } });

beforeEach(() => {
  (chatConnection as unknown as { userId: number }).userId = 1;
  mocked.get.mockResolvedValue(
    ok({
      chat,
      messages: [message(12, 1, 'It is at 9.'), message(11, 3, 'Let me check.'), message(10, 2, 'When is it?')],
      next_cursor: null,
    }),
  );
  mocked.post.mockResolvedValue(ok({ chat_id: 7, last_read_message_id: 12 }));
});

function renderConversation(teamMemberName?: (id: number) => string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider>
        <Conversation chat={chat} typing={false} {...(teamMemberName ? { teamMemberName } : {})} />
      </UiProvider>
    </QueryClientProvider>,
  );
}

it("signs a colleague's answer with their name and keeps the customer's messages on the other side", async () => {
  renderConversation((id) => (id === 3 ? 'Sérgio Pinto' : '?'));
  const log = await screen.findByRole('log');
  const bubbles = within(log).getAllByTestId('chat-message');
  expect(bubbles.map((b) => b.textContent)).toEqual([
    expect.stringMatching(/^When is it\?Ana,/),
    expect.stringMatching(/^Let me check\.Sérgio Pinto,/),
    expect.stringMatching(/^It is at 9\.You,.*Read$/),
  ]);
});

it('without a team, a message from anyone but the reader is the other side', async () => {
  renderConversation();
  const log = await screen.findByRole('log');
  const colleague = within(log).getAllByTestId('chat-message')[1]!;
  expect(colleague.textContent).toMatch(/^Let me check\.Ana,/);
});
