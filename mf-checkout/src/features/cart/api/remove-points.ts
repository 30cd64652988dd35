// POST api/remove-points: the cart priced again with no points spent.
import { useMutation } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import type { Cart, EnvelopeOf } from '@mp/shared/contracts';
import { takeCart, type CartResult } from '../../../shared/api/cart-answer';
import { cartCall } from '../../../shared/api/checkout-request';
import { checkoutKeys } from '../../../shared/api/keys';

export async function removePoints(): Promise<CartResult> {
  return takeCart(await api.post<EnvelopeOf<Cart>>('remove-points', {}, cartCall()));
}

export function useRemovePoints() {
  return useMutation({ mutationKey: checkoutKeys.cartWrites, mutationFn: removePoints });
}
