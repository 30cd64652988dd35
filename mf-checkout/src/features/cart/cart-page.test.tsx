/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@mp/shared/api';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { cartStore, type CartItem } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { jsonResponse, readCall, type FakeCall } from '../../test-support/fake-fetch';
import { renderScreen } from '../../test-support/render';
import { CART_TOKEN_KEY } from '../checkout-api/checkout-request';
import { CartPage } from './cart-page';

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

type Body = { items?: { id: string; quantity: number }[]; code?: string };
let calls: FakeCall<Body>[];
/** The id of a line the fake server refuses as sold out, or null. */
let soldOut: string | null;
/** A fake server that prices at its own unit price (so the answer visibly differs from what the client held). */
const SERVER_UNIT = 2600;

const answer = jsonResponse;

function cartAnswer(items: { id: string; quantity: number }[], promo: string | null = null) {
  const lines = items.map((i) => item(i.id, i.id === 'a' ? 'Sintra day tour' : 'Douro cruise', SERVER_UNIT, i.quantity, i.id === 'a' ? { free_cancellation: 1, cancellation_policy: 24 } : {}));
  const total = lines.reduce((s, l) => s + l.total_cents, 0);
  return { status: true, content: { cart_token: 'guest-token-abcdefghijklmnopqrstu', items: lines, subtotal_cents: total, discounts: { price_cents: 0, promo_cents: 0, points_cents: 0 }, total_price: total, total: (total / 100).toFixed(2), promo_code: promo, usedPoints: 0, notes: '', available_points: null } };
}

function renderCart(): void {
  renderScreen(<CartPage route={route} params={{}} title="Cart" />, queryClient);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  queryClient.clear();
  localStorage.clear();
  calls = [];
  soldOut = null;
  window.history.replaceState(null, '', '/cart');
  act(() => cartStore.getState().clear());
  let lastItems: { id: string; quantity: number }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { call, ready } = readCall<Body>(input, init);
    calls.push(call);
    await ready;
    const body = (call.body ??= {});
    const url = call.url;
    if (url.endsWith('/api/cart')) {
      if (soldOut && body.items?.some((i) => i.id === soldOut)) {
        const index = body.items.findIndex((i) => i.id === soldOut);
        return Promise.resolve(answer(422, { status: false, errors: { [`items.${index}`]: ['This date is sold out. Choose another date or remove this item.'] } }));
      }
      lastItems = body.items ?? [];
      return Promise.resolve(answer(200, cartAnswer(lastItems)));
    }
    if (url.endsWith('/api/apply-promo-code')) return Promise.resolve(answer(422, { status: false, errors: { code: ['This promo code does not exist.'] } }));
    return Promise.resolve(answer(404, {}));
  }) as unknown as typeof fetch;
});

describe('/cart (spec §3 cart, §4, §7, §9)', () => {
  it('says the cart is empty when it is, without calling the server', () => {
    renderCart();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('syncs with POST /api/cart on arrival: the server prices are authoritative and its guest token is kept', async () => {
    act(() => cartStore.getState().setItems([item('a', 'Sintra day tour', 2500), item('b', 'Douro cruise', 1500, 1)]));
    renderCart();
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toContain('78.00'));
    expect(calls[0]?.body.items?.map((i) => i.id)).toEqual(['a', 'b']);
    expect(cartStore.getState().items.map((i) => i.unit_price_cents)).toEqual([SERVER_UNIT, SERVER_UNIT]);
    expect(localStorage.getItem(CART_TOKEN_KEY)).toBe('guest-token-abcdefghijklmnopqrstu');
    // Free-cancellation text only when both values are above 0; otherwise the site.cart key's text (spec §4/§8).
    expect(screen.getByText('Free cancellation up to 24 hours before the start.')).toBeTruthy();
    expect(screen.getByText('Free cancellation is not available for this booking.')).toBeTruthy();
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

  it('a line the server refuses says what to do and blocks Continue until it is removed (issue 15 defect 1)', async () => {
    soldOut = 'a';
    act(() => cartStore.getState().setItems([item('a', 'Sintra day tour', 2500), item('b', 'Douro cruise', 1500, 1)]));
    renderCart();
    await waitFor(() => expect(screen.getByTestId('line-error').textContent).toContain('This date is sold out. Choose another date or remove this item.'));
    expect(screen.getByRole('link', { name: 'Choose another date for Sintra day tour' }).getAttribute('href')).toBe('/x');
    expect(screen.getByTestId('cart-blocked').textContent).toBe('One item in your cart cannot be booked as it is. Change it or remove it to continue.');
    const next = screen.getByRole('button', { name: 'Continue to checkout' });
    expect(next.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove Sintra day tour from the cart' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to checkout' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('cart-blocked')).toBeNull();
  });

  it('one click on Continue right after typing a note saves the note and continues (issue 15 defect 9)', async () => {
    act(() => cartStore.getState().setItems([item('a', 'Sintra day tour', 2500)]));
    renderCart();
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(screen.getByLabelText('Anything the partner should know'), 'Vegetarian lunch');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/personal-data'));
    expect(calls.at(-1)?.body).toMatchObject({ notes: 'Vegetarian lunch' });
  });

  it('has every en string in pt', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(pt).sort()).toEqual(keys(en).sort());
  });
});
