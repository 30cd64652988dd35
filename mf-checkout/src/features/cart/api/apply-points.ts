// POST api/apply-points {points}: the cart priced again with that many of the customer's points spent on it.
import { useMutation } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import type { Cart, EnvelopeOf } from '@mp/shared/contracts';
import { takeCart, type CartResult } from '../../../shared/api/cart-answer';
import { cartCall } from '../../../shared/api/checkout-request';
import { checkoutKeys } from '../../../shared/api/keys';

export async function applyPoints(points: number): Promise<CartResult> {
  return takeCart(await api.post<EnvelopeOf<Cart>>('apply-points', { points }, cartCall()));
}

export function useApplyPoints() {
  return useMutation({ mutationKey: checkoutKeys.cartWrites, mutationFn: applyPoints });
}
