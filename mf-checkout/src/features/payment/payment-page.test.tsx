/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
import { act, cleanup as cleanupPage, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@mp/shared/api';
import { mbwayRemaining, MBWAY_COUNTDOWN_SECONDS } from '@mp/shared/domain';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { authStore, cartStore, toastStore, type CartItem } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { jsonResponse, readCall, type FakeCall } from '../../test-support/fake-fetch';
import { renderScreen } from '../../test-support/render';
import { resetCheckout } from '../../test-support/reset-checkout';
import { mbwayView } from './components/mbway-status';
import PaymentPage from './payment-page';
import { pendingPayment } from '../../shared/payment/pending-payment';

addResources('checkout', { en, pt });
// Typing a card number key by key in jsdom is slow on a busy 2-core machine; the default 5 s is too tight.
jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null });
const route = routes.find((r) => r.id === 'checkout-payment')!;

const item = (id: string, total: number): CartItem => ({
  id,
  service_id: 1,
  service_slug: 'x',
  kind: 'experience',
  name: `Tour ${id}`,
  image_url: null,
  date: '2030-01-10',
  time: '10:00',
  quantity: 1,
  unit_price_cents: total,
  total_cents: total,
  discount_cents: 0,
  free_cancellation: 0,
  cancellation_policy: 0,
  notes: {},
});
const billing = {
  first_name: 'Ana',
  last_name: 'Lopes',
  phone: '912000001',
  email: 'ana@example.pt',
  country: 'pt',
  city: 'Lisboa',
  address: 'Rua',
  zipcode: '1100',
  vatnumber: '',
};

function serverCart(items: CartItem[]) {
  const total = items.reduce((s, i) => s + i.total_cents - i.discount_cents, 0);
  return {
    status: true,
    content: {
      cart_token: 'guest-token-abcdefghijklmnop',
      items,
      subtotal_cents: total,
      discounts: { price_cents: 0, promo_cents: 0, points_cents: 0 },
      total_price: total,
      total: (total / 100).toFixed(2),
      promo_code: null,
      usedPoints: 0,
      notes: '',
      available_points: null,
    },
  };
}

type Answer = { status: number; body: unknown };
let bookingAnswer: Answer;
let sandboxed: string[] = [];
let calls: FakeCall[];

function json(answer: Answer): Response {
  return jsonResponse(answer.status, answer.body);
}

/** Records the call, then answers with `reply(url, body)`. */
function fakeServer(reply: (url: string, body: unknown) => Response | Promise<Response>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { call, ready } = readCall(input, init);
    calls.push(call);
    await ready;
    return reply(call.url, call.body);
  };
}

function renderPage(): void {
  renderScreen(<PaymentPage route={route} params={{}} title="Payment" />);
}

const created = (method: string, payment: Record<string, unknown>) => ({
  status: true,
  content: {
    booking_id: 9,
    reference: 'MP-9',
    booking_status: 'waiting_payment',
    total_cents: 5000,
    discount_cents: 0,
    points_used: 0,
    clear_cart: method !== 'card',
    payment: {
      id: 1,
      method,
      status: 'requires_action',
      amount_cents: 5000,
      currency: 'EUR',
      expires_at: null,
      ...payment,
    },
  },
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetCheckout();
  calls = [];
  sandboxed = [];
  // GET api/payments/mode goes through the shared client (ky keeps the fetch it was made with).
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (path: string) =>
      path === 'payments/mode'
        ? { ok: true, status: 200, data: { status: true, content: { sandbox: sandboxed } } }
        : { ok: false, status: 404, body: null, errors: {} },
    );
  act(() => {
    cartStore.getState().clear();
    toastStore.getState().clear();
    cartStore.getState().setItems([item('a', 3000), item('b', 2000)]);
    cartStore.getState().setBillingData(billing);
  });
  globalThis.fetch = jest.fn(
    fakeServer((url) => {
      if (url.endsWith('/api/cart')) return json({ status: 200, body: serverCart(cartStore.getState().items) });
      if (url.endsWith('/api/bookings')) return json(bookingAnswer);
      return json({ status: 404, body: {} });
    }),
  ) as unknown as typeof fetch;
});

async function payByCard(number: string) {
  renderPage();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('/checkout/payment (spec §3 payment form, §4, §5, §8, §9)', () => {
  it('says "test mode" with the test numbers, as a note, while the API reports sandbox methods, in en and pt', async () => {
    sandboxed = ['card', 'paypal', 'mbway', 'crypto'];
    renderPage();
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Test mode: no real money is charged.');
    expect(note.textContent).toContain('4242 4242 4242 4242');
    expect(note.textContent).toContain('912 000 001');
    await act(() => i18n.changeLanguage('pt'));
    expect(screen.getByRole('note').textContent).toContain('Modo de teste: não é cobrado dinheiro real.');
  });

  it('shows no test-mode note when no method runs on a sandbox', async () => {
    renderPage();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('payments/mode', expect.anything()));
    await screen.findByLabelText('Card number');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('sends the card number as digits only, shows the brand, and never keeps it in a store or storage', async () => {
    bookingAnswer = {
      status: 200,
      body: created('card', {
        status: 'paid',
        card: { brand: 'visa', last4: '4242', challenge_url: null, decline_reason: null },
      }),
    };
    renderPage();
    await user.type(screen.getByLabelText('Card number'), '4242 4242-4242 4242');
    expect(screen.getByText('Card type: Visa')).toBeTruthy();
    const everywhere = () =>
      JSON.stringify(cartStore.getState()) +
      JSON.stringify({ ...localStorage }) +
      JSON.stringify({ ...sessionStorage });
    expect(everywhere()).not.toContain('4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/bookings'))).toBe(true));
    const booking = calls.find((c) => c.url.endsWith('/api/bookings'))!.body as Record<string, unknown>;
    expect(booking).toMatchObject({
      payment_method: 'card',
      card_number: '4242424242424242',
      first_name: 'Ana',
      email: 'ana@example.pt',
      billingData: billing,
    });
    expect(everywhere()).not.toContain('4242424242424242');
    // Card: the cart stays until purchase-complete has the verified status.
    expect(cartStore.getState().items).toHaveLength(2);
  });

  it('a booking with field errors: toast "Something went wrong" and the error on its field (spec §8)', async () => {
    bookingAnswer = { status: 422, body: { status: false, errors: { card_number: ['Your card was declined.'] } } };
    await payByCard('4000000000000002');
    await waitFor(() => expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Something went wrong');
    expect(cartStore.getState().processingPayment).toBe(false);
    expect(cartStore.getState().items).toHaveLength(2);
  });

  it('a booking with no status: the change-payment-method alert (spec §8)', async () => {
    bookingAnswer = { status: 503, body: { status: false, message: 'down' } };
    await payByCard('4242424242424242');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Operation could not be completed. Please try again or change your payment method.',
    );
  });

  it('processing blocks a second submit', async () => {
    let release: (r: Response) => void = () => undefined;
    bookingAnswer = { status: 200, body: created('card', { status: 'paid' }) };
    renderPage();
    (globalThis.fetch as jest.Mock).mockImplementation(
      fakeServer((url) => {
        if (url.endsWith('/api/bookings')) return new Promise<Response>((resolve) => (release = resolve));
        return json({ status: 200, body: serverCart(cartStore.getState().items) });
      }),
    );
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    const button = screen.getByRole('button', { name: /^Pay / });
    await user.click(button);
    await user.click(button);
    expect(calls.filter((c) => c.url.endsWith('/api/bookings'))).toHaveLength(1);
    await act(async () => release(json(bookingAnswer)));
  });

  it('MB WAY: phone shown 3×3, sent as 351#…, cart cleared at once, countdown from the stored start kept in sessionStorage', async () => {
    const started = new Date(Date.now() - 20_000).toISOString();
    const ends = new Date(Date.parse(started) + 300_000).toISOString();
    bookingAnswer = {
      status: 200,
      body: created('mbway', {
        mbway: {
          request_id: 'r1',
          phone: '351#912000003',
          started_at: started,
          expires_at: ends,
          countdown_seconds: 300,
        },
      }),
    };
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'MB WAY' }));
    const phone = screen.getByLabelText('MB WAY phone number');
    await user.clear(phone);
    await user.type(phone, '912000003');
    expect((phone as HTMLInputElement).value).toBe('912 000 003');
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(cartStore.getState().items).toHaveLength(0));
    // The waiting state replaces the form: on a phone it is brought into view and its heading takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'MB WAY' })));
    expect(scrolled).toHaveBeenCalled();
    const booking = calls.find((c) => c.url.endsWith('/api/bookings'))!.body as Record<string, unknown>;
    expect(booking.customer_phone).toBe('351#912000003');
    expect(cartStore.getState().mbwayStartedAt).toBe(Date.parse(started));
    expect(JSON.parse(sessionStorage.getItem('mp.cart.payment') ?? '{}').mbwayStartedAt).toBe(Date.parse(started));
    // Billing data is kept so another method can be tried.
    expect(cartStore.getState().billingData).toEqual(billing);
    expect(screen.getByText(/We sent a payment request to 912 000 003/)).toBeTruthy();
    // Another tab is told the payment waits for approval, from the same start.
    expect(pendingPayment()).toMatchObject({
      startedAt: Date.parse(started),
      until: Date.parse(ends),
      stored: { booking: { reference: 'MP-9' } },
    });
  });
});

describe('nothing to pay', () => {
  it('a free table asks for no method, card or gift card: it is confirmed with the total shown (0), in en and pt', async () => {
    act(() => cartStore.getState().setItems([item('free', 0)]));
    const free = created('free', { status: 'paid', amount_cents: 0 });
    bookingAnswer = {
      status: 200,
      body: { ...free, content: { ...free.content, booking_status: 'paid', total_cents: 0 } },
    };
    renderPage();
    expect(screen.getByTestId('nothing-due').textContent).toBe(
      'There is nothing to pay for this booking: confirm it to book.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByLabelText(/gift card/i)).toBeNull();
    expect(screen.getByTestId('terms-acceptance').textContent).toBe(
      'By confirming you accept the Terms and conditions (opens in a new tab) and the Privacy policy (opens in a new tab).',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/bookings'))).toBe(true));
    const booking = calls.find((c) => c.url.endsWith('/api/bookings'))!.body as Record<string, unknown>;
    expect(booking).toMatchObject({ payment_method: 'free', expected_total_cents: 0 });
    expect(booking).not.toHaveProperty('card_number');
    cleanupPage();
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    act(() => cartStore.getState().setItems([item('free', 0)]));
    renderPage();
    expect(screen.getByRole('button', { name: 'Confirmar reserva' })).toBeTruthy();
  });

  it('shows no test-mode card numbers when there is nothing to pay, even while the methods run on their sandbox', async () => {
    sandboxed = ['card', 'mbway'];
    act(() => cartStore.getState().setItems([item('free', 0)]));
    renderPage();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('payments/mode', expect.anything()));
    await screen.findByRole('button', { name: 'Confirm booking' });
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('sandbox-notice')).toBeNull();
  });
});

describe('a gift card pays part', () => {
  it('shows its part and what is left in the summary and on the Pay button before paying, and charges only the rest', async () => {
    act(() => cartStore.getState().setItems([item('a', 11800)]));
    (globalThis.fetch as jest.Mock).mockImplementation(
      fakeServer((url) => {
        if (url.endsWith('/api/cart/gift-card')) {
          return json({
            status: 200,
            body: {
              status: true,
              content: {
                code_last4: 'ABCD',
                balance_cents: 5500,
                total_cents: 11800,
                covers_cents: 5500,
                due_cents: 6300,
                partner: null,
              },
            },
          });
        }
        if (url.endsWith('/api/bookings'))
          return json({ status: 200, body: created('card', { status: 'paid', amount_cents: 6300 }) });
        return json({ status: 200, body: serverCart(cartStore.getState().items) });
      }),
    );
    renderPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay €118.00' })).toBeTruthy());
    await user.type(screen.getByLabelText('Gift card code'), 'GC-TEST-ABCD');
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() =>
      expect(screen.getByTestId('gift-applied').textContent).toBe('The gift card pays €55.00; €63.00 is left to pay.'),
    );
    expect(screen.getByTestId('summary-gift').textContent).toBe('−€55.00');
    expect(screen.getByTestId('payment-total').textContent).toBe('€63.00');
    // "Amount to pay" is said once, on the summary's last line.
    expect(screen.getAllByText(/^Amount to pay/)).toHaveLength(1);
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay €63.00' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/bookings'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/api/bookings'))!.body).toMatchObject({
      payment_method: 'card',
      gift_card_code: 'GC-TEST-ABCD',
    });
  });

  it('a card that pays everything switches to the gift card and says so on the button; a refused code shows on its field', async () => {
    (globalThis.fetch as jest.Mock).mockImplementation(
      fakeServer((url, body) => {
        if (url.endsWith('/api/cart/gift-card')) {
          return (body as { gift_card_code?: string } | null)?.gift_card_code === 'BAD'
            ? json({
                status: 422,
                body: { status: false, errors: { gift_card_code: ['This gift card code is not valid.'] } },
              })
            : json({
                status: 200,
                body: {
                  status: true,
                  content: {
                    code_last4: 'WXYZ',
                    balance_cents: 9000,
                    total_cents: 5000,
                    covers_cents: 5000,
                    due_cents: 0,
                    partner: null,
                  },
                },
              });
        }
        return json({ status: 200, body: serverCart(cartStore.getState().items) });
      }),
    );
    renderPage();
    const field = screen.getByLabelText('Gift card code');
    await user.type(field, 'BAD');
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This gift card code is not valid.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'GOOD');
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    expect(await screen.findByRole('button', { name: 'Pay €50.00 with the gift card' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Gift card (pays everything)' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('coming back from PayPal or 3-D Secure', () => {
  const giftServer = (covers: number) =>
    fakeServer((url) => {
      if (url.endsWith('/api/cart/gift-card'))
        return json({
          status: 200,
          body: {
            status: true,
            content: {
              code_last4: 'ABCD',
              balance_cents: covers,
              total_cents: 5000,
              covers_cents: covers,
              due_cents: 5000 - covers,
              partner: null,
            },
          },
        });
      if (url.endsWith('/api/bookings'))
        return json({
          status: 200,
          body: created('paypal', { paypal: { approval_url: 'https://paypal.example/approve' } }),
        });
      return json({ status: 200, body: serverCart(cartStore.getState().items) });
    });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('PayPal cancelled: the gift card applied before is applied again and the notice says so, in view and focused', async () => {
    (globalThis.fetch as jest.Mock).mockImplementation(giftServer(2000));
    renderPage();
    await user.type(screen.getByLabelText('Gift card code'), 'GC-TEST-ABCD');
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() => expect(screen.getByTestId('summary-gift').textContent).toBe('−€20.00'));
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    // jsdom does not leave the page for PayPal's approval URL (it says so on the console); what was kept for the way
    // back is in the tab's storage.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(window.sessionStorage.getItem('mp.checkout.gift-card-code')).toBe('GC-TEST-ABCD'));
    quiet.mockRestore();
    cleanupPage();

    // Back from PayPal's page, cancelled: a new page load.
    window.history.replaceState(null, '', '/checkout/payment?cancelled=1');
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('payment-notice').textContent).toBe(
        'The PayPal payment was cancelled. Try again or change your payment method. ' +
          'Your gift card ····ABCD is still applied: it pays €20.00.',
      ),
    );
    expect(screen.getByTestId('summary-gift').textContent).toBe('−€20.00');
    expect((screen.getByLabelText('Gift card code') as HTMLInputElement).value).toBe('GC-TEST-ABCD');
    expect(document.activeElement).toBe(screen.getByTestId('payment-notice'));
    expect(scrolled).toHaveBeenCalled();
  });

  it('3-D Secure failed: the notice is brought into view and focused on a phone', async () => {
    window.history.replaceState(null, '', '/checkout/payment?failed=1');
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPage();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('payment-notice')));
    expect(screen.getByTestId('payment-notice').textContent).toBe(
      'The card could not be authenticated. Try again or change your payment method.',
    );
    expect(scrolled).toHaveBeenCalled();
  });
});

describe('an expired session at Pay', () => {
  it('says the session ended and nothing was charged, keeps the cart and billing data, signs out and opens the sign-in', async () => {
    act(() =>
      authStore.getState().login({
        id: 5,
        email: 'ana@example.pt',
        first_name: 'Ana',
        last_name: 'Lopes',
        user_type: 'CLIENT',
        api_token: 'expired-token',
      } as never),
    );
    act(() => {
      cartStore.getState().setItems([item('a', 3000), item('b', 2000)]);
      cartStore.getState().setBillingData(billing);
    });
    bookingAnswer = { status: 401, body: { status: false, message: 'Unauthenticated.' } };
    await payByCard('4242424242424242');
    expect(await screen.findByTestId('payment-notice')).toBeTruthy();
    expect(screen.getByTestId('payment-notice').textContent).toBe(
      'Your session ended, so nothing was charged. Sign in again to continue: your cart and details are kept.',
    );
    expect(authStore.getState().user).toBeNull();
    expect(authStore.getState().loginModal).toMatchObject({ mode: 'login' });
    expect(cartStore.getState().items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(cartStore.getState().billingData).toEqual(billing);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toastStore.getState().toasts.map((t) => t.message)).not.toContain('Something went wrong');
  });
});

describe('a cart that changed before paying', () => {
  it('a line refused on arrival shows what to do and a way back to the cart, never the pay form', async () => {
    (globalThis.fetch as jest.Mock).mockImplementation(
      fakeServer((url) =>
        url.endsWith('/api/cart')
          ? json({
              status: 422,
              body: {
                status: false,
                errors: { 'items.0': ['This date is sold out. Choose another date or remove this item.'] },
              },
            })
          : json({ status: 404, body: {} }),
      ),
    );
    renderPage();
    expect(
      await screen.findByText(
        'Something in your cart changed: an item cannot be booked as it is. Nothing was charged.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review your cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('sends the total it shows; a cart changed in another tab is refused, says so with the new total, and Pay shows it', async () => {
    bookingAnswer = {
      status: 422,
      body: { status: false, errors: { expected_total_cents: ['Your cart changed: the total is now €70.00.'] } },
    };
    // Another tab raised the first line to 2 people: the server's cart now adds up to 70,00 €.
    const changed = [{ ...item('a', 3000), quantity: 2, total_cents: 5000 }, item('b', 2000)];
    (api.get as jest.Mock).mockImplementation(async (path: string) =>
      path === 'cart'
        ? { ok: true, status: 200, data: serverCart(changed) }
        : { ok: true, status: 200, data: { status: true, content: { sandbox: [] } } },
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Pay €50.00' })).toBeTruthy();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay €50.00' }));
    expect((await screen.findByTestId('payment-notice')).textContent).toBe(
      'Your cart changed: the total is now €70.00. Nothing was charged: check the order and pay again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('payment-notice')));
    const booking = calls.find((c) => c.url.endsWith('/api/bookings'))!.body as Record<string, unknown>;
    expect(booking.expected_total_cents).toBe(5000);
    expect(screen.getByRole('button', { name: 'Pay €70.00' })).toBeTruthy();
    expect(toastStore.getState().toasts.map((t) => t.message)).not.toContain('Something went wrong');
    expect(cartStore.getState().processingPayment).toBe(false);
  });

  it('a booking refused for its lines (sold out, cart empty) says so instead of "Something went wrong"', async () => {
    bookingAnswer = { status: 422, body: { status: false, errors: { items: ['Your cart is empty.'] } } };
    await payByCard('4242424242424242');
    expect(await screen.findByRole('link', { name: 'Review your cart' })).toBeTruthy();
    expect(toastStore.getState().toasts.map((t) => t.message)).not.toContain('Something went wrong');
  });
});

describe('MB WAY countdown (spec §4: 300 s from a stored start)', () => {
  it('counts from the stored start, so a reload does not restart it, and expiry shows when it reaches 0', () => {
    const start = 1_000_000;
    expect(mbwayRemaining(start, start)).toBe(MBWAY_COUNTDOWN_SECONDS);
    expect(mbwayRemaining(start, start + 120_000)).toBe(180);
    expect(mbwayView(undefined, mbwayRemaining(start, start + 120_000))).toBe('pending');
    expect(mbwayView('requires_action', mbwayRemaining(start, start + 300_000))).toBe('expired');
    expect(mbwayView('paid', 0)).toBe('approved');
    expect(mbwayView('failed', 100)).toBe('refused');
    expect(mbwayView('expired', 100)).toBe('expired');
  });
});
