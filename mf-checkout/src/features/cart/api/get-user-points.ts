// GET api/user-points: the signed-in customer's points balance, offered on the cart.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, UserPoints } from '@mp/shared/contracts';
import { cartKeys } from './keys';

export async function getUserPoints(signal?: AbortSignal): Promise<UserPoints> {
  return contentOf(unwrap(await api.get<EnvelopeOf<UserPoints>>('user-points', signal ? { signal } : {})));
}

export const userPointsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: cartKeys.userPoints(userId), queryFn: ({ signal }) => getUserPoints(signal) });

export function useUserPoints(userId: number) {
  return useQuery(userPointsQueryOptions(userId));
}
