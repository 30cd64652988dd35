// POST api/apply-promo-code {code}: the cart priced again with the code; the store remembers the code so a later sync
// applies it again (see sync-cart.ts).
import { useMutation } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import type { Cart, EnvelopeOf } from '@mp/shared/contracts';
import { cartStore } from '@mp/shared/stores';
import { takeCart, type CartResult } from './cart-answer';
import { cartCall } from './checkout-request';
import { checkoutKeys } from './keys';

export async function applyPromoCode(code: string): Promise<CartResult> {
  const result = takeCart(await api.post<EnvelopeOf<Cart>>('apply-promo-code', { code }, cartCall()));
  if (result.ok) cartStore.getState().setPromoCode(result.data.content.promo_code);
  return result;
}

export function useApplyPromoCode() {
  return useMutation({ mutationKey: checkoutKeys.cartWrites, mutationFn: applyPromoCode });
}
