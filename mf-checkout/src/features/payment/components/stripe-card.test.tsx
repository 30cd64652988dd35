/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// Card on Stripe: the payment step asks for no card digits, books, then mounts Stripe's Payment Element (Stripe.js
// loaded from the URL the API gives, on this step only) and confirms the card there (docs/adr/037).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@mp/shared/api';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { cartStore, toastStore, type CartItem } from '@mp/shared/stores';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { jsonResponse, readCall, type FakeCall } from '../../../test-support/fake-fetch';
import { renderScreen } from '../../../test-support/render';
import { resetCheckout } from '../../../test-support/reset-checkout';
import PaymentPage from '../payment-page';

addResources('checkout', { en, pt });
jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null });
const route = routes.find((r) => r.id === 'checkout-payment')!;
const JS_URL = 'http://127.0.0.1:12111/v3/';

const item: CartItem = {
  id: 'a',
  service_id: 1,
  service_slug: 'x',
  kind: 'experience',
  name: 'Tour a',
  image_url: null,
  date: '2030-01-10',
  time: '10:00',
  quantity: 1,
  unit_price_cents: 5000,
  total_cents: 5000,
  discount_cents: 0,
  free_cancellation: 0,
  cancellation_policy: 0,
  notes: {},
};
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
const stripeState = { client_secret: 'pi_1_secret_2', publishable_key: 'pk_test_abcdefgh', js_url: JS_URL };

let calls: FakeCall[];
let confirmResult: { error?: { type: string; code: string; message: string }; paymentIntent?: { status: string } };
const mounted: HTMLElement[] = [];
const confirmed: unknown[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetCheckout();
  calls = [];
  mounted.length = 0;
  confirmed.length = 0;
  confirmResult = { paymentIntent: { status: 'succeeded' } };
  jest.spyOn(api, 'get').mockImplementation(async (path: string) =>
    path === 'payments/mode'
      ? {
          ok: true,
          status: 200,
          data: {
            status: true,
            content: {
              sandbox: [],
              stripe: { methods: ['card', 'mbway'], publishable_key: 'pk_test_abcdefgh', js_url: JS_URL },
            },
          },
        }
      : { ok: false, status: 404, body: null, errors: {} },
  );
  act(() => {
    cartStore.getState().clear();
    toastStore.getState().clear();
    cartStore.getState().setItems([item]);
    cartStore.getState().setBillingData(billing);
  });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { call, ready } = readCall(input, init);
    calls.push(call);
    await ready;
    if (call.url.endsWith('/api/bookings')) {
      return jsonResponse(200, {
        status: true,
        content: {
          booking_id: 9,
          reference: 'MP-9',
          booking_status: 'waiting_payment',
          total_cents: 5000,
          discount_cents: 0,
          points_used: 0,
          clear_cart: false,
          payment: {
            id: 1,
            method: 'card',
            status: 'requires_action',
            amount_cents: 5000,
            currency: 'EUR',
            expires_at: null,
            stripe: stripeState,
          },
        },
      });
    }
    return jsonResponse(404, {});
  }) as unknown as typeof fetch;
  // What Stripe.js defines once its script has loaded (the script itself is not fetched in jsdom: see below).
  (window as unknown as { Stripe: unknown }).Stripe = (key: string) => ({
    elements: (opts: { clientSecret: string }) => ({
      create: () => ({
        mount: (el: HTMLElement) => mounted.push(el),
        on: (_e: string, handler: () => void) => setTimeout(handler, 0),
        destroy: () => undefined,
      }),
      opts,
      key,
    }),
    confirmPayment: async (options: unknown) => {
      confirmed.push(options);
      return confirmResult;
    },
  });
});

/** jsdom does not run external scripts: the test says when Stripe.js "loaded". */
async function stripeJsLoads() {
  const script = await waitFor(() => {
    const s = document.head.querySelector<HTMLScriptElement>(`script[src="${JS_URL}"]`);
    if (!s) throw new Error('Stripe.js not requested');
    return s;
  });
  act(() => void script.dispatchEvent(new Event('load')));
}

it('books without card digits, mounts the Payment Element and confirms the card with Stripe.js', async () => {
  renderScreen(<PaymentPage route={route} params={{}} title="Payment" />);
  expect(await screen.findByTestId('stripe-card-next')).toBeTruthy();
  expect(screen.queryByLabelText('Card number')).toBeNull();
  expect(document.head.querySelector(`script[src="${JS_URL}"]`)).toBeNull();
  await user.click(screen.getByRole('button', { name: /^Pay / }));
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/bookings'))).toBe(true));
  const body = calls.find((c) => c.url.endsWith('/api/bookings'))!.body as Record<string, unknown>;
  expect(body.payment_method).toBe('card');
  expect(body).not.toHaveProperty('card_number');

  await stripeJsLoads();
  await waitFor(() => expect(mounted).toHaveLength(1));
  expect(mounted[0]?.dataset.testid).toBe('stripe-payment-element');
  const pay = await screen.findByTestId('stripe-pay');
  await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
  await user.click(pay);
  await waitFor(() => expect(confirmed).toHaveLength(1));
  expect(confirmed[0]).toMatchObject({
    redirect: 'if_required',
    confirmParams: { return_url: expect.stringMatching(/\/purchase-complete\?.*id=9/) },
  });
});

it('a declined card says so and offers a fresh start', async () => {
  confirmResult = { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
  renderScreen(<PaymentPage route={route} params={{}} title="Payment" />);
  await screen.findByTestId('stripe-card-next');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
  await stripeJsLoads();
  const pay = await screen.findByTestId('stripe-pay');
  await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
  await user.click(pay);
  expect((await screen.findByTestId('stripe-error')).textContent).toBe('Your card was declined.');
  expect(screen.getByRole('button', { name: 'Try again or choose another method' })).toBeTruthy();
});
