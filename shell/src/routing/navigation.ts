// The shell's side of the URL: current path as a React value, and in-app navigation through
// single-spa (which patches pushState and re-evaluates activity functions).
import { useSyncExternalStore, type MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { subscribeToNavigation } from '@mp/shared/ui';

export function useLocationKey(): string {
  return useSyncExternalStore(subscribeToNavigation, () => window.location.pathname + window.location.search + window.location.hash);
}

export function usePathname(): string {
  useLocationKey();
  return window.location.pathname;
}

export function navigate(url: string): void {
  navigateToUrl(url);
}

/** onClick for in-app links: plain clicks navigate without a reload, modified clicks keep browser behaviour. */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}
