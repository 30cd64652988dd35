// The URL as React state, without react-router hooks: react-router is not a shared module (tools/mf-build
// NOT_SHARED), so the <BrowserRouter> that @mp/shared/remote renders comes from the host's copy and this
// bundle's hooks would not see its context. popstate + single-spa's routing event cover every navigation.
import { useMemo, useSyncExternalStore } from 'react';
import { navigateTo } from '@mp/shared/ui';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/** Current pathname and query string; re-renders on every navigation. */
export function useUrl(): { pathname: string; search: string } {
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
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
