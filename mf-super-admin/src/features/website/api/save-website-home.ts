// POST api/super/website/home/{lang} {title, subtitle, default_picture?}: the hero's words of one language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SuperWebsiteHome, WebsiteHomeBody, WebsiteLanguage } from '@mp/shared/contracts';
import { websiteKeys } from './keys';

export async function saveWebsiteHome({
  language,
  ...body
}: WebsiteHomeBody & { language: WebsiteLanguage }): Promise<SuperWebsiteHome> {
  return contentOf(unwrap(await api.post<EnvelopeOf<SuperWebsiteHome>>(`/super/website/home/${language}`, body)));
}

export function useSaveWebsiteHome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWebsiteHome,
    onSuccess: () => client.invalidateQueries({ queryKey: websiteKeys.home() }),
  });
}
