// GET api/super/website/pages/{slug}/{lang}: one static page in one language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, StaticPageSlug, SuperWebsitePage, WebsiteLanguage } from '@mp/shared/contracts';
import { websiteKeys } from './keys';

export async function getWebsitePage(
  slug: StaticPageSlug,
  language: WebsiteLanguage,
  signal?: AbortSignal,
): Promise<SuperWebsitePage> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<SuperWebsitePage>>(`/super/website/pages/${slug}/${language}`, { signal })),
  );
}

export const websitePageQueryOptions = (slug: StaticPageSlug, language: WebsiteLanguage) =>
  queryOptions({
    queryKey: websiteKeys.page(slug, language),
    queryFn: ({ signal }) => getWebsitePage(slug, language, signal),
  });

export function useWebsitePage(slug: StaticPageSlug, language: WebsiteLanguage) {
  return useQuery(websitePageQueryOptions(slug, language));
}
