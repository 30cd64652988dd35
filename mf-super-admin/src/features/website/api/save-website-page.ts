// POST api/super/website/pages/{slug}/{lang} {title, description, body, based_on_version}. A 409 (someone saved a
// newer version first) reads the page again, so the editor can offer the latest text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, contentOf, unwrap } from '@mp/shared/api';
import type {
  EnvelopeOf,
  StaticPageSlug,
  SuperWebsitePage,
  WebsiteLanguage,
  WebsitePageBody,
} from '@mp/shared/contracts';
import { websiteKeys } from './keys';

export async function saveWebsitePage({
  slug,
  language,
  ...body
}: WebsitePageBody & { slug: StaticPageSlug; language: WebsiteLanguage }): Promise<SuperWebsitePage> {
  return contentOf(
    unwrap(await api.post<EnvelopeOf<SuperWebsitePage>>(`/super/website/pages/${slug}/${language}`, body)),
  );
}

export function useSaveWebsitePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWebsitePage,
    onSuccess: (page) => {
      client.setQueryData(websiteKeys.page(page.slug, page.language), page);
      return client.invalidateQueries({ queryKey: websiteKeys.pages(), exact: true });
    },
    onError: (error, { slug, language }) => {
      if (error instanceof ApiError && error.status === 409)
        return client.invalidateQueries({ queryKey: websiteKeys.page(slug, language), exact: true });
    },
  });
}
