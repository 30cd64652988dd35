// GET api/website/home: the home hero's title, subtitle and picture in the page's language (edited in the back
// office). On a first load the gateway has already drawn the hero from the same answer and inlined it
// (window.__MP_DATA__['website-home']), so the first commit uses it and makes no call: no waterfall before the LCP.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@mp/shared/routes';
import type { WebsiteHome } from '@mp/shared/contracts';
import { useLocale } from '@mp/shared/stores';
import { getContent } from '../../../lib/catalogue-api';

declare global {
  interface Window {
    /** API answers the gateway drew the page's first paint from (api-gateway/src/pages/home-hero.ts). */
    __MP_DATA__?: Record<string, unknown>;
  }
}

/** The gateway's inlined hero when it is in `locale` (a locale switch asks the API). */
export function inlinedHome(locale: Locale): WebsiteHome | undefined {
  const data = typeof window === 'undefined' ? undefined : (window.__MP_DATA__?.['website-home'] as Partial<WebsiteHome> | undefined);
  return data && data.language === locale && typeof data.title === 'string' && typeof data.image_url === 'string' ? (data as WebsiteHome) : undefined;
}

export const websiteHomeQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', 'website-home', locale],
    queryFn: ({ signal }) => getContent<WebsiteHome>('/website/home', undefined, signal),
    initialData: () => inlinedHome(locale),
    staleTime: 60_000,
  });

export function useWebsiteHome() {
  return useQuery(websiteHomeQueryOptions(useLocale()));
}
