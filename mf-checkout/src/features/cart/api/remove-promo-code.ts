// POST api/remove-promo-code: the cart priced again without its code.
import { useMutation } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import type { Cart, EnvelopeOf } from '@mp/shared/contracts';
import { cartStore } from '@mp/shared/stores';
import { takeCart, type CartResult } from '../../../shared/api/cart-answer';
import { cartCall } from '../../../shared/api/checkout-request';
import { checkoutKeys } from '../../../shared/api/keys';

export async function removePromoCode(): Promise<CartResult> {
  const result = takeCart(await api.post<EnvelopeOf<Cart>>('remove-promo-code', {}, cartCall()));
  if (result.ok) cartStore.getState().setPromoCode(null);
  return result;
}

export function useRemovePromoCode() {
  return useMutation({ mutationKey: checkoutKeys.cartWrites, mutationFn: removePromoCode });
}
