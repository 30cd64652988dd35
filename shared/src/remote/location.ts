// The current pathname as React state, without a router: popstate and single-spa's routing event
// cover every navigation (`navigateTo` of @mp/shared/ui dispatches popstate after pushState).
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const pathnameSnapshot = () => window.location.pathname;

/** `window.location.pathname`, re-rendering on every client-side navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, pathnameSnapshot, pathnameSnapshot);
}
