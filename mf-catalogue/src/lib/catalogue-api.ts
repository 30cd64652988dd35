// Catalogue reads (spec §7 "Catalogue") as react-query hooks. Every key carries the locale: text comes back in
// the request's Accept-Language, so a locale switch must refetch.
import { useDeferredValue } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, unwrap, type SearchParams } from '@mp/shared/api';
import type {
  Category,
  Locale,
  CityServices,
  EnvelopeOf,
  FilterCounts,
  LatestComment,
  PageOf,
  PlatformCountry,
  ServiceCard,
  ServiceDetail,
  ValueRange,
} from '@mp/shared/contracts';
import { useLocale } from '@mp/shared/stores';

export async function getContent<T>(path: string, searchParams?: SearchParams, signal?: AbortSignal): Promise<T> {
  const data = unwrap(
    await api.get<EnvelopeOf<T>>(path, { ...(searchParams ? { searchParams } : {}), ...(signal ? { signal } : {}) }),
  );
  return data.content;
}

/**
 * A catalogue read whose new data renders in a transition. react-query announces results through
 * useSyncExternalStore, which React must render at once: a page of cards would be one long task on a
 * slow phone. The deferred value lets that urgent render keep the previous data (cheap: nothing
 * changes) and draws the new data in interruptible 5 ms slices right after.
 */
function useContent<T>(
  key: string,
  path: string,
  params?: SearchParams,
  enabled = true,
  keepPrevious = false,
): UseQueryResult<T> {
  const query = useContentQuery<T>(key, path, params, enabled, keepPrevious);
  const data = useDeferredValue(query.data);
  return data === query.data ? query : ({ ...query, data } as UseQueryResult<T>);
}

/** A catalogue read's query (key, fetcher, freshness): what its hook asks for, and what a prefetch fills. */
export function contentQuery<T>(key: string, path: string, params: SearchParams | undefined, locale: Locale) {
  return {
    queryKey: ['catalogue', key, locale, path, params ?? null],
    queryFn: ({ signal }: { signal: AbortSignal }) => getContent<T>(path, params, signal),
    staleTime: 60_000,
  };
}

function useContentQuery<T>(
  key: string,
  path: string,
  params: SearchParams | undefined,
  enabled: boolean,
  keepPrevious: boolean,
): UseQueryResult<T> {
  const locale = useLocale();
  return useQuery<T>({
    ...contentQuery<T>(key, path, params, locale),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

export const useSection = (section: 'sponsored' | 'weekly-deals' | 'trending' | 'most-recent', params?: SearchParams) =>
  useContent<PageOf<ServiceCard>>('section', `/services/${section}`, params);
export const useByCities = (params?: SearchParams) =>
  useContent<CityServices[]>('by-cities', '/services/by-cities', params);
export const useLatestComments = (params?: SearchParams) =>
  useContent<PageOf<LatestComment>>('latest-comments', '/latest-comments', params);
export const useServices = (params: SearchParams, enabled = true) =>
  useContent<PageOf<ServiceCard>>('services', '/services', params, enabled, true);
export const useFilterCounts = (params: SearchParams) =>
  useContent<FilterCounts>('filter-counts', '/services-count-filter-options', params, true, true);
export const usePriceRange = (params: SearchParams) =>
  useContent<ValueRange>('price-range', '/services-filtrable-price-range', params);
export const useSeatRange = (enabled: boolean) =>
  useContent<ValueRange>('seat-range', '/transfers-filtrable-number-of-seats', undefined, enabled);
export const useCategories = (enabled = true) =>
  useContent<Category[]>('categories', '/categories', undefined, enabled);
export const usePlatformCountries = () => useContent<PlatformCountry[]>('countries', '/platformcountries');
export const useService = (slug: string) =>
  useContent<ServiceDetail>('service', `/services/${encodeURIComponent(slug)}`);
export const useSuggested = (slug: string) =>
  useContent<PageOf<ServiceCard>>('suggested', `/services/suggested/${encodeURIComponent(slug)}`);
export { useContent };
