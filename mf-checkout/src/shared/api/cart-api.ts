// The cart calls of spec §7 ("Cart and checkout"). The server re-prices everything: its `content.items` overwrite the
// store (spec §7) and its whole answer (discounts, points, total) is kept in the shared queryClient under CART_QUERY_KEY.
import { api, queryClient, writeCartToken, type ApiResult } from '@mp/shared/api';
import type { Cart, CartItem as WireCartItem, CartItemInput, EnvelopeOf } from '@mp/shared/contracts';
import { i18n } from '@mp/shared/i18n';
import { cartStore, toastStore, type CartItem } from '@mp/shared/stores';
import { cartCall } from './checkout-request';

export const CART_QUERY_KEY = ['checkout', 'cart'] as const;

/** What the server needs of a store item; display fields are ignored by it, so they are not sent. */
export function toCartInput(item: CartItem): CartItemInput {
  const extra = item as CartItem & { vehicle_id?: number | null; gift_card_value_cents?: number | null };
  return {
    id: item.id,
    service_id: item.service_id,
    ...(extra.vehicle_id ? { vehicle_id: extra.vehicle_id } : {}),
    date: item.date,
    time: item.time,
    quantity: item.quantity,
    // docs/adr/023: a party split by age is sent as its bands; the server prices each and answers the split again.
    ...(item.ages ? { adults: item.ages.adults, children: item.ages.children } : {}),
    ...(extra.gift_card_value_cents ? { gift_card_value_cents: extra.gift_card_value_cents } : {}),
    notes: item.notes,
  };
}

/** A server line as the store keeps it (vehicle and gift value ride along so the next sync sends them back). */
export function fromWireItem(item: WireCartItem): CartItem {
  return { ...item, kind: item.kind as CartItem['kind'] };
}

/** Take a successful cart answer: token, items (authoritative), promo code and points as the server applied them. */
export function acceptCart(cart: Cart): Cart {
  writeCartToken(cart.cart_token);
  const store = cartStore.getState();
  store.setItems(cart.items.map(fromWireItem));
  store.setUsedPoints(cart.usedPoints);
  queryClient.setQueryData(CART_QUERY_KEY, cart);
  return cart;
}

type CartResult = ApiResult<EnvelopeOf<Cart>>;

async function take(result: CartResult): Promise<CartResult> {
  if (result.ok) acceptCart(result.data.content);
  return result;
}

export async function applyPromoCode(code: string): Promise<CartResult> {
  const result = await take(await api.post<EnvelopeOf<Cart>>('apply-promo-code', { code }, cartCall()));
  if (result.ok) cartStore.getState().setPromoCode(result.data.content.promo_code);
  return result;
}

export async function removePromoCode(): Promise<CartResult> {
  const result = await take(await api.post<EnvelopeOf<Cart>>('remove-promo-code', {}, cartCall()));
  if (result.ok) cartStore.getState().setPromoCode(null);
  return result;
}

export async function applyPoints(points: number): Promise<CartResult> {
  return take(await api.post<EnvelopeOf<Cart>>('apply-points', { points }, cartCall()));
}

export async function removePoints(): Promise<CartResult> {
  return take(await api.post<EnvelopeOf<Cart>>('remove-points', {}, cartCall()));
}

/**
 * POST /api/cart with the store's items (spec §7): the answer overwrites the store; a promo code the customer applied
 * earlier is applied again when the server cart does not carry it (a new guest cart, a cart merged at login).
 */
export async function syncCart(): Promise<CartResult> {
  const { items, notes, promo_code } = cartStore.getState();
  const result = await take(
    await api.post<EnvelopeOf<Cart>>(
      'cart',
      { items: items.map(toCartInput), total_price: cartStore.getState().total_price / 100, notes },
      cartCall(),
    ),
  );
  if (result.ok && promo_code && result.data.content.promo_code !== promo_code && items.length > 0) {
    const again = await applyPromoCode(promo_code);
    if (!again.ok) cartStore.getState().setPromoCode(null);
    return again.ok ? again : result;
  }
  return result;
}

/** GET /api/cart: the server's copy (used to bring the items back when the customer changes payment method). */
export async function fetchServerCart(): Promise<CartResult> {
  const result = await take(await api.get<EnvelopeOf<Cart>>('cart', cartCall()));
  // A failed read is only logged by the shared client; here the customer is waiting for their items, so say so.
  if (!result.ok && result.status !== 401) {
    toastStore
      .getState()
      .show({ message: i18n.t('app.operationFailed', { ns: 'common' }), kind: 'error', position: 'top-right' });
  }
  return result;
}
