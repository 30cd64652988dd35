/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
import { act, screen } from '@testing-library/react';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { cartStore } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderScreen } from '../../test-support/render';
import PurchaseCompletePage from './purchase-complete-page';

addResources('checkout', { en, pt });
const route = routes.find((r) => r.id === 'purchase-complete')!;

let calls: string[];
const paid = {
  status: true,
  content: {
    booking_id: 41,
    reference: 'MP-41',
    booking_status: 'paid',
    total_cents: 4200,
    discount_cents: 0,
    points_used: 0,
    payment: { id: 7, method: 'card', status: 'paid', amount_cents: 4200, currency: 'EUR', expires_at: null },
  },
};

function renderAt(search: string): void {
  window.history.replaceState(null, '', `/purchase-complete${search}`);
  renderScreen(<PurchaseCompletePage route={route} params={{}} title="Purchase complete" />);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  calls = [];
  act(() => cartStore.getState().clear());
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    const found = url.includes('/api/bookings/41/payment-status') && url.includes('reference=MP-41');
    return Promise.resolve(
      new Response(JSON.stringify(found ? paid : { status: false }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  }) as unknown as typeof fetch;
});

describe('/purchase-complete without the stored payment (a reload once the cart is cleared, another tab)', () => {
  it('shows the purchase the URL names, from the status call', async () => {
    renderAt('?booking=MP-41&id=41');
    expect(await screen.findByTestId('purchase-thanks')).toBeTruthy();
    expect(screen.getByTestId('booking-reference').textContent).toBe('MP-41');
    expect(screen.getByTestId('purchase-email').textContent).toBe(
      'We sent a confirmation email to the address you gave.',
    );
    expect(calls.some((url) => url.includes('/api/bookings/41/payment-status'))).toBe(true);
  });

  it('after a reload still shows the lines, a hint of the address, the gift card split and the one status wording', async () => {
    Object.assign(paid.content, {
      total_cents: 11800,
      payment: {
        id: 7,
        method: 'card',
        status: 'paid',
        amount_cents: 6300,
        currency: 'EUR',
        expires_at: null,
        gift_card: { code_last4: 'ABCD', amount_cents: 5500 },
      },
      items: [
        { name: 'Sintra day tour', date: '2030-12-01', time: '10:00', quantity: 2, cents: 11800, status: 'pending' },
      ],
      email_hint: 'a•••@example.pt',
      pending_hours: 48,
      answer_by: '2030-11-30T10:00:00Z',
    });
    renderAt('?booking=MP-41&id=41');
    expect(await screen.findByTestId('purchase-thanks')).toBeTruthy();
    expect(screen.getByTestId('purchase-email').textContent).toBe('We sent a confirmation email to a•••@example.pt.');
    expect(screen.getByTestId('purchase-status').textContent).toBe(
      'Paid — waiting for the partner to confirmThe partner confirms by 30 November 2030 at 10:00 (Lisbon time) and we email you when they do. If they cannot, you get a full refund.',
    );
    expect(screen.getByTestId('booking-total').textContent).toBe('€118.00');
    expect(screen.getByTestId('booking-gift').textContent).toBe('€55.00');
    expect(screen.getByTestId('booking-method').textContent).toBe('Card · €63.00');
    expect(screen.getByText('01/12/2030 · 10:00 · 2 people · €118.00')).toBeTruthy();
  });

  it('a booking its payment confirmed (an instant service) says so at once, with no wait for a partner', async () => {
    Object.assign(paid.content, {
      items: [
        {
          name: 'Hammam and massage',
          date: '2030-12-01',
          time: '18:00',
          quantity: 1,
          cents: 4200,
          status: 'confirmed',
        },
      ],
      answer_by: null,
    });
    renderAt('?booking=MP-41&id=41');
    expect(await screen.findByTestId('purchase-thanks')).toBeTruthy();
    expect(screen.getByTestId('purchase-status').textContent).toBe(
      'Confirmed at once — no need to wait for the partner',
    );
  });

  it('lists each line at its price, then each discount, the total and each payment, adding up (not “63 + 63 = 116”)', async () => {
    Object.assign(paid.content, {
      total_cents: 11600,
      payment: { id: 7, method: 'card', status: 'paid', amount_cents: 11600, currency: 'EUR', expires_at: null },
      items: [
        {
          name: 'S-Class transfer',
          date: '2030-12-01',
          time: '10:00',
          quantity: 1,
          cents: 6300,
          gross_cents: 7000,
          status: 'pending',
        },
        {
          name: 'Fado night',
          date: '2030-12-02',
          time: '21:00',
          quantity: 1,
          cents: 6300,
          gross_cents: 7000,
          status: 'pending',
        },
      ],
      amounts: {
        line_cents: [7000, 7000],
        subtotal_cents: 14000,
        discount_cents: 400,
        promo_cents: 1000,
        points_used: 1000,
        points_cents: 1000,
        total_cents: 11600,
        gift_card_cents: 0,
        method_cents: 11600,
        adds_up: true,
      },
    });
    renderAt('?booking=MP-41&id=41');
    expect(await screen.findByTestId('purchase-thanks')).toBeTruthy();
    const summary = document.querySelector('dl')!;
    const rows = [...summary.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent?.split(' · ').at(-1)}`,
    );
    expect(rows).toEqual([
      'Booking reference = MP-41',
      'S-Class transfer = €70.00',
      'Fado night = €70.00',
      'Discount = −€4.00',
      'Promo code = −€10.00',
      '1000 points = −€10.00',
      'Total = €116.00',
      'Paid with = €116.00',
    ]);
    delete (paid.content as { amounts?: unknown }).amounts;
  });

  it('a transfer shows its trip and the driver details, the phone as the server masked it', async () => {
    const trip = {
      from: 'Lisbon Airport',
      to: 'Cascais',
      outbound: { date: '2030-12-01', time: '10:05' },
      return: { date: '2030-12-05', time: '18:30' },
      passengers: 3,
      babySeats: 0,
      childSeats: 1,
      boosterSeats: 0,
      luggage: 2,
      vehicleName: 'E-Class',
      carType: 'executive',
      airportPickup: true,
      details: { flightNumber: 'TP1234', pickupAddress: '', dropOffAddress: 'Hotel Albatroz', leadPhone: '••• 678' },
    };
    Object.assign(paid.content, {
      items: [
        {
          name: 'Tejo Transfers — E-Class',
          date: '2030-12-01',
          time: '10:05',
          quantity: 3,
          cents: 9000,
          status: 'pending',
          trip,
        },
      ],
    });
    renderAt('?booking=MP-41&id=41');
    const line = await screen.findByTestId('purchase-trip');
    expect(screen.getByTestId('trip-route').textContent).toBe('Lisbon Airport → Cascais');
    expect(screen.getByTestId('trip-return').textContent).toBe('Return: 05/12/2030 18:30');
    expect(screen.getByTestId('trip-people').textContent).toBe('3 passengers · 1 child seat · 2 pieces of luggage');
    expect(screen.getByTestId('trip-flightNumber').textContent).toBe('Flight: TP1234');
    expect(screen.getByTestId('trip-leadPhone').textContent).toBe('Lead passenger phone: ••• 678');
    expect(line.textContent).not.toContain('3 people');
  });

  it('docs/adr/023: a line of adults and children shows each band with its price, in en and pt', async () => {
    const ages = { adults: 2, children: 1, adult_unit_cents: 4500, child_unit_cents: 2500 };
    Object.assign(paid.content, {
      items: [
        { name: 'Pena Palace', date: '2030-12-01', time: '09:30', quantity: 3, ages, cents: 11500, status: 'pending' },
      ],
    });
    renderAt('?booking=MP-41&id=41');
    expect((await screen.findByTestId('purchase-line')).textContent).toBe(
      '01/12/2030 · 09:30 · 2 adults × €45.00, 1 child × €25.00 · €115.00',
    );
  });

  it('docs/adr/023: in pt the bands take their plural forms', async () => {
    await i18n.changeLanguage('pt');
    const ages = { adults: 1, children: 2, adult_unit_cents: 4500, child_unit_cents: 2500 };
    Object.assign(paid.content, {
      items: [
        {
          name: 'Palácio da Pena',
          date: '2030-12-01',
          time: '09:30',
          quantity: 3,
          ages,
          cents: 9500,
          status: 'pending',
        },
      ],
    });
    renderAt('?booking=MP-41&id=41');
    expect((await screen.findByTestId('purchase-line')).textContent?.replace(/\s/g, ' ')).toContain(
      '1 adulto × 45,00 €, 2 crianças × 25,00 €',
    );
  });

  it('says it cannot find a booking the URL does not name', async () => {
    renderAt('?booking=MP-41');
    expect(screen.getByText('We could not find this booking in this browser.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says it cannot find a booking whose reference does not match', async () => {
    renderAt('?booking=MP-99&id=41');
    expect(await screen.findByText('We could not find this booking in this browser.')).toBeTruthy();
    expect(calls).toEqual([expect.stringContaining('/api/bookings/41/payment-status?reference=MP-99')]);
  });
});

describe('/purchase-complete with the confirmation mail’s claim link', () => {
  it('signed out: asks to sign in first and keeps this browser’s cart; signed in: adds the booking and says so', async () => {
    act(() =>
      cartStore.getState().setItems([
        {
          id: 'kept',
          service_id: 1,
          service_slug: 'x',
          kind: 'experience',
          name: 'Kept',
          image_url: null,
          date: '2030-01-10',
          time: null,
          quantity: 1,
          unit_price_cents: 100,
          total_cents: 100,
          discount_cents: 0,
          free_cancellation: 0,
          cancellation_policy: 0,
          notes: {},
        },
      ]),
    );
    const fetchStatus = globalThis.fetch as jest.Mock;
    let claimed: unknown = null;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/bookings/claim')) {
        claimed = input instanceof Request ? 'request' : init?.body;
        return Promise.resolve(
          new Response(JSON.stringify({ status: true, content: { booking_id: 41, reference: 'MP-41' } }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
      return fetchStatus(input, init);
    }) as unknown as typeof fetch;
    renderAt('?booking=MP-41&id=41&claim=tok_abc');
    expect(await screen.findByRole('heading', { name: 'Add this booking to your account' })).toBeTruthy();
    expect(
      screen.getByText('Sign in with the account of the address this booking was made with, then add it.'),
    ).toBeTruthy();
    // Following a mailed link is not this browser's purchase: its cart stays.
    expect(cartStore.getState().items).toHaveLength(1);

    const { authStore } = await import('@mp/shared/stores');
    act(() =>
      authStore
        .getState()
        .login({ id: 3, email: 'client@demo.pt', api_token: 't'.repeat(43), user_type: 'CLIENT' } as never),
    );
    const add = await screen.findByRole('button', { name: 'Add to my account' });
    await act(async () => add.click());
    expect(await screen.findByTestId('claim-done')).toBeTruthy();
    expect(screen.getByTestId('claim-done').textContent).toBe('Done: the booking is in your account.');
    expect(claimed).not.toBeNull();
    act(() => authStore.getState().logout());
  });
});

describe('/purchase-complete links the voucher', () => {
  it('with the manage token of the payment made in this browser, in the fragment; without one and signed out, no link', async () => {
    act(() =>
      cartStore.getState().setPaymentResponse({
        booking: { ...paid.content, voucher_token: 'tok_EN-1' },
        method: 'card',
        email: 'ana@example.pt',
        lines: [],
      }),
    );
    renderAt('?booking=MP-41&id=41');
    const link = await screen.findByTestId('voucher-link');
    expect(link.getAttribute('href')).toBe('/booking/MP-41#token=tok_EN-1');
    expect(link.textContent).toBe('Open the voucher');
  });

  it('shows no voucher link to a signed-out visitor without the token', async () => {
    renderAt('?booking=MP-41&id=41');
    expect(await screen.findByTestId('purchase-thanks')).toBeTruthy();
    expect(screen.queryByTestId('voucher-link')).toBeNull();
  });
});
