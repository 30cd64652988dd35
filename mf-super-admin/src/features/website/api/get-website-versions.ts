// GET api/super/website/home/{lang}/versions and api/super/website/pages/{slug}/{lang}/versions: a text's saved
// versions, newest first (20 a page).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { ContentVersionSummary, EnvelopeOf, PageOf } from '@mp/shared/contracts';
import { versionedPath, websiteKeys, type VersionedText } from './keys';

export async function getWebsiteVersions(
  text: VersionedText,
  page: number,
  signal?: AbortSignal,
): Promise<PageOf<ContentVersionSummary>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<ContentVersionSummary>>>(`${versionedPath(text)}/versions`, {
        searchParams: { page },
        signal,
      }),
    ),
  );
}

export const websiteVersionsQueryOptions = (text: VersionedText, page: number) =>
  queryOptions({
    queryKey: websiteKeys.versionList(text, page),
    queryFn: ({ signal }) => getWebsiteVersions(text, page, signal),
    placeholderData: keepPreviousData,
  });
