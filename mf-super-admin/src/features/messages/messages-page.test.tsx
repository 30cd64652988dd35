import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@mp/shared/api';
import type { ChatAgent, InboxChat } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import MessagesPage from './messages-page';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
// The chat itself is @mp/shared/chat's, tested there; these tests are about the tools beside it.
jest.mock('./components/open-conversation', () => ({ __esModule: true, default: () => null }));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('superAdmin', { en, pt });

const ok = (content: unknown) => ({ ok: true, status: 200, data: { status: true, content } }) as never;

const bea: ChatAgent = { id: 20, first_name: 'Bea', last_name: 'Costa' };
const rui: ChatAgent = { id: 21, first_name: 'Rui', last_name: 'Lopes' };
const chat = (id: number, first_name: string, assigned_to: ChatAgent | null = null): InboxChat => ({
  id,
  request_status: 'open',
  created_at: '2026-11-20T09:00:00.000Z',
  participant: {
    id: 100 + id,
    first_name,
    last_name: 'Silva',
    user_type: 'CLIENT',
    avatar_url: null,
    company_name: null,
  },
  last_message: null,
  unread_count: 0,
  presence: 'offline',
  other_last_read_message_id: null,
  assigned_to,
});
let chats: InboxChat[];

function renderPage(path: string) {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/super-admin/messages/:id?"
              element={<MessagesPage title="Messages" params={{}} route={{} as never} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  chats = [chat(1, 'Ana'), chat(2, 'Carla')];
  get.mockImplementation(async (path: string) => {
    if (path === '/super/chat/inbox') return ok(chats);
    if (path === '/super/chat/agents') return ok([bea, rui]);
    if (path.endsWith('/bookings')) return ok([]);
    const one = chats.find((c) => path === `/super/chat/inbox/${c.id}`);
    return one ? ok(one) : ({ ok: false, status: 404, body: {}, errors: {} } as never);
  });
  post.mockImplementation(async (path: string, body) => {
    const id = Number(path.split('/')[4]);
    const assigned = [bea, rui].find((a) => a.id === (body as { user: number }).user) ?? null;
    chats = chats.map((c) => (c.id === id ? { ...c, assigned_to: assigned } : c));
    return ok(chats.find((c) => c.id === id));
  });
});
afterEach(() => jest.clearAllMocks());

const colleagueField = () => screen.findByRole('combobox', { name: 'Assign to a colleague' });
const openConversationOf = async (name: string) => {
  await userEvent.click(await screen.findByRole('link', { name: new RegExp(name) }));
  expect(await screen.findByRole('link', { name: new RegExp(name), current: 'page' })).toBeTruthy();
};

it('a colleague chosen in one conversation is not carried to the next one opened', async () => {
  // Carla's conversation is read first, so coming back to it shows it at once.
  renderPage('/super-admin/messages/2?filter=open');
  await colleagueField();
  await openConversationOf('Ana Silva');
  await userEvent.selectOptions(await colleagueField(), 'Bea Costa');
  expect(screen.getByRole('button', { name: 'Assign' }).hasAttribute('disabled')).toBe(false);

  await openConversationOf('Carla Silva');
  expect(((await colleagueField()) as HTMLSelectElement).value).toBe('');
  expect(screen.getByRole('button', { name: 'Assign' }).hasAttribute('disabled')).toBe(true);
}, 20_000);

it('after assigning to a colleague the choice is cleared, and what was said is not shown beside the next conversation', async () => {
  // Carla's conversation is read first, so coming back to it shows it at once.
  renderPage('/super-admin/messages/2?filter=open');
  await colleagueField();
  await openConversationOf('Ana Silva');
  await userEvent.selectOptions(await colleagueField(), 'Rui Lopes');
  await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
  expect(post).toHaveBeenCalledWith('/super/chat/inbox/1/assign', { user: 21 });
  expect((await screen.findByTestId('inbox-said')).textContent).toBe('Assigned to Rui Lopes');
  expect(((await colleagueField()) as HTMLSelectElement).value).toBe('');
  expect(screen.getByRole('button', { name: 'Assign' }).hasAttribute('disabled')).toBe(true);

  await openConversationOf('Carla Silva');
  expect((await screen.findByTestId('inbox-assignee')).textContent).toBe('Not assigned yet');
  expect(screen.getByTestId('inbox-said').textContent).toBe('');
}, 20_000);
