// GET api/bookings/manage: the guest booking of a "Manage booking" link, with its items as My bookings shows them.
// The token travels in the x-manage-token header, never in a URL the servers log.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { ClientBooking, EnvelopeOf } from '@mp/shared/contracts';
import { manageKeys } from './keys';

export async function getManagedBooking(token: string, signal?: AbortSignal): Promise<ClientBooking> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<ClientBooking>>('bookings/manage', {
        headers: { 'x-manage-token': token },
        ...(signal ? { signal } : {}),
      }),
    ),
  );
}

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: manageKeys.booking(token),
    queryFn: ({ signal }) => getManagedBooking(token, signal),
    retry: false,
  });

export function useManagedBooking(token: string | null) {
  return useQuery({ ...managedBookingQueryOptions(token ?? ''), enabled: token !== null });
}
