// The guest's server cart is found by an opaque token kept in localStorage beside the cart (spec §9: the cart lives
// in local storage) and sent in the X-Cart-Token header: by the checkout's cart calls, and by the service page's
// availability so a traveller's own checkout hold shows as theirs (ADR 022).
// From domain, not contracts: the contracts bring TypeBox, which must stay out of every page's first load.
import { CART_TOKEN_HEADER } from '../domain/constants';

export const CART_TOKEN_KEY = 'mp.cart.token';

export function readCartToken(): string | null {
  try {
    return window.localStorage.getItem(CART_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Keep the token the server answered; null (a logged-in user's cart) forgets it — the guest cart was merged. */
export function writeCartToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(CART_TOKEN_KEY, token);
    else window.localStorage.removeItem(CART_TOKEN_KEY);
  } catch {
    // storage unavailable: the cart works for this page only
  }
}

/** The X-Cart-Token header of this browser's guest cart, or none. */
export function cartTokenHeaders(): Record<string, string> {
  const token = readCartToken();
  return token ? { [CART_TOKEN_HEADER]: token } : {};
}
