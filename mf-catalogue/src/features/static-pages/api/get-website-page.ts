// GET api/website/pages/{slug}: a static page's title, description and body (page markup) in the page's language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaticPageSlug, WebsitePage } from '@mp/shared/contracts';
import type { Locale } from '@mp/shared/routes';
import { useLocale } from '@mp/shared/stores';
import { getContent } from '../../../lib/catalogue-api';

export const websitePageQueryOptions = (slug: StaticPageSlug, locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', 'website-page', locale, slug],
    queryFn: ({ signal }) => getContent<WebsitePage>(`/website/pages/${slug}`, undefined, signal),
    staleTime: 60_000,
  });

export function useWebsitePage(slug: StaticPageSlug) {
  return useQuery(websitePageQueryOptions(slug, useLocale()));
}
