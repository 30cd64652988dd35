// GET api/user-points (spec §7): balance, what it is worth, the rates and the ledger (newest first).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, UserPoints } from '@mp/shared/contracts';

export const pointsKeys = {
  all: ['user-panel', 'user-points'] as const,
  of: (userId: number) => [...pointsKeys.all, userId] as const,
};

export async function fetchUserPoints(signal?: AbortSignal): Promise<UserPoints> {
  return unwrap(await api.get<EnvelopeOf<UserPoints>>('user-points', signal ? { signal } : {})).content;
}

export const userPointsQuery = (userId: number) =>
  queryOptions({ queryKey: pointsKeys.of(userId), queryFn: ({ signal }) => fetchUserPoints(signal) });

export function useUserPoints(userId: number | null) {
  return useQuery({ ...userPointsQuery(userId ?? 0), enabled: userId !== null }, queryClient);
}
