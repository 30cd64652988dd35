// The checkout hold (docs/adr/022; API `POST|GET /api/cart/hold`, `POST /api/cart/hold/release`): the places of the cart
// kept for this traveller from the personal-data step on. The answer is kept in the shared queryClient under
// HOLD_QUERY_KEY with the difference between the server's clock and this device's, so the countdown follows the
// server's `expires_at` even when the device's clock is wrong.
import { api, queryClient, type ApiResult } from '@mp/shared/api';
import type { CartHold, EnvelopeOf } from '@mp/shared/contracts';
import { cartCall } from '../api/checkout-request';

export const HOLD_QUERY_KEY = ['checkout', 'hold'] as const;

export interface HoldState {
  /** The server's last answer; null when it refused to hold (see `refused`). */
  hold: CartHold | null;
  /** Server clock minus this device's clock when the answer arrived, in ms. */
  skewMs: number;
  /** The 422 field map of a refused hold: `items.N` names each line whose places are gone, and why. */
  refused: Record<string, string[]> | null;
}

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
    queryClient.setQueryData<HoldState>(HOLD_QUERY_KEY, {
      hold,
      skewMs: Date.parse(hold.now) - receivedAt,
      refused: null,
    });
  } else if (result.status === 422 && Object.keys(result.errors).some((field) => /^items\.\d+$/.test(field))) {
    queryClient.setQueryData<HoldState>(HOLD_QUERY_KEY, { hold: null, skewMs: 0, refused: result.errors });
  }
  return result;
}

/** Holds the cart's places (a live hold keeps its end). A 422 names each line that cannot be held (`items.N`). */
export async function holdPlaces(): Promise<HoldResult> {
  const result = await api.post<EnvelopeOf<CartHold>>('cart/hold', {}, holdCall());
  return take(result, Date.now());
}
