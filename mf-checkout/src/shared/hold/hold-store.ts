// The checkout hold as this tab last learnt it (docs/adr/022): the server's answer with the difference between the
// server's clock and this device's, so the countdown follows the server's `expires_at` even when the device's clock is
// wrong, or the lines it refused to hold. Written by every hold call (shared/api/hold-places.ts); dropped when the
// sign-in changes, as the places belong to the cart of one user.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { on } from '@mp/shared/bus';
import type { CartHold } from '@mp/shared/contracts';

export interface HoldState {
  /** The server's last answer; null when it refused to hold (see `refused`). */
  hold: CartHold | null;
  /** Server clock minus this device's clock when the answer arrived, in ms. */
  skewMs: number;
  /** The 422 field map of a refused hold: `items.N` names each line whose places are gone, and why. */
  refused: Record<string, string[]> | null;
}

export const holdStore = createStore<{ state: HoldState | null }>(() => ({ state: null }));

on('auth:changed', () => holdStore.setState({ state: null }));

export function useHoldState(): HoldState | null {
  return useStore(holdStore, (s) => s.state);
}
