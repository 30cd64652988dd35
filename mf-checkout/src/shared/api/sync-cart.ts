// POST api/cart with the store's items (spec §7): the answer overwrites the store; a promo code the customer applied
// earlier is applied again when the server cart does not carry it (a new guest cart, a cart merged at login).
import { useMutation } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import type { Cart, EnvelopeOf } from '@mp/shared/contracts';
import { cartStore } from '@mp/shared/stores';
import { applyPromoCode } from './apply-promo-code';
import { takeCart, toCartInput, type CartResult } from './cart-answer';
import { cartCall } from './checkout-request';
import { checkoutKeys } from './keys';

export async function syncCart(): Promise<CartResult> {
  const { items, notes, promo_code } = cartStore.getState();
  const result = takeCart(
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

export function useSyncCart() {
  return useMutation({ mutationKey: checkoutKeys.cartWrites, mutationFn: syncCart });
}
