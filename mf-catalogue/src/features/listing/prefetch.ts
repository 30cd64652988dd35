// The first screen of /experiences, /wellness and /category/{slug}, asked for while the listing's code loads: the page
// then renders once, with its cards, filters and price range, instead of once per answer as each arrives.
import { queryClient } from '@mp/shared/api';
import { matchRoute } from '@mp/shared/routes';
import { localeStore } from '@mp/shared/stores';
import type { ServiceKind } from '@mp/shared/contracts';
import { prefetchListing } from '../../components/listing/listing-reads';
import { contentQuery } from '../../lib/catalogue-api';
import { DEFAULT_ORDER, parseListingQuery, type ListingBase } from '../../lib/listing-query';

/** The kind the route fixes: /experiences lists experiences, /wellness wellness, a category every kind in it. */
export function experiencesKind(routeId: string): ServiceKind | undefined {
  return routeId === 'wellness' ? 'wellness' : routeId === 'experiences' ? 'experience' : undefined;
}

/** Resolves once the current URL's listing data is in the cache (at once on another page); never rejects. */
export async function prefetchExperiences(): Promise<void> {
  const match = matchRoute(window.location.pathname);
  const id = match?.route.id;
  if (!match || (id !== 'experiences' && id !== 'wellness' && id !== 'category')) return;
  const slug = id === 'category' ? match.params.slug : undefined;
  const kind = experiencesKind(id);
  const base: ListingBase = { ...(kind ? { kind } : {}), ...(slug ? { category: slug } : {}) };
  const { locale } = localeStore.getState();
  const state = parseListingQuery(new URLSearchParams(window.location.search), DEFAULT_ORDER);
  await Promise.all([
    prefetchListing(queryClient, locale, state, base),
    // A category's heading is its name.
    slug ? queryClient.prefetchQuery(contentQuery('categories', '/categories', undefined, locale)) : undefined,
  ]);
}
