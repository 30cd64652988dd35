import { lazy } from 'react';
import type { RemoteAppOptions } from '@mp/shared/remote';
import { CheckoutProviders } from './providers';

/**
 * Cart and checkout (spec §2). Each step is its own chunk: a visitor on /cart does not download the payment
 * forms, and the purchase-complete page does not carry the cart.
 */
export const appOptions: RemoteAppOptions = {
  name: 'mf-checkout',
  namespace: 'checkout',
  // Only the page's language is downloaded; the other when the visitor switches (docs/adr/053).
  resources: {
    en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
    pt: () => import(/* webpackChunkName: "locale-pt" */ '../locales/pt.json'),
  },
  providers: CheckoutProviders,
  pages: {
    cart: lazy(() => import('../features/cart/cart-page')),
    'checkout-personal-data': lazy(() => import('../features/personal-data/personal-data-page')),
    'checkout-payment': lazy(() => import('../features/payment/payment-page')),
    'purchase-complete': lazy(() => import('../features/purchase-complete/purchase-complete-page')),
    'booking-voucher': lazy(() => import('../features/voucher/voucher-page')),
    'booking-manage': lazy(() => import('../features/manage-booking/manage-booking-page')),
    'transfer-offer': lazy(() => import('../features/transfer-offer/transfer-offer-page')),
  },
};
