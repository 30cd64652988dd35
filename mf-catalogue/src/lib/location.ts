// The URL (path and query) as React state, without a router library (ADR 007): the page itself is picked by
// @mp/shared/remote from the route table; these hooks read the query string the listings keep their state in.
import { useMemo, useSyncExternalStore } from 'react';
import { navigateTo, subscribeToNavigation } from '@mp/shared/ui';

const snapshot = () => window.location.pathname + window.location.search;

/** Current pathname and query string; re-renders on every navigation. */
export function useUrl(): { pathname: string; search: string } {
  const key = useSyncExternalStore(subscribeToNavigation, snapshot, snapshot);
  const index = key.indexOf('?');
  return index === -1 ? { pathname: key, search: '' } : { pathname: key.slice(0, index), search: key.slice(index) };
}

export function usePathname(): string {
  return useUrl().pathname;
}

/** The query string as URLSearchParams plus a setter that pushes a history entry (back/forward restore it). */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>) => void] {
  const { pathname, search } = useUrl();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: URLSearchParams | Record<string, string>) => {
    const qs = new URLSearchParams(next).toString();
    const target = qs ? `${pathname}?${qs}` : pathname;
    if (target !== pathname + search) navigateTo(target);
  };
  return [params, set];
}
