// What the cart calls of spec §7 ("Cart and checkout") send and how their answer is taken. The server re-prices
// everything: its `content.items` overwrite the store (spec §7) and its whole answer (discounts, points, total) is the
// priced cart the order summary shows.
import { writeCartToken, type ApiResult } from '@mp/shared/api';
import type { Cart, CartItem as WireCartItem, CartItemInput, EnvelopeOf } from '@mp/shared/contracts';
import { cartStore, type CartItem } from '@mp/shared/stores';
import { pricedCartStore } from '../priced-cart';

export type CartResult = ApiResult<EnvelopeOf<Cart>>;

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
function fromWireItem(item: WireCartItem): CartItem {
  return { ...item, kind: item.kind as CartItem['kind'] };
}

/** Take a successful cart answer: token, items (authoritative), promo code and points as the server applied them. */
function acceptCart(cart: Cart): Cart {
  writeCartToken(cart.cart_token);
  const store = cartStore.getState();
  store.setItems(cart.items.map(fromWireItem));
  store.setUsedPoints(cart.usedPoints);
  pricedCartStore.setState({ cart });
  return cart;
}

/** Every cart call's answer goes through here: a success replaces the store's cart and the priced cart. */
export function takeCart(result: CartResult): CartResult {
  if (result.ok) acceptCart(result.data.content);
  return result;
}
