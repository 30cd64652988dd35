// The empty cart in the HTML (ADR 027). `/cart` is drawn by script from the visitor's own cart, which lives in this
// browser (spec §9), so its largest paint waited for every script of the page (LCP 2.9 s at Lighthouse's 4×, 3.1 s at
// 8×). A first visit's cart is empty, and what an empty cart says is known in advance: the gateway draws it in the HTML
// (api-gateway/src/pages/app-skeleton.ts), hidden, and the few lines of `emptyCartScript`, inlined in the head, show it
// when this browser's cart is certainly empty. Checkout's cart page then draws its own empty state in the same place
// and size (e2e/tests/cart-first-paint.spec.ts compares the two), so nothing moves when React takes over.
// The words are the common namespace's `emptyCart.*`; the links go to EMPTY_CART_LINK_IDS.
import { CART_LOCAL_KEY, PENDING_PAYMENT_KEY } from '../domain';
import { palette } from '../ui/palette';

/** Where an empty cart sends the traveller: the main categories, as on the home (the first one is the primary button). */
export const EMPTY_CART_LINK_IDS = ['experiences', 'transfers', 'gift-cards'] as const;

/** Set on `<html>` by emptyCartScript when the stored cart is certainly empty. */
export const EMPTY_CART_ATTRIBUTE = 'data-mp-cart-empty';

/**
 * The inline script: marks the page when the stored cart has no lines and no payment waits in another tab (the two
 * cases where the cart page shows its empty state). Anything it cannot read for sure (a cart it cannot parse, a
 * pending payment that may have lapsed) leaves the empty state hidden: the page then draws whatever it draws, never a
 * wrong "empty" first. Never throws.
 */
export function emptyCartScript(): string {
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  return (
    `(function(){try{var s=localStorage,c=s.getItem(${json(CART_LOCAL_KEY)}),v=c===null?{items:[]}:JSON.parse(c);` +
    `if(v&&Array.isArray(v.items)&&v.items.length===0&&s.getItem(${json(PENDING_PAYMENT_KEY)})===null)` +
    `document.documentElement.setAttribute(${json(EMPTY_CART_ATTRIBUTE)},"")}catch(e){}})()`
  );
}

/**
 * The server-drawn empty cart's CSS, scoped to its own classes: the values of checkout's EmptyState (shared/ui Panel,
 * LinkButton) in the page frame, measured, so both renderings have the same boxes. Hidden unless the script marked
 * the page.
 */
export const EMPTY_CART_CSS = [
  '.mp-sk-cart-status{min-height:1em;margin:16px 0}',
  `.mp-sk-empty{display:none;padding:24px;border-radius:8px;background:${palette.surfaceAlt};text-align:center}`,
  `html[${EMPTY_CART_ATTRIBUTE}] .mp-sk-empty{display:block}`,
  '.mp-sk-empty h2{margin:0 0 8px;font-size:1.2rem}',
  `.mp-sk-empty p{margin:0 0 16px;color:${palette.muted}}`,
  '.mp-sk-empty nav{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:12px}',
  '.mp-sk-empty nav a{display:flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:8px 16px;' +
    `border:2px solid ${palette.primary};border-radius:8px;background:${palette.surface};color:${palette.primary};font-weight:600;text-decoration:none}`,
  `.mp-sk-empty nav a.primary{border-color:transparent;background:${palette.primary};color:${palette.primaryText}}`,
].join('');
