/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@mp/shared/api';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { cartStore, type CartItem } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { jsonResponse, readCall, type FakeCall } from '../../test-support/fake-fetch';
import { renderScreen } from '../../test-support/render';
import { resetCheckout } from '../../test-support/reset-checkout';
import { CART_TOKEN_KEY } from '@mp/shared/api';
import type { StoredPayment } from '../../shared/payment/stored-payment';
import { PENDING_PAYMENT_KEY } from '@mp/shared/domain';
import { rememberPendingPayment } from '../../shared/payment/pending-payment';
import CartPage from './cart-page';

addResources('checkout', { en, pt });
// Typing a card number key by key in jsdom is slow on a busy 2-core machine; the default 5 s is too tight.
jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null });
const route = routes.find((r) => r.id === 'cart')!;

const item = (id: string, name: string, unit: number, quantity = 2, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  service_id: 1,
  service_slug: 'x',
  kind: 'experience',
  name,
  image_url: null,
  date: '2030-12-01',
  time: '10:00',
  quantity,
  unit_price_cents: unit,
  total_cents: unit * quantity,
  discount_cents: 0,
  free_cancellation: 0,
  cancellation_policy: 0,
  notes: {},
  ...extra,
});

type Body = { items?: { id: string; quantity: number; adults?: number; children?: number }[]; code?: string };
let calls: FakeCall<Body>[];
/** The id of a line the fake server refuses as sold out, or null. */
let soldOut: string | null;
let holdRefused = false;
/** A fake server that prices at its own unit price (so the answer visibly differs from what the client held). */
const SERVER_UNIT = 2600;

const answer = jsonResponse;

/** What the fake server charges a child (docs/adr/023), beside SERVER_UNIT for an adult. */
const SERVER_CHILD = 1500;

function cartAnswer(
  items: { id: string; quantity: number; adults?: number; children?: number }[],
  promo: string | null = null,
) {
  const lines = items.map((i) => {
    const line = item(
      i.id,
      i.id === 'a' ? 'Sintra day tour' : 'Douro cruise',
      SERVER_UNIT,
      i.quantity,
      i.id === 'a' ? { free_cancellation: 1, cancellation_policy: 24 } : {},
    );
    if (i.adults === undefined) return line;
    const children = i.children ?? 0;
    return {
      ...line,
      quantity: i.adults + children,
      ages: { adults: i.adults, children, adult_unit_cents: SERVER_UNIT, child_unit_cents: SERVER_CHILD },
      total_cents: i.adults * SERVER_UNIT + children * SERVER_CHILD,
    };
  });
  const total = lines.reduce((s, l) => s + l.total_cents, 0);
  return {
    status: true,
    content: {
      cart_token: 'guest-token-abcdefghijklmnopqrstu',
      items: lines,
      subtotal_cents: total,
      discounts: { price_cents: 0, promo_cents: 0, points_cents: 0 },
      total_price: total,
      total: (total / 100).toFixed(2),
      promo_code: promo,
      usedPoints: 0,
      notes: '',
      available_points: null,
    },
  };
}

function renderCart(): void {
  renderScreen(<CartPage route={route} params={{}} title="Cart" />, queryClient);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetCheckout();
  localStorage.clear();
  calls = [];
  soldOut = null;
  holdRefused = false;
  window.history.replaceState(null, '', '/cart');
  act(() => cartStore.getState().clear());
  let lastItems: { id: string; quantity: number; adults?: number; children?: number }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { call, ready } = readCall<Body>(input, init);
    calls.push(call);
    await ready;
    const body = (call.body ??= {});
    const url = call.url;
    if (url.endsWith('/api/cart')) {
      if (soldOut && body.items?.some((i) => i.id === soldOut)) {
        const index = body.items.findIndex((i) => i.id === soldOut);
        return Promise.resolve(
          answer(422, {
            status: false,
            errors: { [`items.${index}`]: ['This date is sold out. Choose another date or remove this item.'] },
          }),
        );
      }
      lastItems = body.items ?? [];
      return Promise.resolve(answer(200, cartAnswer(lastItems)));
    }
    if (url.endsWith('/api/cart/hold')) {
      if (holdRefused)
        return Promise.resolve(
          answer(422, {
            status: false,
            errors: { 'items.0': ['This date is sold out. Choose another date or remove this item.'] },
          }),
        );
      const now = new Date();
      return Promise.resolve(
        answer(200, {
          status: true,
          content: {
            expires_at: new Date(now.getTime() + 900_000).toISOString(),
            now: now.toISOString(),
            minutes: 15,
            lines: [],
          },
        }),
      );
    }
    if (url.endsWith('/api/apply-promo-code'))
      return Promise.resolve(answer(422, { status: false, errors: { code: ['This promo code does not exist.'] } }));
    return Promise.resolve(answer(404, {}));
  }) as unknown as typeof fetch;
});

describe('/cart (spec §3 cart, §4, §7, §9)', () => {
  it('docs/adr/023: a line with adults and children shows each band’s price and changes each band apart; the server prices the new party', async () => {
    const family = item('a', 'Sintra day tour', SERVER_UNIT, 3, {
      ages: { adults: 2, children: 1, adult_unit_cents: SERVER_UNIT, child_unit_cents: SERVER_CHILD },
      total_cents: 2 * SERVER_UNIT + SERVER_CHILD,
    });
    act(() => cartStore.getState().addItem(family));
    renderCart();
    await waitFor(() =>
      expect(screen.getByTestId('line-party-prices').textContent).toBe('2 adults × €26.00, 1 child × €15.00'),
    );
    const stepper = screen.getByTestId('line-party');
    expect(within(stepper).getByText('1 child')).toBeTruthy();
    const more = within(stepper).getByRole('button', { name: 'One more child for Sintra day tour' });
    await waitFor(() => expect(more.hasAttribute('disabled')).toBe(false));
    await user.click(more);
    await waitFor(() =>
      expect(screen.getByTestId('line-party-prices').textContent).toBe('2 adults × €26.00, 2 children × €15.00'),
    );
    const sent = calls.filter((c) => c.url.endsWith('/api/cart')).at(-1)?.body?.items?.[0];
    expect(sent).toMatchObject({ id: 'a', quantity: 4, adults: 2, children: 2 });
    expect(screen.getByTestId('line-price').textContent).toBe('€82.00');
  });

  it('says the cart is empty when it is, without calling the server', () => {
    renderCart();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('an empty cart says where to go next: the main categories', () => {
    renderCart();
    const browse = screen.getByRole('navigation', { name: 'Browse' });
    expect(
      within(browse)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Experiences', '/experiences'],
      ['Transfers', '/transfers'],
      ['Gift cards', '/gift-cards'],
    ]);
  });

  it('in a new tab while MB WAY waits for approval: says so instead of "empty", and continues that payment here', async () => {
    const started = Date.now() - 60_000;
    const stored = {
      method: 'mbway',
      email: 'ana@example.pt',
      lines: [{ id: 'a', name: 'Sintra day tour', date: '2030-12-01', time: '10:00', quantity: 2, cents: 5200 }],
      booking: {
        booking_id: 9,
        reference: 'MP-9',
        booking_status: 'waiting_payment',
        total_cents: 5200,
        discount_cents: 0,
        points_used: 0,
        clear_cart: true,
        payment: {
          id: 1,
          method: 'mbway',
          status: 'requires_action',
          amount_cents: 5200,
          currency: 'EUR',
          expires_at: null,
          mbway: {
            request_id: 'r',
            phone: '351#912000001',
            started_at: new Date(started).toISOString(),
            expires_at: new Date(started + 300_000).toISOString(),
            countdown_seconds: 300,
          },
        },
      },
    } as unknown as StoredPayment;
    // The first tab booked: the shared local storage knows, this tab's session storage does not.
    rememberPendingPayment(stored, started);
    renderCart();
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
    expect(screen.getByTestId('pending-payment').textContent).toBe(
      'A payment of €52.00 by MB WAY for booking MP-9 is waiting for your approval.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue with this payment' }));
    expect(cartStore.getState().paymentResponse).toEqual(stored);
    expect(cartStore.getState().mbwayStartedAt).toBe(started);
    expect(window.location.pathname).toBe('/checkout/payment');
    expect(calls).toHaveLength(0);
  });

  it('a payment whose window has closed, or that was finished, is not offered: the cart is empty', () => {
    localStorage.setItem(
      PENDING_PAYMENT_KEY,
      JSON.stringify({ stored: { booking: { booking_id: 9 }, method: 'mbway' }, startedAt: 1, until: Date.now() - 1 }),
    );
    renderCart();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.queryByTestId('pending-payment')).toBeNull();
  });

  it('syncs with POST /api/cart on arrival: the server prices are authoritative and its guest token is kept', async () => {
    act(() => cartStore.getState().setItems([item('a', 'Sintra day tour', 2500), item('b', 'Douro cruise', 1500, 1)]));
    renderCart();
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toContain('78.00'));
    expect(calls[0]?.body.items?.map((i) => i.id)).toEqual(['a', 'b']);
    expect(cartStore.getState().items.map((i) => i.unit_price_cents)).toEqual([SERVER_UNIT, SERVER_UNIT]);
    expect(localStorage.getItem(CART_TOKEN_KEY)).toBe('guest-token-abcdefghijklmnopqrstu');
    // One rule and one wording on the line and in the order summary beside it: the Lisbon deadline (10:00 on 1 Dec − 24 h)
    // when both values are above 0, "Non-refundable" otherwise (spec §4/§5).
    expect(screen.getAllByText('Free cancellation until 30/11/2030, 10:00 (Lisbon time)')).toHaveLength(2);
    expect(screen.getAllByText('Non-refundable')).toHaveLength(2);
  });

  it('+ sends the new quantity with the cart token and shows the re-priced line; remove drops the line', async () => {
    localStorage.setItem(CART_TOKEN_KEY, 'guest-token-abcdefghijklmnopqrstu');
    act(() => cartStore.getState().setItems([item('a', 'Sintra day tour', 2500), item('b', 'Douro cruise', 1500, 1)]));
    renderCart();
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'One more for Sintra day tour' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body.items?.find((i) => i.id === 'a')?.quantity).toBe(3);
    expect(calls[1]?.headers['x-cart-token']).toBe('guest-token-abcdefghijklmnopqrstu');
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toContain('104.00'));
    await user.click(screen.getByRole('button', { name: 'Remove Sintra day tour from the cart' }));
    await waitFor(() => expect(cartStore.getState().items.map((i) => i.id)).toEqual(['b']));
    expect(screen.queryByRole('heading', { level: 2, name: 'Sintra day tour' })).toBeNull();
  });

  it('a refused promo code shows its error on the field; editing the field clears it', async () => {
    act(() => cartStore.getState().setItems([item('a', 'Sintra day tour', 2500)]));
    renderCart();
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This promo code does not exist.')).toBeTruthy();
    expect(cartStore.getState().promo_code).toBeNull();
    await user.type(field, 'X');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('a line the server refuses says what to do and blocks Continue until it is removed', async () => {
    soldOut = 'a';
    act(() => cartStore.getState().setItems([item('a', 'Sintra day tour', 2500), item('b', 'Douro cruise', 1500, 1)]));
    renderCart();
    await waitFor(() =>
      expect(screen.getByTestId('line-error').textContent).toContain(
        'This date is sold out. Choose another date or remove this item.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Choose another date for Sintra day tour' }).getAttribute('href')).toBe(
      '/x',
    );
    expect(screen.getByTestId('cart-blocked').textContent).toBe(
      'One item in your cart cannot be booked as it is. Change it or remove it to continue.',
    );
    const next = screen.getByRole('button', { name: 'Continue to checkout' });
    expect(next.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove Sintra day tour from the cart' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue to checkout' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByTestId('cart-blocked')).toBeNull();
  });

  it('a line whose places went before they could be held stays in the cart with what to do', async () => {
    act(() => cartStore.getState().setItems([item('a', 'Sintra day tour', 2500)]));
    renderCart();
    await waitFor(() => expect(calls).toHaveLength(1));
    holdRefused = true;
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect((await screen.findByTestId('line-error')).textContent).toContain(
      'This date is sold out. Choose another date or remove this item.',
    );
    expect(window.location.pathname).toBe('/cart');
    expect(screen.getByRole('button', { name: 'Continue to checkout' }).hasAttribute('disabled')).toBe(true);
  });

  it('one click on Continue right after typing a note saves the note and continues', async () => {
    act(() => cartStore.getState().setItems([item('a', 'Sintra day tour', 2500)]));
    renderCart();
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(screen.getByLabelText('Anything the partner should know'), 'Vegetarian lunch');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/personal-data'));
    expect(calls.filter((c) => c.url.endsWith('/api/cart')).at(-1)?.body).toMatchObject({ notes: 'Vegetarian lunch' });
    // Leaving the cart holds its places.
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: expect.stringMatching(/\/api\/cart\/hold$/) });
  });

  it('has every en string in pt', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(pt).sort()).toEqual(keys(en).sort());
  });
});

describe('/cart transfer lines', () => {
  const tripNotes = {
    pickupLocation: 'Lisbon Airport',
    dropOffLocation: 'Sintra',
    pickupDate: '2030-12-01',
    pickupTime: '10:05',
    isRoundtrip: true,
    returnPickupDate: '2030-12-05',
    returnPickupTime: '18:30',
    numberOfPassengers: 3,
    babySeats: 1,
    childSeats: 0,
    boosterSeats: 0,
    luggagePieces: 4,
    pointOfInterest: 'lisbon-airport',
    pickupMapsId: 'pt-lisboa-poi-lisbon-airport',
    dropOffMapsId: 'pt-lisboa-sintra',
    vehicle_id: 5,
    vehicleName: 'E-Class',
    carType: 'executive',
    airportPickup: true,
  };
  const transfer = (notes: Record<string, unknown>) =>
    item('t', 'Lisbon Airport → Sintra (E-Class)', 9000, 3, {
      kind: 'transfer',
      total_cents: 9000,
      service_slug: 'tejo-transfers',
      notes,
    });

  /** A server that answers the lines as sent (a transfer is priced once, whatever its quantity). */
  function echoServer() {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { call, ready } = readCall<Body>(input, init);
      calls.push(call);
      await ready;
      const lines = cartStore.getState().items;
      return answer(200, {
        status: true,
        content: {
          cart_token: null,
          items: lines,
          subtotal_cents: 9000,
          discounts: { price_cents: 0, promo_cents: 0, points_cents: 0 },
          total_price: 9000,
          total: '90.00',
          promo_code: null,
          usedPoints: 0,
          notes: '',
          available_points: null,
        },
      });
    }) as unknown as typeof fetch;
  }

  it('shows route, both legs, seats, luggage, vehicle and flight, and "Change trip" back to the filled quote form instead of a stepper', async () => {
    echoServer();
    act(() =>
      cartStore.getState().setItems([
        transfer({
          ...tripNotes,
          flightNumber: 'TP1234',
          dropOffAddress: 'Hotel Tivoli Sintra',
          leadPhone: '+351912345678',
        }),
      ]),
    );
    renderCart();
    await waitFor(() => expect(calls).toHaveLength(1));
    const line = within(screen.getByRole('list', { name: 'Items in your cart' }));
    expect(line.getByTestId('trip-route').textContent).toBe('Lisbon Airport → Sintra');
    expect(line.getByTestId('trip-outbound').textContent).toBe('Pickup: 01/12/2030 10:05');
    expect(line.getByTestId('trip-return').textContent).toBe('Return: 05/12/2030 18:30');
    expect(line.getByTestId('trip-people').textContent).toBe('3 passengers · 1 baby seat · 4 pieces of luggage');
    expect(line.getByTestId('trip-vehicle').textContent).toBe('Vehicle: E-Class (executive)');
    expect(line.getByTestId('trip-flightNumber').textContent).toBe('Flight: TP1234');
    expect(screen.queryByRole('button', { name: /One more for/ })).toBeNull();
    expect(screen.queryByText(/Quantity/)).toBeNull();
    const change = screen.getByRole('link', { name: 'Change trip: Lisbon Airport → Sintra (E-Class)' });
    const trip = new URLSearchParams(
      new URL(change.getAttribute('href') ?? '', 'http://x').searchParams.get('trip') ?? '',
    );
    expect(change.getAttribute('href')?.startsWith('/transfers?trip=')).toBe(true);
    expect(Object.fromEntries(trip)).toMatchObject({
      pickupLocation: 'lisbon-airport',
      dropOffLocation: 'pt-lisboa-sintra',
      returnPickupDate: '2030-12-05',
      numberOfPassengers: '3',
    });
    // The quote form replaces this line instead of adding a second transfer.
    expect(new URL(change.getAttribute('href') ?? '', 'http://x').searchParams.get('replace')).toBe(
      cartStore.getState().items[0]!.id,
    );
    expect(screen.getByRole('button', { name: 'Continue to checkout' }).hasAttribute('disabled')).toBe(false);

    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    expect(screen.getByTestId('change-trip').textContent).toBe('Alterar viagem');
    expect(line.getByTestId('trip-people').textContent).toBe(
      '3 passageiros · 1 cadeira de bebé · 4 volumes de bagagem',
    );
  });

  it('a transfer without what the driver needs says so and blocks Continue', async () => {
    echoServer();
    act(() => cartStore.getState().setItems([transfer(tripNotes)]));
    renderCart();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByTestId('line-error').textContent).toBe('Add the details for your driver: change the trip.');
    expect(screen.getByRole('button', { name: 'Continue to checkout' }).hasAttribute('disabled')).toBe(true);
  });
});
