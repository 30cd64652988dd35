// What makes a shared `api` call a checkout call. A guest's server cart is found by an opaque token in the
// X-Cart-Token header (shared/src/contracts/cart.ts), sent as a per-call header; a 401 in the middle of checkout signs
// out but keeps the cart (sessionEnded) instead of the default log-out-and-go-home.
import { cartTokenHeaders, type WriteOptions } from '@mp/shared/api';
import { i18n } from '@mp/shared/i18n';
import { authStore, cartStore, toastStore } from '@mp/shared/stores';

/**
 * The sign-in expired in the middle of checkout: sign out as logout does, but keep what the
 * customer chose (cart, notes, promo code, billing data, method) and ask them to sign in again right here.
 */
export function sessionEnded(): void {
  const { items, notes, promo_code, billingData, paymentMethod } = cartStore.getState();
  authStore.getState().logout();
  const store = cartStore.getState();
  store.setItems(items);
  store.setNotes(notes);
  store.setPromoCode(promo_code);
  store.setBillingData(billingData);
  store.setPaymentMethod(paymentMethod);
  toastStore
    .getState()
    .show({ message: i18n.t('session.ended', { ns: 'checkout' }), kind: 'info', position: 'top-right' });
  authStore.getState().openLoginModal('login', window.location.pathname + window.location.search);
}

/** Options of a cart call: the guest's cart token (when there is one) and checkout's 401 handling, plus `options`. */
export function cartCall(options: WriteOptions = {}): WriteOptions {
  return { ...options, headers: { ...options.headers, ...cartTokenHeaders() }, onUnauthorized: sessionEnded };
}
