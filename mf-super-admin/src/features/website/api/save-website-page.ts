// POST api/super/website/pages/{slug}/{lang} {title, description, body}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
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
  });
}
