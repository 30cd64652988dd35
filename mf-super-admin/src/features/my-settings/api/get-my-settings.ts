// GET api/super/me/settings: the signed-in staff member's own mail choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, StaffSettings } from '@mp/shared/contracts';
import { mySettingsKeys } from './keys';

export async function getMySettings(signal?: AbortSignal): Promise<StaffSettings> {
  return contentOf(unwrap(await api.get<EnvelopeOf<StaffSettings>>('/super/me/settings', { signal })));
}

export const mySettingsQueryOptions = () =>
  queryOptions({ queryKey: mySettingsKeys.all, queryFn: ({ signal }) => getMySettings(signal) });

export function useMySettings() {
  return useQuery(mySettingsQueryOptions());
}
