// GET api/bookings/manage/messages: the guest's conversation with the partner of one item of the link's booking. Read
// again every 15 s while shown (a guest has no chat socket), so the partner's reply appears on the page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, ManagedBookingChat } from '@mp/shared/contracts';
import { manageKeys } from './keys';

const REREAD_MS = 15_000;

export async function getItemMessages(
  token: string,
  itemId: number,
  signal?: AbortSignal,
): Promise<ManagedBookingChat> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<ManagedBookingChat>>(`bookings/manage/messages?item_id=${itemId}`, {
        headers: { 'x-manage-token': token },
        ...(signal ? { signal } : {}),
      }),
    ),
  );
}

export const itemMessagesQueryOptions = (token: string, itemId: number) =>
  queryOptions({
    queryKey: manageKeys.messages(token, itemId),
    queryFn: ({ signal }) => getItemMessages(token, itemId, signal),
    refetchInterval: REREAD_MS,
    retry: false,
  });

export function useItemMessages(token: string, itemId: number) {
  return useQuery(itemMessagesQueryOptions(token, itemId));
}
