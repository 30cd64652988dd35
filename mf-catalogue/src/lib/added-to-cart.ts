import { toastStore } from '@mp/shared/stores';

/**
 * How long "… is in your cart" stays. Longer than the site's 3 s toasts: it carries the "View cart" link, and a
 * traveller on a phone needs time to read it and reach the link. It also waits while pointed at or focused.
 */
export const ADDED_TO_CART_TOAST_MS = 8000;

/** The confirmation after a line reaches the cart, with its link to the cart. */
export function showAddedToCart(message: string, viewCart: { label: string; href: string }): number {
  return toastStore.getState().show({ message, kind: 'success', action: viewCart, duration: ADDED_TO_CART_TOAST_MS });
}
