/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The booking items screen beyond the lists: the month/week calendar (items on their Lisbon day, the
// period and mode in the URL, every destination asked for the visible days, next_page_url followed), an item's
// details with the customer's history (rows, empty, error, guest) and the "Message customer" button opening the chat.
import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { addResources, i18n } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import type { BookingItem } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import BookingItemsPage from './booking-items-page';
import { testBookingItem } from '../../test-support/booking-item';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const route = routes.find((r) => r.id === 'dashboard.calendar-and-bookings')!;

function item(
  id: number,
  bookingDate: string,
  status: BookingItem['booking_item_status'],
  service: string,
  userId = 31,
): BookingItem {
  return testBookingItem(id, service, {
    booking_date: bookingDate,
    booking_item_status: status,
    discount: 500,
    userId,
    phone: '+351912345678',
  });
}

const ITEMS: Record<string, BookingItem[]> = {
  new: [
    item(1, '2026-11-05T10:00:00Z', 'pending', 'Sunset sail'),
    // A party priced by age (docs/adr/023).
    {
      ...item(4, '2026-12-02T09:30:00Z', 'pending', 'Winter walk', 32),
      ages: { adults: 1, children: 1, adult_unit_cents: 2500, child_unit_cents: 1500 },
    },
  ],
  accepted: [item(2, '2026-11-05T15:30:00Z', 'confirmed', 'Fado night', 33)],
  // Two pages, to check next_page_url is followed.
  // The first was booked for a day without a time of day (stored at Lisbon midnight, annotations.time null).
  archived: [
    { ...item(3, '2026-11-20T00:00:00Z', 'cancelled', 'Tile workshop'), annotations: { time: null } },
    item(5, '2026-11-21T11:00:00Z', 'completed', 'Cork tour'),
  ],
};
const page = (data: BookingItem[], next: string | null, total: number) => ({
  status: true,
  content: { current_page: 1, last_page: next ? 2 : 1, per_page: 100, total, next_page_url: next, data },
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const summary = {
  id: 501,
  request_status: 'open',
  created_at: '2026-11-01T09:00:00Z',
  participant: {
    id: 31,
    first_name: 'Rita',
    last_name: 'Gomes',
    user_type: 'CLIENT',
    avatar_url: null,
    company_name: null,
  },
  last_message: null,
  unread_count: 0,
  presence: 'offline',
  other_last_read_message_id: null,
};

let calls: URL[];
let chatBodies: unknown[];
let updates: [number, string][];
beforeEach(async () => {
  await i18n.changeLanguage('en');
  localeStore.setState({ locale: 'en' });
  calls = [];
  chatBodies = [];
  updates = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url, 'http://x');
    calls.push(url);
    if (url.pathname === '/api/dashboard/booking-items') {
      const destination = url.searchParams.get('destination') ?? 'new';
      const from = url.searchParams.get('from') ?? '0000-00-00';
      const to = url.searchParams.get('to') ?? '9999-99-99';
      const inRange = ITEMS[destination]!.filter(
        (i) => i.booking_date.slice(0, 10) >= from && i.booking_date.slice(0, 10) <= to,
      );
      if (destination === 'archived' && inRange.length === 2) {
        return url.searchParams.get('page') === '2'
          ? json(200, page([inRange[1]!], null, 2))
          : json(
              200,
              page(
                [inRange[0]!],
                `/api/dashboard/booking-items?destination=archived&from=${from}&to=${to}&items=100&sort=asc&page=2`,
                2,
              ),
            );
      }
      return json(200, page(inRange, null, inRange.length));
    }
    const history = /^\/api\/dashboard\/user\/(\d+)\/booking-history$/.exec(url.pathname);
    if (history) {
      if (history[1] === '33') return json(500, { status: false, message: 'Server error' });
      if (history[1] === '32') return json(200, page([], null, 0));
      return json(200, page([ITEMS.new![0]!, item(9, '2026-06-01T10:00:00Z', 'completed', 'Old town tour')], null, 2));
    }
    const update = /^\/api\/dashboard\/booking-items\/(\d+)\/update$/.exec(url.pathname);
    if (update) {
      const body = (await request.json()) as { status: BookingItem['booking_item_status'] };
      updates.push([Number(update[1]), body.status]);
      const moved = ITEMS.new!.find((i) => i.id === Number(update[1]))!;
      return json(200, { status: true, content: { ...moved, booking_item_status: body.status } });
    }
    if (url.pathname === '/api/dashboard/access')
      return json(200, {
        status: true,
        content: { company_id: 1, owner: permissions.length === 6, role: null, permissions },
      });
    if (url.pathname === '/api/chat/create') {
      chatBodies.push(await request.json());
      return json(200, { status: true, content: summary });
    }
    if (url.pathname === '/api/chat/list') return json(200, { status: true, content: [summary] });
    if (url.pathname === '/api/chat/501')
      return json(200, { status: true, content: { chat: summary, messages: [], next_cursor: null } });
    if (url.pathname === '/api/chat/501/read')
      return json(200, { status: true, content: { chat_id: 501, last_read_message_id: null } });
    return json(404, { status: false, message: 'Not found' });
  }) as unknown as typeof fetch;
});

let permissions = ['services', 'vehicles', 'bookings', 'sales', 'team', 'company'];
afterEach(() => {
  permissions = ['services', 'vehicles', 'bookings', 'sales', 'team', 'company'];
});

let location = '';
function Where(): null {
  location = useLocation().search;
  return null;
}

function renderAt(search: string): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[`/dashboard/calendar-and-bookings${search}`]}>
          {children}
          <Where />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>
  );
  render(<BookingItemsPage route={route} params={{}} title="Booking items" />, { wrapper: Wrapper });
}

const day = (date: string) =>
  screen.getByTestId('booking-calendar').querySelector<HTMLElement>(`td[data-date="${date}"]`)!;
/** The week grid's cell of a day and a Lisbon hour. */
const slot = (date: string, hour: number) =>
  screen.getByTestId('booking-calendar').querySelector<HTMLElement>(`tr[data-hour="${hour}"] td[data-date="${date}"]`)!;
const params = () => Object.fromEntries(new URLSearchParams(location));

describe('calendar view', () => {
  it('asks every list for the visible days (following next_page_url) and puts each item on its day', async () => {
    renderAt('?view=calendar&mode=month&date=2026-11-18');
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect((await within(day('2026-11-05')).findByRole('button', { name: /Sunset sail/ })).textContent).toContain(
      '10:00Sunset sailWaiting for your answer',
    );
    const fifth = within(day('2026-11-05'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(fifth).toEqual(['10:00Sunset sailWaiting for your answer', '15:30Fado nightAccepted']);
    await waitFor(() =>
      expect(within(day('2026-11-21')).getByRole('button').textContent).toContain('Cork tourCompleted'),
    );
    // A day-only booking says so instead of "00:00".
    expect(within(day('2026-11-20')).getByRole('button').textContent).toContain('All dayTile workshopCancelled');
    // The first week of December is in the grid (and asked for), shown as another month's days.
    expect(within(day('2026-12-02')).getByRole('button').textContent).toContain('Winter walk');
    expect(day('2026-12-02').getAttribute('data-outside')).toBe('true');
    // Empty days are quiet: a date for screen readers, no list.
    expect(within(day('2026-11-06')).queryAllByRole('listitem')).toHaveLength(0);
    expect(day('2026-11-05').textContent).toMatch(/Thursday,? 5 November 2026, 2 booking items/);
    const asked = calls.filter((u) => u.pathname === '/api/dashboard/booking-items');
    expect(
      asked.map((u) => [
        u.searchParams.get('destination'),
        u.searchParams.get('from'),
        u.searchParams.get('to'),
        u.searchParams.get('page'),
      ]),
    ).toEqual([
      ['new', '2026-10-26', '2026-12-06', null],
      ['accepted', '2026-10-26', '2026-12-06', null],
      ['archived', '2026-10-26', '2026-12-06', null],
      ['archived', '2026-10-26', '2026-12-06', '2'],
    ]);
    // A real grid: weekday column headers, Monday first.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
  });

  it('switches to the week and moves period by period, keeping it in the URL', async () => {
    renderAt('?list=accepted&view=calendar&mode=month&date=2026-11-18');
    await within(day('2026-11-05')).findByRole('button', { name: /Fado night/ });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(params()).toEqual({ list: 'accepted', view: 'calendar', mode: 'week', date: '2026-11-18' });
    expect(screen.getByRole('heading', { name: /^16\s?–\s?22 November 2026$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(params()).toMatchObject({ mode: 'week', date: '2026-11-04' });
    expect(await within(slot('2026-11-05', 10)).findByRole('button', { name: /Sunset sail/ })).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
    expect(screen.queryByTestId('booking-calendar')?.querySelector('td[data-date="2026-11-20"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(params()).toMatchObject({ mode: 'month', date: '2026-12-01' });
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lists' }));
    expect(params()).toEqual({ list: 'accepted', view: 'list' });
    expect(await screen.findByRole('table', { name: 'Accepted' })).toBeTruthy();
  });

  it('lays a week out by hour: each item in the row of its Lisbon hour, day-only items on top, working hours kept', async () => {
    renderAt('?view=calendar&mode=week&date=2026-11-18');
    // 16–22 November: the day-only tile workshop (20th) and the cork tour at 11:00 (21st).
    const grid = await screen.findByTestId('booking-calendar');
    await waitFor(() => expect(within(slot('2026-11-21', 11)).getByRole('button').textContent).toContain('Cork tour'));
    const rows = within(grid)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(rows[0]).toBe('All day');
    expect(rows.slice(1, 3)).toEqual(['08:00', '09:00']);
    expect(rows.at(-1)).toBe('20:00');
    expect(grid.querySelector('tr:has(th[scope="row"]) td[data-date="2026-11-20"] button')?.textContent).toContain(
      'Tile workshop',
    );
    expect(within(slot('2026-11-21', 10)).queryAllByRole('button')).toHaveLength(0);
    // Each day's header names its date and how many items it holds, for the items it describes.
    const saturday = within(grid).getAllByRole('columnheader')[6]!;
    expect(saturday.textContent).toMatch(/Saturday,? 21 November 2026, 1 booking item/);
    expect(within(slot('2026-11-21', 11)).getByRole('button').getAttribute('aria-describedby')).toBe(saturday.id);
  });

  it('widens the week to an item before the working hours', async () => {
    ITEMS.accepted!.push(item(6, '2026-11-06T06:15:00Z', 'confirmed', 'Sunrise kayak', 34));
    try {
      renderAt('?view=calendar&mode=week&date=2026-11-04');
      await waitFor(() =>
        expect(within(slot('2026-11-06', 6)).getByRole('button').textContent).toContain('06:15Sunrise kayak'),
      );
      const rows = within(screen.getByTestId('booking-calendar'))
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
      expect(rows.slice(0, 3)).toEqual(['06:00', '07:00', '08:00']);
      expect(within(slot('2026-11-05', 15)).getByRole('button').textContent).toContain('15:30Fado night');
    } finally {
      ITEMS.accepted!.pop();
    }
  });

  it('on a phone lists the days one under another, each item at full width with its customer', async () => {
    const phone = jest.fn((query: string) => ({
      matches: query === '(max-width: 699px)',
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    window.matchMedia = phone as unknown as typeof window.matchMedia;
    try {
      renderAt('?view=calendar&mode=week&date=2026-11-04');
      const agenda = await screen.findByTestId('booking-agenda');
      expect(screen.queryByTestId('booking-calendar')).toBeNull();
      // A week: its seven days, each a heading with the full date; an empty day says so.
      expect(
        within(agenda)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toHaveLength(7);
      const fifth = agenda.querySelector<HTMLElement>('li[data-date="2026-11-05"]')!;
      expect(within(fifth).getByRole('heading').textContent).toMatch(/Thursday,? 5 November 2026/);
      const sail = await within(fifth).findByRole('button', { name: /Sunset sail/ });
      expect(sail.textContent).toMatch(/^10:00Sunset sailWaiting for your answer\S+/);
      expect(within(agenda.querySelector<HTMLElement>('li[data-date="2026-11-06"]')!).getByText('No booking items'));
      // A month: only the days that hold items.
      await user.click(screen.getByRole('button', { name: 'Month' }));
      const month = await screen.findByTestId('booking-agenda');
      await waitFor(() =>
        expect(
          within(month)
            .getAllByRole('heading')
            .map((h) => h.textContent),
        ).toEqual(
          expect.arrayContaining([expect.stringMatching(/5 November 2026/), expect.stringMatching(/21 November 2026/)]),
        ),
      );
      expect(month.querySelector('li[data-date="2026-11-06"]')).toBeNull();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('names months and weekdays in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    localeStore.setState({ locale: 'pt' });
    renderAt('?view=calendar&mode=month&date=2026-11-18');
    expect(screen.getByRole('heading', { name: 'novembro de 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toContain('segunda-feira');
    expect((await within(day('2026-11-05')).findByRole('button', { name: /Sunset sail/ })).textContent).toContain(
      'A aguardar a sua resposta',
    );
    expect(screen.getByRole('button', { name: 'Mês seguinte' })).toBeTruthy();
  });
});

describe('item details', () => {
  it('opens from the calendar with the customer’s history (rows with service, date, status and amount)', async () => {
    renderAt('?view=calendar&mode=month&date=2026-11-18');
    await user.click(await within(day('2026-11-05')).findByRole('button', { name: /Sunset sail/ }));
    const dialog = screen.getByRole('dialog', { name: 'Sunset sail' });
    expect(dialog.textContent).toContain('Rita Gomes');
    expect(dialog.textContent).toContain('RT-1');
    const toggle = within(dialog).getByRole('button', { name: 'Customer history' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(calls.some((u) => u.pathname.includes('booking-history'))).toBe(false);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = await within(dialog).findByRole('table', { name: 'The customer’s booking items with your company' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Sunset sail (this item)', '5 Nov 2026, 10:00', 'Waiting for your answer', '€35.00'],
      ['Old town tour', '1 Jun 2026, 11:00', 'Completed', '€35.00'],
    ]);
    expect(calls.find((u) => u.pathname === '/api/dashboard/user/31/booking-history')?.searchParams.get('items')).toBe(
      '20',
    );
  });

  it('says so when the customer has no history, and offers a retry when it fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('?view=calendar&mode=month&date=2026-11-18');
    await user.click(await within(day('2026-12-02')).findByRole('button', { name: /Winter walk/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Customer history' }));
    expect(await screen.findByText('No other booking items of this customer with your company.')).toBeTruthy();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await user.click(within(day('2026-11-05')).getByRole('button', { name: /Fado night/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Customer history' }));
    expect(await screen.findByText('The customer’s history could not be loaded.')).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('/api/dashboard/user/33/booking-history failed (500)'),
      expect.anything(),
    );
    logged.mockRestore();
  });

  it('a booking without a customer account says it was a guest booking and offers no history or chat', async () => {
    ITEMS.new!.push({
      ...item(6, '2026-11-10T10:00:00Z', 'pending', 'Guest sail'),
      booking: {
        ...item(6, '2026-11-10T10:00:00Z', 'pending', 'x').booking,
        user: { ...item(6, '2026-11-10T10:00:00Z', 'pending', 'x').booking.user, id: 0 },
      },
    });
    try {
      renderAt('?view=calendar&mode=month&date=2026-11-18');
      await user.click(await within(day('2026-11-10')).findByRole('button', { name: /Guest sail/ }));
      const dialog = screen.getByRole('dialog', { name: 'Guest sail' });
      expect(dialog.textContent).toContain(
        'The customer booked as a guest, without an account: there is no history to show.',
      );
      expect(within(dialog).queryByRole('button', { name: 'Customer history' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: /Message/ })).toBeNull();
    } finally {
      ITEMS.new!.pop();
    }
  });

  it('shows what the marketplace refunded of an item’s charge beside its value, and nothing when it refunded none', async () => {
    ITEMS.accepted!.push({
      ...item(7, '2026-11-12T10:00:00Z', 'confirmed', 'Refunded sail'),
      sale: { payment_method: 'card', commission_cents: 345, net_cents: 1955, refunded_cents: 1200 },
    });
    try {
      renderAt('?view=calendar&mode=month&date=2026-11-18');
      await user.click(await within(day('2026-11-12')).findByRole('button', { name: /Refunded sail/ }));
      const dialog = screen.getByRole('dialog', { name: 'Refunded sail' });
      expect(within(dialog).getByText('Refunded to the customer')).toBeTruthy();
      expect(within(dialog).getByTestId('item-refunded').textContent).toBe('−€12.00');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await user.click(within(day('2026-11-05')).getByRole('button', { name: /Sunset sail/ }));
      expect(within(screen.getByRole('dialog')).queryByTestId('item-refunded')).toBeNull();
    } finally {
      ITEMS.accepted!.pop();
    }
  });

  it('answers a new item from the calendar: accepted, the details close and the calendar is read again', async () => {
    renderAt('?view=calendar&mode=month&date=2026-11-18');
    await user.click(await within(day('2026-11-05')).findByRole('button', { name: /Sunset sail/ }));
    const dialog = screen.getByRole('dialog', { name: 'Sunset sail' });
    expect(within(dialog).getByRole('button', { name: 'Decline Sunset sail' })).toBeTruthy();
    const before = calls.filter((u) => u.pathname === '/api/dashboard/booking-items').length;
    await user.click(within(dialog).getByRole('button', { name: 'Accept Sunset sail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([[1, 'confirmed']]);
    await waitFor(() =>
      expect(calls.filter((u) => u.pathname === '/api/dashboard/booking-items').length).toBeGreaterThan(before),
    );
    // The names of the answer buttons start with their visible words (WCAG 2.5.3, axe label-content-name-mismatch).
    await user.click(within(day('2026-11-05')).getByRole('button', { name: /Fado night/ }));
    const accepted = screen.getByRole('dialog', { name: 'Fado night' });
    expect(within(accepted).getByRole('button', { name: 'Cancel booking: Fado night' }).textContent).toBe(
      'Cancel booking',
    );
    expect(within(accepted).getByRole('button', { name: 'Mark completed: Fado night' }).textContent).toBe(
      'Mark completed',
    );
    await user.click(within(accepted).getByRole('button', { name: 'Close' }));
    // Archived items offer no answer.
    await user.click(within(day('2026-11-20')).getByRole('button', { name: /Tile workshop/ }));
    expect(
      within(screen.getByRole('dialog', { name: 'Tile workshop' })).queryByRole('button', {
        name: /^(Accept|Decline|Cancel) /,
      }),
    ).toBeNull();
  });

  it('a party priced by age reads as its adults and children, in the list and the details', async () => {
    renderAt('?list=new');
    const row = (await screen.findByRole('button', { name: 'Details of Winter walk' })).closest('tr')!;
    expect(row.textContent).toContain('1 adult, 1 child');
    await user.click(within(row).getByRole('button', { name: 'Details of Winter walk' }));
    expect(screen.getByRole('dialog', { name: 'Winter walk' }).textContent).toContain('1 adult, 1 child');
  });

  it('opens from the list too', async () => {
    renderAt('?list=new');
    await user.click(await screen.findByRole('button', { name: 'Details of Sunset sail' }));
    expect(screen.getByRole('dialog', { name: 'Sunset sail' }).textContent).toContain('Waiting for your answer');
  });
});

describe('message customer', () => {
  it('opens the conversation with the item’s customer in the shared chat, kept in the URL', async () => {
    renderAt('?view=calendar&mode=month&date=2026-11-18');
    await user.click(await within(day('2026-11-05')).findByRole('button', { name: /Sunset sail/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sunset sail' })).getByRole('button', { name: 'Message Rita Gomes' }),
    );
    await waitFor(() => expect(params()).toMatchObject({ view: 'calendar', chat: '501' }));
    expect(chatBodies).toEqual([{ user: 31 }]);
    const chat = await screen.findByRole('dialog', { name: 'Messages' });
    expect(screen.queryByRole('dialog', { name: 'Sunset sail' })).toBeNull();
    expect((await within(chat).findByRole('link', { name: /Rita Gomes/ })).getAttribute('href')).toBe(
      '/dashboard/calendar-and-bookings?view=calendar&mode=month&date=2026-11-18&chat=501',
    );
    await user.click(within(chat).getByRole('button', { name: 'Close' }));
    expect(params().chat).toBeUndefined();
    expect(params()).toMatchObject({ view: 'calendar', mode: 'month', date: '2026-11-18' });
  });
});

describe('the availability view', () => {
  it('is offered to whoever may change the services, not to a member who only answers bookings', async () => {
    renderAt('?view=availability');
    expect(await screen.findByRole('button', { name: 'Availability', pressed: true })).toBeTruthy();
    cleanup();

    calls = [];
    permissions = ['bookings'];
    renderAt('?view=availability');
    // The lists instead of a view whose reads would be refused.
    expect(await screen.findByRole('button', { name: 'Lists', pressed: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Availability' })).toBeNull();
    expect(calls.some((url) => url.pathname.startsWith('/api/dashboard/availability'))).toBe(false);
  });
});
