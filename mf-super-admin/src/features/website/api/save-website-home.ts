// POST api/super/website/home/{lang} {title, subtitle, default_picture?, based_on_version}: the hero's words of one
// language. A 409 (someone saved a newer version first) reads the hero again, so the editor can offer the latest.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, contentOf, unwrap } from '@mp/shared/api';
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
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        return client.invalidateQueries({ queryKey: websiteKeys.home() });
    },
  });
}
