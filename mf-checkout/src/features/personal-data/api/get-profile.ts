// GET api/user/{id}: the account as saved now (another device or an earlier checkout may have changed it since this
// login), to prefill the billing form. Read afresh on every visit to the step.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf } from '@mp/shared/api';
import type { EnvelopeOf, User } from '@mp/shared/contracts';
import { personalDataKeys } from './keys';

export async function getProfile(userId: number, signal?: AbortSignal): Promise<User | null> {
  const result = await api.get<EnvelopeOf<User>>(`user/${userId}`, signal ? { signal } : {});
  return result.ok ? contentOf(result.data) : null;
}

export const profileQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: personalDataKeys.profile(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
    staleTime: 0,
  });

/** Nothing is read for a guest. */
export function useProfile(userId: number | null) {
  return useQuery({ ...profileQueryOptions(userId ?? 0), enabled: userId !== null });
}
