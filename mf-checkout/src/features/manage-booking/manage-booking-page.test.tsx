/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderScreen } from '../../test-support/render';
import ManageBookingPage from './manage-booking-page';
import { manageTokenFromHash } from './api/keys';

addResources('checkout', { en, pt });
const route = routes.find((r) => r.id === 'booking-manage')!;
const TOKEN = 'MP-260101-ABCD1234.t3abc.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

const item = (id: number, name: string, status: string, open: boolean) => ({
  id,
  service: { service_name: name },
  booking_date: '2099-12-03T09:30:00.000Z',
  annotations: { time: '09:30' },
  ages: null,
  quantity: 2,
  value: 6000,
  discount: 0,
  booking_item_status: status,
  decline_reason: null,
  partner: { company_id: 1, trade_name: 'Lisbon Walks', contact_user_id: null },
  free_cancellation: { offered: true, until: open ? '2099-12-02T09:30:00.000Z' : null, open, nothing_paid: false },
  refund: null,
  // €60 of a booking paid by MB WAY and a gift card ending QW34.
  refund_if_cancelled: open
    ? [
        { method: 'mbway', cents: 4000, gift_card_last4: null },
        { method: 'gift_card', cents: 2000, gift_card_last4: 'QW34' },
      ]
    : [],
});
const booking = (items: unknown[], refunded = 0) => ({
  id: 41,
  reference: 'MP-260101-ABCD1234',
  payment: { money_cents: 9000, refunded_cents: refunded, points_cents: 0, promo_cents: 0, gift_card_cents: 0 },
  items,
});

let calls: { url: string; method: string; headers: Headers; body: string | null }[];
function serve(read: { status: number; body: unknown }, cancelled?: unknown): void {
  calls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'POST' ? await request.text() : null;
    calls.push({ url: request.url, method: request.method, headers: request.headers, body });
    const answer = request.method === 'POST' ? { status: 200, body: { status: true, content: cancelled } } : read;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
}

function renderAt(hash: string): void {
  window.history.replaceState(null, '', `/manage-booking${hash}`);
  renderScreen(<ManageBookingPage route={route} params={{}} title="Manage your booking" />);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the manage booking page', () => {
  it('shows each item, cancels one after a confirmation that says the refund, and announces the result', async () => {
    const open = {
      ...item(7, 'Alfama walk', 'confirmed', true),
      meeting_point: 'Praça do Comércio',
      unserialized_service: { kind: 'experience' },
    };
    const late = {
      ...item(8, 'Sintra day', 'pending', false),
      meeting_point: 'Rua Serpa Pinto 10A',
      unserialized_service: { kind: 'restaurant' },
    };
    serve(
      { status: 200, body: { status: true, content: booking([open, late]) } },
      {
        cancelled: { ...open, booking_item_status: 'cancelled' },
        booking: booking(
          [
            { ...open, booking_item_status: 'cancelled', refund: open.refund_if_cancelled, refund_if_cancelled: [] },
            late,
          ],
          6000,
        ),
      },
    );
    renderAt(`#token=${encodeURIComponent(TOKEN)}`);
    expect((await screen.findByTestId('manage-reference')).textContent).toContain('MP-260101-ABCD1234');
    const rows = screen.getAllByTestId('manage-item');
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => within(row).getByTestId('manage-place').textContent)).toEqual([
      'Meeting point: Praça do Comércio',
      'Address: Rua Serpa Pinto 10A',
    ]);
    expect(within(rows[0]!).getByTestId('manage-terms').textContent).toBe(
      'Free cancellation until 02/12/2099, 09:30 (Lisbon time)',
    );
    expect(within(rows[1]!).getByTestId('manage-terms').textContent).toBe('Non-refundable');
    // The token goes in a header, never in the URL.
    const read = calls.find((c) => c.method === 'GET')!;
    expect(read.url).toMatch(/\/api\/bookings\/manage$/);
    expect(read.headers.get('x-manage-token')).toBe(TOKEN);

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Cancel Alfama walk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Alfama walk?' });
    expect(within(dialog).getByTestId('manage-cancel-refund').textContent).toContain('You get €60.00 back');
    // What comes back to which method, as the refund gives it (the server's split, the mail's lines).
    expect([...within(dialog).getByTestId('refund-lines').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '€40.00 to the MB WAY account you paid with',
      '€20.00 back on gift card …QW34',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund €60.00' }));
    await waitFor(() =>
      expect(screen.getByTestId('manage-result').textContent).toBe(
        'Alfama walk is cancelled. €60.00 is on its way back to you; we sent you an e-mail.',
      ),
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toMatch(/\/api\/bookings\/manage\/cancel$/);
    expect(JSON.parse(post.body!)).toEqual({ token: TOKEN, item_id: 7 });
    expect(screen.getByTestId('manage-refunded').textContent).toBe('Refunded so far: €60.00');
    expect(
      [...within(screen.getAllByTestId('manage-item')[0]!).getAllByRole('listitem')].map((li) => li.textContent),
    ).toEqual(['€40.00 to the MB WAY account you paid with', '€20.00 back on gift card …QW34']);
    expect(within(screen.getAllByTestId('manage-item')[0]!).queryByRole('button')).toBeNull();
  });

  it('past the window, says first that nothing is refunded, and cancels only with that confirmed (pt)', async () => {
    await i18n.changeLanguage('pt');
    const late = item(8, 'Sintra day', 'pending', false);
    serve(
      { status: 200, body: { status: true, content: booking([late]) } },
      {
        cancelled: { ...late, booking_item_status: 'cancelled' },
        booking: booking([{ ...late, booking_item_status: 'cancelled' }]),
      },
    );
    renderAt(`#token=${encodeURIComponent(TOKEN)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar Sintra day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar Sintra day?' });
    expect(within(dialog).getByTestId('manage-cancel-refund').textContent).toContain(
      'O prazo de cancelamento gratuito terminou',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar sem reembolso' }));
    await waitFor(() =>
      expect(screen.getByTestId('manage-result').textContent).toBe(
        'Sintra day foi cancelado, sem reembolso. Avisámos o parceiro.',
      ),
    );
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({
      token: TOKEN,
      item_id: 8,
      without_refund: true,
    });
  });

  it('a table that cost nothing reads free to cancel and cancels without a no-refund confirmation', async () => {
    const base = item(9, 'Lunch at Ramiro', 'confirmed', false);
    const table = {
      ...base,
      value: 0,
      free_cancellation: { ...base.free_cancellation, nothing_paid: true },
    };
    serve(
      { status: 200, body: { status: true, content: booking([table]) } },
      {
        cancelled: { ...table, booking_item_status: 'cancelled' },
        booking: booking([{ ...table, booking_item_status: 'cancelled' }]),
      },
    );
    renderAt(`#token=${encodeURIComponent(TOKEN)}`);
    expect((await screen.findByTestId('manage-terms')).textContent).toBe('Nothing to pay: free to cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Lunch at Ramiro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Lunch at Ramiro?' });
    expect(within(dialog).getByTestId('manage-cancel-refund').textContent).toBe(
      'Nothing was paid for this booking, so there is nothing to refund. Your places are given back to the partner.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() =>
      expect(screen.getByTestId('manage-result').textContent).toBe(
        'Lunch at Ramiro is cancelled. We told the partner.',
      ),
    );
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({ token: TOKEN, item_id: 9 });
  });

  it('offers to message the partner only about items still to happen, as the user panel does', async () => {
    const reachable = (id: number, name: string, status: string) => {
      const base = item(id, name, status, false);
      return { ...base, partner: { ...base.partner, contact_user_id: 12 } };
    };
    serve({
      status: 200,
      body: {
        status: true,
        content: booking([
          reachable(7, 'Alfama walk', 'confirmed'),
          reachable(8, 'Sintra day', 'pending'),
          reachable(9, 'Belém bikes', 'cancelled'),
          reachable(10, 'Fado night', 'declined'),
          reachable(11, 'Tile workshop', 'completed'),
        ]),
      },
    });
    renderAt(`#token=${encodeURIComponent(TOKEN)}`);
    await screen.findAllByTestId('manage-item');
    expect(
      screen.getAllByRole('button', { name: /^Message the partner about/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Message the partner about Alfama walk', 'Message the partner about Sintra day']);
  });

  it('says why a forged or expired link does not open, and what to do without a link', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      status: 403,
      body: { status: false, message: 'This manage-booking link has expired: the booking is over.' },
    });
    renderAt(`#token=${encodeURIComponent(TOKEN)}`);
    expect(await screen.findByText('This manage-booking link has expired: the booking is over.')).toBeTruthy();
  });

  it('without a token asks for the mail’s link and calls nothing', () => {
    serve({ status: 200, body: {} });
    renderAt('');
    expect(screen.getByText(/opens from the “Manage booking” link/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('reads the token of the fragment only when it looks like one', () => {
    expect(manageTokenFromHash(`#token=${encodeURIComponent(TOKEN)}`)).toBe(TOKEN);
    expect(manageTokenFromHash('#token=a%20b')).toBeNull();
    expect(manageTokenFromHash('')).toBeNull();
  });
});
