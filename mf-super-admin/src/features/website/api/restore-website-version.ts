// POST api/super/website/home/{lang}/versions/{id}/restore and api/super/website/pages/{slug}/{lang}/versions/{id}/restore:
// saves a version's text as the current one (a new version).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SuperWebsiteHome, SuperWebsitePage } from '@mp/shared/contracts';
import { versionedPath, websiteKeys, type VersionedText } from './keys';

export async function restoreWebsiteVersion({
  text,
  id,
}: {
  text: VersionedText;
  id: number;
}): Promise<SuperWebsiteHome | SuperWebsitePage> {
  return contentOf(
    unwrap(
      await api.post<EnvelopeOf<SuperWebsiteHome | SuperWebsitePage>>(
        `${versionedPath(text)}/versions/${id}/restore`,
        {},
      ),
    ),
  );
}

export function useRestoreWebsiteVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreWebsiteVersion,
    onSuccess: async (saved, { text }) => {
      if (text.kind === 'page')
        client.setQueryData(websiteKeys.page(text.slug, text.language), saved as SuperWebsitePage);
      await Promise.all([
        client.invalidateQueries({ queryKey: websiteKeys.versions(text) }),
        client.invalidateQueries({
          queryKey: text.kind === 'home' ? websiteKeys.home() : websiteKeys.pages(),
          exact: true,
        }),
      ]);
    },
  });
}
