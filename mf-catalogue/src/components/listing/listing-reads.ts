// The reads a listing's first screen shows (a page of cards, the filters' counts, the price range), named once so the
// screen's hooks and the prefetch that runs while the listing's code loads ask for the same queries.
import type { QueryClient } from '@tanstack/react-query';
import type { SearchParams } from '@mp/shared/api';
import type { FilterCounts, PageOf, ServiceCard, ValueRange } from '@mp/shared/contracts';
import type { Locale } from '@mp/shared/routes';
import { contentQuery } from '../../lib/catalogue-api';
import { filterParams, listParams, type ListingBase, type ListingState } from '../../lib/listing-query';

export const PER_PAGE = 12;

export interface ListingReads {
  services: SearchParams;
  counts: SearchParams;
  range: SearchParams;
}

export function listingReads(state: ListingState, base: ListingBase): ListingReads {
  return {
    services: listParams(state, base, PER_PAGE),
    counts: filterParams(state, base),
    range: {
      kind: base.kind ?? undefined,
      category: base.category ?? state.category ?? undefined,
      q: base.q || undefined,
    },
  };
}

export const servicesQuery = (params: SearchParams, locale: Locale) =>
  contentQuery<PageOf<ServiceCard>>('services', '/services', params, locale);
export const filterCountsQuery = (params: SearchParams, locale: Locale) =>
  contentQuery<FilterCounts>('filter-counts', '/services-count-filter-options', params, locale);
export const priceRangeQuery = (params: SearchParams, locale: Locale) =>
  contentQuery<ValueRange>('price-range', '/services-filtrable-price-range', params, locale);

/**
 * Fills the cache with a listing's first screen, all three reads at once; resolves when they have answered (a failed
 * read included: the screen's own query then shows the error and its retry).
 */
export async function prefetchListing(
  client: QueryClient,
  locale: Locale,
  state: ListingState,
  base: ListingBase,
): Promise<void> {
  const reads = listingReads(state, base);
  await Promise.all([
    client.prefetchQuery(servicesQuery(reads.services, locale)),
    client.prefetchQuery(filterCountsQuery(reads.counts, locale)),
    client.prefetchQuery(priceRangeQuery(reads.range, locale)),
  ]);
}
