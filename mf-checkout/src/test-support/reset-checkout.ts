import { queryClient } from '@mp/shared/api';
import { holdStore } from '../shared/hold/hold-store';
import { pricedCartStore } from '../shared/priced-cart';

/** Between screen tests: no cached reads, no priced cart, no hold left from the test before. */
export function resetCheckout(): void {
  queryClient.clear();
  pricedCartStore.setState({ cart: null });
  holdStore.setState({ state: null });
}
