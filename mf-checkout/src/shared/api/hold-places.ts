// POST api/cart/hold (docs/adr/022): the places of the cart kept for this traveller from the personal-data step on. A
// live hold keeps its end. The answer goes to the hold store (shared/hold/hold-store.ts) with the server's clock; a 422
// names each line that cannot be held (`items.N`).
import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@mp/shared/api';
import type { CartHold, EnvelopeOf } from '@mp/shared/contracts';
import { holdStore } from '../hold/hold-store';
import { cartCall } from './checkout-request';
import { checkoutKeys } from './keys';

type HoldResult = ApiResult<EnvelopeOf<CartHold>>;

/**
 * A hold call runs beside what the traveller does (on arrival at a step, after a refused payment): its failure shows
 * in the countdown, never as a toast, and an ended session is left to the step's own next call (Pay says so and opens
 * the sign-in there), not opened from under the traveller by a background call.
 */
const holdCall = () => ({ ...cartCall({ silent: true }), onUnauthorized: () => undefined });

function take(result: HoldResult, receivedAt: number): HoldResult {
  if (result.ok) {
    const hold = result.data.content;
    holdStore.setState({ state: { hold, skewMs: Date.parse(hold.now) - receivedAt, refused: null } });
  } else if (result.status === 422 && Object.keys(result.errors).some((field) => /^items\.\d+$/.test(field))) {
    holdStore.setState({ state: { hold: null, skewMs: 0, refused: result.errors } });
  }
  return result;
}

export async function holdPlaces(): Promise<HoldResult> {
  const result = await api.post<EnvelopeOf<CartHold>>('cart/hold', {}, holdCall());
  return take(result, Date.now());
}

export function useHoldPlaces() {
  return useMutation({ mutationKey: checkoutKeys.cartWrites, mutationFn: holdPlaces });
}
