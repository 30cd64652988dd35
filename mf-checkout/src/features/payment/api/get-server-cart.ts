// GET api/cart: the server's copy of the open cart, taken as the cart calls' answers are (the store's items and the
// priced cart). Used to bring the items back when the customer changes payment method, and to show the new total
// after the server refused a cart that changed.
import { api } from '@mp/shared/api';
import type { Cart, EnvelopeOf } from '@mp/shared/contracts';
import { i18n } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { takeCart, type CartResult } from '../../../shared/api/cart-answer';
import { cartCall } from '../../../shared/api/checkout-request';

export async function fetchServerCart(): Promise<CartResult> {
  const result = takeCart(await api.get<EnvelopeOf<Cart>>('cart', cartCall()));
  // A failed read is only logged by the shared client; here the customer is waiting for their items, so say so.
  if (!result.ok && result.status !== 401) {
    toastStore
      .getState()
      .show({ message: i18n.t('app.operationFailed', { ns: 'common' }), kind: 'error', position: 'top-right' });
  }
  return result;
}
