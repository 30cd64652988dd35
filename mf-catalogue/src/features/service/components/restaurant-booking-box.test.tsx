import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@mp/shared/api';
import type { RestaurantTables } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { cartStore } from '@mp/shared/stores';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { answerCartCheck, renderBox, type CartCheck } from '../../../test-support/booking-box';
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

let check: CartCheck;
let asked: string[];

function renderTables(tables: RestaurantTables = TABLES) {
  jest.spyOn(api, 'get').mockImplementation((path, options) => {
    asked.push(String(options?.searchParams?.date ?? ''));
    return Promise.resolve(
      path === 'restaurants/belcanto/tables'
        ? { ok: true as const, status: 200, data: { status: true, content: tables } as never }
        : { ok: false as const, status: 404, body: null, errors: {} },
    );
  });
  return renderBox(
    <RestaurantBookingBox service={detail({ id: 9, slug: 'belcanto', name: 'Belcanto', kind: 'restaurant' })} />,
  );
}

describe('restaurant booking box (docs/adr/044)', () => {
  beforeEach(() => {
    cartStore.getState().clear();
    asked = [];
    check = answerCartCheck();
  });

  it('offers the day’s times with full slots shown and disabled, a short one with its seats left, and the terms', async () => {
    renderTables();
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
    renderTables();
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
    expect(check.checked).toHaveLength(1);
  });

  it('says why when the server refuses the table, adds nothing, and reads the times again', async () => {
    const user = userEvent.setup();
    check.error = 'This time is fully booked. Choose another time.';
    renderTables();
    await screen.findByLabelText('Time');
    await user.click(screen.getByRole('button', { name: 'Request a table' }));
    expect((await screen.findByTestId('restaurant-problem')).textContent).toBe(check.error);
    expect(cartStore.getState().items).toHaveLength(0);
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
  });

  it('books a free table confirmed at once, and says when a day has no tables', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTables({ ...TABLES, deposit_cents: 0, confirmation: 'instant' });
    await screen.findByLabelText('Time');
    expect(screen.getByTestId('restaurant-terms').textContent).toBe(
      'Free booking: nothing to pay. Your table is confirmed at once.',
    );
    expect(screen.getByTestId('live-price').textContent).toBe('Table for 2 · free');
    await user.click(screen.getByRole('button', { name: 'Book the table' }));
    await waitFor(() => expect(cartStore.getState().items[0]).toMatchObject({ total_cents: 0, quantity: 2 }));
    unmount();
    renderTables({ ...TABLES, times: [] });
    expect((await screen.findByTestId('restaurant-closed')).textContent).toContain('No tables on this day');
    expect(screen.getByRole('button', { name: 'Request a table' })).toHaveProperty('disabled', true);
  });
});
