// POST api/super/website/home/{lang}/picture (multipart: file): the hero's picture of one language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SuperWebsiteHome, WebsiteLanguage } from '@mp/shared/contracts';
import { websiteKeys } from './keys';

export async function uploadWebsiteHero({
  language,
  file,
}: {
  language: WebsiteLanguage;
  file: File;
}): Promise<SuperWebsiteHome> {
  const data = new FormData();
  data.append('file', file);
  return contentOf(
    unwrap(await api.post<EnvelopeOf<SuperWebsiteHome>>(`/super/website/home/${language}/picture`, data)),
  );
}

export function useUploadWebsiteHero() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadWebsiteHero,
    onSuccess: () => client.invalidateQueries({ queryKey: websiteKeys.home() }),
  });
}
