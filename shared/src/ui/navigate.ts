import { useSyncExternalStore } from 'react';

/**
 * Client-side navigation that every router on the page notices: single-spa and react-router both
 * listen to popstate, so a push followed by a popstate event moves the whole page.
 */
export function navigateTo(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** Whether a click on a link should stay in the page (plain left click on a same-origin link). */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/**
 * Calls `onChange` on every client-side navigation (popstate, which `navigateTo` dispatches too, and
 * single-spa's routing event); returns the unsubscribe. The store subscription of URL hooks.
 */
export function subscribeToNavigation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const pathnameSnapshot = () => window.location.pathname;

/** `window.location.pathname` as React state, re-rendering on every client-side navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribeToNavigation, pathnameSnapshot, pathnameSnapshot);
}
