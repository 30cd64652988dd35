/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The Messages page: the company's conversations newest first with their unread counts and bookings, the open
// conversation (?chat=) read through the shared chat component with a link to its booking, the read marker sent on
// opening (the list is fetched again), the empty state with a next step, and the 403 a role without bookings gets.
import { screen, waitFor, within } from '@testing-library/react';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import type { PartnerInboxChat } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import MessagesPage from './messages-page';
import { renderAt } from '../../test-support/render';

addResources('partnerDashboard', { en, pt });

const chat = (over: Partial<PartnerInboxChat>): PartnerInboxChat => ({
  id: 11,
  request_status: 'open',
  created_at: '2026-11-20T10:00:00.000Z',
  participant: {
    id: 40,
    first_name: 'Ana',
    last_name: 'Sousa',
    user_type: 'CLIENT',
    avatar_url: null,
    company_name: null,
  },
  last_message: {
    id: 90,
    chat_id: 11,
    sender_id: 40,
    body: 'Can we start at 11?',
    created_at: '2026-11-28T09:00:00.000Z',
  },
  unread_count: 2,
  presence: 'offline',
  other_last_read_message_id: null,
  team_member: { id: 7, first_name: 'Marta', last_name: 'Lopes' },
  booking: { item_id: 501, reference: 'R7X2K9', service_name: 'Surf lesson' },
  ...over,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: Request[];
let inbox: PartnerInboxChat[];
let inboxStatus: number;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  calls = [];
  inboxStatus = 200;
  inbox = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    calls.push(request);
    const { pathname } = new URL(request.url);
    if (pathname === '/api/dashboard/messages')
      return inboxStatus === 200
        ? json(200, { status: true, content: inbox })
        : json(inboxStatus, { status: false, message: 'Not allowed' });
    if (pathname === '/api/chat/11/read') {
      inbox = inbox.map((c) => (c.id === 11 ? { ...c, unread_count: 0 } : c));
      return json(200, { status: true, content: { chat_id: 11, last_read_message_id: 90 } });
    }
    if (pathname === '/api/chat/11')
      return json(200, {
        status: true,
        content: { chat: inbox[0], messages: [inbox[0]!.last_message], next_cursor: null },
      });
    return json(404, { status: false });
  }) as unknown as typeof fetch;
});

const route = routes.find((r) => r.id === 'dashboard.messages')!;
const renderPage = (path = '/dashboard/messages') =>
  renderAt(<MessagesPage route={route} params={{}} title="Messages" />, path);

describe('the Messages page', () => {
  it('lists the conversations newest first, with their unread counts and the booking each is about', async () => {
    inbox = [
      chat({}),
      chat({
        id: 12,
        unread_count: 0,
        booking: null,
        participant: { ...chat({}).participant, id: 41, first_name: 'Rui' },
      }),
    ];
    renderPage();
    const list = await screen.findByRole('navigation', { name: 'Conversations with customers' });
    const entries = within(list).getAllByRole('link');
    expect(entries.map((e) => e.getAttribute('href'))).toEqual([
      '/dashboard/messages?chat=11',
      '/dashboard/messages?chat=12',
    ]);
    expect(entries[0]!.textContent).toContain('Booking R7X2K9 · Surf lesson');
    expect(within(entries[0]!).getByText('2 unread messages')).toBeTruthy();
    expect(within(entries[1]!).queryByTestId('inbox-entry-unread')).toBeNull();
    expect(screen.getByText('Choose a conversation to read and answer it.')).toBeTruthy();
  });

  it('opens the conversation of ?chat=, links its booking and marks it read, after which the list is fetched again', async () => {
    inbox = [chat({})];
    renderPage('/dashboard/messages?chat=11');
    const about = await screen.findByRole('link', { name: 'About booking R7X2K9: Surf lesson (open the booking)' });
    expect(about.getAttribute('href')).toBe('/dashboard/calendar-and-bookings?item=501&customer=40');
    expect(await screen.findByRole('log', { name: /Ana Sousa/ })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => new URL(c.url).pathname === '/api/chat/11/read')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('inbox-entry-unread')).toBeNull());
  });

  it('says where messages come from, with a link to the bookings, when there are none (pt)', async () => {
    await i18n.changeLanguage('pt');
    renderPage('/pt/dashboard/messages');
    expect(await screen.findByRole('heading', { name: 'Ainda não há mensagens' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para as reservas' })).toBeTruthy();
  });

  it('says why when the team role has no bookings (403)', async () => {
    inboxStatus = 403;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Messages are for the bookings team' })).toBeTruthy();
    expect(screen.getByText(/Your team role does not include bookings/)).toBeTruthy();
  });
});
