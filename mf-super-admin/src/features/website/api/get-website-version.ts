// GET api/super/website/home/{lang}/versions/{id} and api/super/website/pages/{slug}/{lang}/versions/{id}: one saved
// version with its text.
import { queryOptions } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, WebsiteHomeVersion, WebsitePageVersion } from '@mp/shared/contracts';
import { versionedPath, websiteKeys, type VersionedText } from './keys';

export type WebsiteVersion = WebsiteHomeVersion | WebsitePageVersion;

export async function getWebsiteVersion(
  text: VersionedText,
  id: number,
  signal?: AbortSignal,
): Promise<WebsiteVersion> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<WebsiteVersion>>(`${versionedPath(text)}/versions/${id}`, { signal })),
  );
}

export const websiteVersionQueryOptions = (text: VersionedText, id: number) =>
  queryOptions({
    queryKey: websiteKeys.version(text, id),
    queryFn: ({ signal }) => getWebsiteVersion(text, id, signal),
  });
