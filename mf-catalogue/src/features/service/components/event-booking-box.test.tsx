import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@mp/shared/api';
import type { EventOffer } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { cartStore } from '@mp/shared/stores';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { answerCartCheck, renderBox, type CartCheck } from '../../../test-support/booking-box';
import { detail } from '../../../test-support/service.fixture';
import { EventBookingBox } from './event-booking-box';

addResources('catalogue', { en, pt });

const OFFER: EventOffer = {
  service_id: 7,
  venue: { name: 'Coliseu dos Recreios', address: 'Rua das Portas de Santo Antão 96', city: 'Lisboa' },
  sessions: [
    {
      date: '2030-05-01',
      time: '21:30',
      starts_at: '2030-05-01T20:30:00Z',
      capacity: 400,
      places_left: 400,
      sold_out: false,
    },
    {
      date: '2030-05-02',
      time: '21:30',
      starts_at: '2030-05-02T20:30:00Z',
      capacity: 120,
      places_left: 0,
      sold_out: true,
    },
    {
      date: '2030-05-08',
      time: '21:30',
      starts_at: '2030-05-08T20:30:00Z',
      capacity: 400,
      places_left: 3,
      sold_out: false,
    },
  ],
  ticket_types: [
    { id: 11, name: 'General admission', seating: 'general', price_cents: 2500 },
    { id: 12, name: 'Stalls seat', seating: 'seated', price_cents: 4000 },
  ],
};

let check: CartCheck;

function renderSessions() {
  return renderBox(
    <EventBookingBox service={detail({ id: 7, slug: 'fado-night', name: 'A Night of Fado', kind: 'event' })} />,
  );
}

describe('event booking box (docs/adr/043)', () => {
  beforeEach(() => {
    cartStore.getState().clear();
    jest
      .spyOn(api, 'get')
      .mockImplementation((path: string) =>
        Promise.resolve(
          path === 'events/fado-night/sessions'
            ? { ok: true as const, status: 200, data: { status: true, content: OFFER } as never }
            : { ok: false as const, status: 404, body: null, errors: {} },
        ),
      );
    check = answerCartCheck();
  });

  it('shows every session, the sold-out one marked and not selectable, and a low one with its places left', async () => {
    renderSessions();
    const sessions = await screen.findAllByTestId('event-session');
    expect(sessions).toHaveLength(3);
    const [first, soldOut, low] = sessions.map((s) => within(s).getByRole<HTMLInputElement>('radio'));
    expect(first!.checked).toBe(true);
    expect(soldOut!.disabled).toBe(true);
    expect(sessions[1]!.textContent).toContain('Sold out');
    expect(sessions[2]!.textContent).toContain('3');
    expect(low!.disabled).toBe(false);
    expect(screen.getByTestId('event-venue').textContent).toBe('Coliseu dos Recreios, Lisboa');
  });

  it('adds two ticket types of the chosen session as two cart lines, after checking them with the server', async () => {
    const user = userEvent.setup();
    renderSessions();
    await screen.findAllByTestId('event-session');
    await user.click(screen.getAllByRole('radio')[2]!);
    await user.click(screen.getByRole('button', { name: 'Add a ticket: Stalls seat' }));
    await user.click(screen.getByRole('button', { name: 'Add a ticket: Stalls seat' }));
    await user.click(screen.getByRole('button', { name: 'Add a ticket: General admission' }));
    expect(screen.getByTestId('live-price').textContent?.replace(/\s/g, ' ')).toBe('3 tickets · €105.00');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartStore.getState().items).toHaveLength(2));
    expect(cartStore.getState().items.map((i) => [i.name, i.date, i.time, i.quantity, i.notes])).toEqual([
      ['A Night of Fado — General admission', '2030-05-08', '21:30', 1, { ticket_type_id: 11 }],
      ['A Night of Fado — Stalls seat', '2030-05-08', '21:30', 2, { ticket_type_id: 12 }],
    ]);
    expect(check.checked).toHaveLength(2);
  });

  it('says why when the server refuses the tickets, and adds nothing', async () => {
    const user = userEvent.setup();
    check.error = 'This date is sold out. Choose another date or remove this item.';
    renderSessions();
    await screen.findAllByTestId('event-session');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose how many tickets of each type.');
    await user.click(screen.getByRole('button', { name: 'Add a ticket: General admission' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByTestId('event-problem')).textContent).toBe(check.error);
    expect(cartStore.getState().items).toHaveLength(0);
  });
});
