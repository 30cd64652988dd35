import { render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import type { RestaurantTables } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { cartStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { detail } from '../../../test-support/service.fixture';
import { RestaurantBookingBox } from './restaurant-booking-box';

addResources('catalogue', { en, pt });

const TABLES: RestaurantTables = {
  service_id: 9,
  name: 'Belcanto',
  address: 'Rua Serpa Pinto 10A, 1200-445 Lisboa',
  city: 'Lisboa',
  deposit_cents: 2500,
  confirmation: 'partner',
  max_party: 4,
  slot_minutes: 30,
  open_weekdays: [2, 3, 4, 5, 6],
  date: '2030-05-03',
  times: [
    { time: '19:00', slot: '19:00', covers_left: 0, full: true },
    { time: '19:05', slot: '19:00', covers_left: 0, full: true },
    { time: '19:30', slot: '19:30', covers_left: 3, full: false },
    { time: '19:35', slot: '19:30', covers_left: 3, full: false },
    { time: '20:00', slot: '20:00', covers_left: 12, full: false },
  ],
};

let checkError: string | null;
let checked: unknown[];
let asked: string[];

function renderBox(tables: RestaurantTables = TABLES) {
  jest.spyOn(api, 'get').mockImplementation((path, options) => {
    asked.push(String(options?.searchParams?.date ?? ''));
    return Promise.resolve(
      path === 'restaurants/belcanto/tables'
        ? { ok: true as const, status: 200, data: { status: true, content: tables } as never }
        : { ok: false as const, status: 404, body: null, errors: {} },
    );
  });
  const service = detail({ id: 9, slug: 'belcanto', name: 'Belcanto', kind: 'restaurant' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <UiProvider>
      <BrowserRouter>
        <QueryClientProvider client={client}>
          <RestaurantBookingBox service={service} />
        </QueryClientProvider>
      </BrowserRouter>
    </UiProvider>,
  );
}

describe('restaurant booking box (docs/adr/044)', () => {
  beforeEach(() => {
    cartStore.getState().clear();
    checkError = null;
    checked = [];
    asked = [];
    jest.spyOn(api, 'post').mockImplementation((_path: string, body?: unknown) => {
      const items = (body as { items: { id: string }[] }).items;
      checked.push(...items);
      return Promise.resolve({
        ok: true as const,
        status: 200,
        data: {
          status: true,
          content: { items: items.map((i) => ({ id: i.id, places_left: 10, error: checkError })) },
        } as never,
      });
    });
  });

  it('offers the day’s times with full slots shown and disabled, a short one with its seats left, and the terms', async () => {
    renderBox();
    const select = await screen.findByLabelText<HTMLSelectElement>('Time');
    const options = [...select.options];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['19:00 — fully booked', true],
      ['19:05 — fully booked', true],
      ['19:30 — 3 seats left', false],
      ['19:35 — 3 seats left', false],
      ['20:00', false],
    ]);
    // The first time with room is chosen, never a full one.
    expect(select.value).toBe('19:30');
    expect(screen.getByTestId('restaurant-terms').textContent).toBe(
      'Deposit of €25.00 per person, paid now. The restaurant confirms your request.',
    );
    expect(screen.getByTestId('restaurant-address').textContent).toBe('Rua Serpa Pinto 10A, 1200-445 Lisboa, Lisboa');
    expect(asked).toEqual(['']);
  });

  it('requests a table for the party at the chosen time with the note, after the server’s check', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.selectOptions(await screen.findByLabelText('Time'), '20:00');
    await user.click(screen.getByRole('button', { name: 'One person more' }));
    await user.click(screen.getByRole('button', { name: 'One person more' }));
    // The party stops at the restaurant's largest.
    expect(screen.getByRole('button', { name: 'One person more' })).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Note for the restaurant/), 'Nut allergy; a birthday');
    expect(screen.getByTestId('live-price').textContent?.replace(/\s/g, ' ')).toBe('Table for 4 · €100.00');
    await user.click(screen.getByRole('button', { name: 'Request a table' }));
    await waitFor(() => expect(cartStore.getState().items).toHaveLength(1));
    expect(cartStore.getState().items[0]).toMatchObject({
      id: 'table-9-2030-05-03-20:00',
      kind: 'restaurant',
      service_id: 9,
      date: '2030-05-03',
      time: '20:00',
      quantity: 4,
      total_cents: 10000,
      notes: { request: 'Nut allergy; a birthday' },
    });
    expect(checked).toHaveLength(1);
  });

  it('says why when the server refuses the table, adds nothing, and reads the times again', async () => {
    const user = userEvent.setup();
    checkError = 'This time is fully booked. Choose another time.';
    renderBox();
    await screen.findByLabelText('Time');
    await user.click(screen.getByRole('button', { name: 'Request a table' }));
    expect((await screen.findByTestId('restaurant-problem')).textContent).toBe(checkError);
    expect(cartStore.getState().items).toHaveLength(0);
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
  });

  it('books a free table confirmed at once, and says when a day has no tables', async () => {
    const user = userEvent.setup();
    const { unmount } = renderBox({ ...TABLES, deposit_cents: 0, confirmation: 'instant' });
    await screen.findByLabelText('Time');
    expect(screen.getByTestId('restaurant-terms').textContent).toBe(
      'Free booking: nothing to pay. Your table is confirmed at once.',
    );
    expect(screen.getByTestId('live-price').textContent).toBe('Table for 2 · free');
    await user.click(screen.getByRole('button', { name: 'Book the table' }));
    await waitFor(() => expect(cartStore.getState().items[0]).toMatchObject({ total_cents: 0, quantity: 2 }));
    unmount();
    renderBox({ ...TABLES, times: [] });
    expect((await screen.findByTestId('restaurant-closed')).textContent).toContain('No tables on this day');
    expect(screen.getByRole('button', { name: 'Request a table' })).toHaveProperty('disabled', true);
  });
});
