// GET api/super/website/home: the home hero in both languages, and who saved each last.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SuperWebsiteHome } from '@mp/shared/contracts';
import { websiteKeys } from './keys';

export async function getWebsiteHome(signal?: AbortSignal): Promise<SuperWebsiteHome[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<SuperWebsiteHome[]>>('/super/website/home', { signal })));
}

export const websiteHomeQueryOptions = () =>
  queryOptions({ queryKey: websiteKeys.home(), queryFn: ({ signal }) => getWebsiteHome(signal) });

export function useWebsiteHome() {
  return useQuery(websiteHomeQueryOptions());
}
