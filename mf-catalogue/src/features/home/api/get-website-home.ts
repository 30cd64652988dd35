// GET api/website/home: the home hero's title, subtitle and picture in the page's language (edited in the back
// office). On a first load the gateway has already drawn the hero from the same answer and inlined it
// (window.__MP_DATA__['website-home']), so the first commit uses it and makes no call: no waterfall before the LCP.
// For a later, in-app visit the answer is asked for ahead (app/lifecycles.ts when the remote mounts, the home route's
// prefetch in app/app-options.ts, the other language's once the home is shown), so the home finds its words cached.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@mp/shared/routes';
import type { EnvelopeOf, WebsiteHome } from '@mp/shared/contracts';
import { api, unwrap } from '@mp/shared/api';
import { useLocale } from '@mp/shared/stores';

declare global {
  interface Window {
    /** API answers the gateway drew the page's first paint from (api-gateway/src/pages/home-hero.ts). */
    __MP_DATA__?: Record<string, unknown>;
  }
}

/** The gateway's inlined hero when it is in `locale` (a locale switch asks the API). */
export function inlinedHome(locale: Locale): WebsiteHome | undefined {
  const data =
    typeof window === 'undefined'
      ? undefined
      : (window.__MP_DATA__?.['website-home'] as Partial<WebsiteHome> | undefined);
  return data && data.language === locale && typeof data.title === 'string' && typeof data.image_url === 'string'
    ? (data as WebsiteHome)
    : undefined;
}

/**
 * The words change only when staff save them (and a save shows on the next page load anyway, ADR 021): an answer is
 * fresh for ten minutes, and kept for the whole visit (two small entries at most), so coming back to the home, even
 * after a while elsewhere, draws the words at once instead of waiting for them again.
 */
export const WEBSITE_HOME_STALE_MS = 10 * 60_000;

export const websiteHomeQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', 'website-home', locale],
    // The language is the key's, not the store's: a prefetch may ask for the other one.
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<EnvelopeOf<WebsiteHome>>('/website/home', { signal, headers: { 'Accept-Language': locale } }),
      ).content,
    initialData: () => inlinedHome(locale),
    staleTime: WEBSITE_HOME_STALE_MS,
    gcTime: Infinity,
  });

export function useWebsiteHome() {
  return useQuery(websiteHomeQueryOptions(useLocale()));
}

/** Asks for the hero in `locale` unless a fresh answer is cached (the inlined one counts); failures are the page's. */
export function prefetchWebsiteHome(client: QueryClient, locale: Locale): Promise<void> {
  return client.prefetchQuery(websiteHomeQueryOptions(locale));
}

/**
 * `prefetchWebsiteHome` once the browser is idle (at the latest after 2 s), so it does not compete with the current
 * page's own calls. Returns a cancel.
 */
export function prefetchWebsiteHomeWhenIdle(client: QueryClient, locale: Locale): () => void {
  const run = () => void prefetchWebsiteHome(client, locale);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
