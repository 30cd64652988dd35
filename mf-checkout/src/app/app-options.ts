import type { RemoteAppOptions } from '@mp/shared/remote';
import { CartPage } from '../features/cart/cart-page';
import en from '../locales/en.json';
import pt from '../locales/pt.json';

/** Cart and checkout (spec §2): /cart shows the real cart from cartStore; the checkout steps are frames. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-checkout',
  namespace: 'checkout',
  resources: { en, pt },
  pages: { cart: CartPage },
};
