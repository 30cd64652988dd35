// The cart as the server last priced it (spec §7): every cart write (POST api/cart, the promo code and points calls)
// answers the whole cart with its discounts, points and total, and the steps after the cart show that answer. It is
// the answer of a write, not a read, so it is kept here rather than in the query cache; like the cache, it belongs to
// one user and is dropped when the sign-in changes.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { on } from '@mp/shared/bus';
import type { Cart } from '@mp/shared/contracts';

export const pricedCartStore = createStore<{ cart: Cart | null }>(() => ({ cart: null }));

on('auth:changed', () => pricedCartStore.setState({ cart: null }));

export function usePricedCart(): Cart | null {
  return useStore(pricedCartStore, (s) => s.cart);
}
