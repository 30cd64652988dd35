// GET api/super/website/pages: every static page with its title in both languages and its last save.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SuperWebsitePageSummary } from '@mp/shared/contracts';
import { websiteKeys } from './keys';

export async function getWebsitePages(signal?: AbortSignal): Promise<SuperWebsitePageSummary[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<SuperWebsitePageSummary[]>>('/super/website/pages', { signal })));
}

export const websitePagesQueryOptions = () =>
  queryOptions({ queryKey: websiteKeys.pages(), queryFn: ({ signal }) => getWebsitePages(signal) });

export function useWebsitePages() {
  return useQuery(websitePagesQueryOptions());
}
