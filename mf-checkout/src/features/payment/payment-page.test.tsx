import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mbwayRemaining, MBWAY_COUNTDOWN_SECONDS } from '@mp/shared/domain';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { cartStore, toastStore, type CartItem } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderScreen } from '../../test-support/render';
import { mbwayView } from './components/mbway-status';
import { PaymentPage } from './payment-page';

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
const billing = { first_name: 'Ana', last_name: 'Lopes', phone: '912000001', email: 'ana@example.pt', country: 'pt', city: 'Lisboa', address: 'Rua', zipcode: '1100', vatnumber: '' };

function serverCart(items: CartItem[]) {
  const total = items.reduce((s, i) => s + i.total_cents - i.discount_cents, 0);
  return { status: true, content: { cart_token: 'guest-token-abcdefghijklmnop', items, subtotal_cents: total, discounts: { price_cents: 0, promo_cents: 0, points_cents: 0 }, total_price: total, total: (total / 100).toFixed(2), promo_code: null, usedPoints: 0, notes: '', available_points: null } };
}

type Answer = { status: number; body: unknown };
let bookingAnswer: Answer;
let calls: { url: string; body: unknown; headers: Record<string, string> }[];

function json(answer: Answer): Response {
  return { ok: answer.status < 400, status: answer.status, text: () => Promise.resolve(JSON.stringify(answer.body)) } as unknown as Response;
}

function renderPage(): void {
  renderScreen(<PaymentPage route={route} params={{}} title="Payment" />);
}

const created = (method: string, payment: Record<string, unknown>) => ({
  status: true,
  content: { booking_id: 9, reference: 'MP-9', booking_status: 'waiting_payment', total_cents: 5000, discount_cents: 0, points_used: 0, clear_cart: method !== 'card', payment: { id: 1, method, status: 'requires_action', amount_cents: 5000, currency: 'EUR', expires_at: null, ...payment } },
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  calls = [];
  act(() => {
    cartStore.getState().clear();
    toastStore.getState().clear();
    cartStore.getState().setItems([item('a', 3000), item('b', 2000)]);
    cartStore.getState().setBillingData(billing);
  });
  globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
    const body: unknown = init.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, body, headers: init.headers as Record<string, string> });
    if (url.endsWith('/api/cart')) return Promise.resolve(json({ status: 200, body: serverCart(cartStore.getState().items) }));
    if (url.endsWith('/api/bookings')) return Promise.resolve(json(bookingAnswer));
    return Promise.resolve(json({ status: 404, body: {} }));
  }) as unknown as typeof fetch;
});

async function payByCard(number: string) {
  renderPage();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('/checkout/payment (spec §3 payment form, §4, §5, §8, §9)', () => {
  it('sends the card number as digits only, shows the brand, and never keeps it in a store or storage', async () => {
    bookingAnswer = { status: 200, body: created('card', { status: 'paid', card: { brand: 'visa', last4: '4242', challenge_url: null, decline_reason: null } }) };
    renderPage();
    await user.type(screen.getByLabelText('Card number'), '4242 4242-4242 4242');
    expect(screen.getByText('Card type: Visa')).toBeTruthy();
    const everywhere = () => JSON.stringify(cartStore.getState()) + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(everywhere()).not.toContain('4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/bookings'))).toBe(true));
    const booking = calls.find((c) => c.url.endsWith('/api/bookings'))!.body as Record<string, unknown>;
    expect(booking).toMatchObject({ payment_method: 'card', card_number: '4242424242424242', first_name: 'Ana', email: 'ana@example.pt', billingData: billing });
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
    expect(dialog.textContent).toContain('Operation could not be completed. Please try again or change your payment method.');
  });

  it('processing blocks a second submit', async () => {
    let release: (r: Response) => void = () => undefined;
    bookingAnswer = { status: 200, body: created('card', { status: 'paid' }) };
    renderPage();
    (globalThis.fetch as jest.Mock).mockImplementation((url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null, headers: {} });
      if (url.endsWith('/api/bookings')) return new Promise<Response>((resolve) => (release = resolve));
      return Promise.resolve(json({ status: 200, body: serverCart(cartStore.getState().items) }));
    });
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
    bookingAnswer = { status: 200, body: created('mbway', { mbway: { request_id: 'r1', phone: '351#912000003', started_at: started, expires_at: started, countdown_seconds: 300 } }) };
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'MB WAY' }));
    const phone = screen.getByLabelText('MB WAY phone number');
    await user.clear(phone);
    await user.type(phone, '912000003');
    expect((phone as HTMLInputElement).value).toBe('912 000 003');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(cartStore.getState().items).toHaveLength(0));
    const booking = calls.find((c) => c.url.endsWith('/api/bookings'))!.body as Record<string, unknown>;
    expect(booking.customer_phone).toBe('351#912000003');
    expect(cartStore.getState().mbwayStartedAt).toBe(Date.parse(started));
    expect(JSON.parse(sessionStorage.getItem('mp.cart.payment') ?? '{}').mbwayStartedAt).toBe(Date.parse(started));
    // Billing data is kept so another method can be tried.
    expect(cartStore.getState().billingData).toEqual(billing);
    expect(screen.getByText(/We sent a payment request to 912 000 003/)).toBeTruthy();
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
