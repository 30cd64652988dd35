// GET api/super/chat/inbox/{id}/bookings: the customer's booking items, beside the conversation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { ChatCustomerBooking, EnvelopeOf } from '@mp/shared/contracts';
import { inboxKeys } from './keys';

export async function getCustomerBookings(chatId: number, signal?: AbortSignal): Promise<ChatCustomerBooking[]> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<ChatCustomerBooking[]>>(`/super/chat/inbox/${chatId}/bookings`, { signal })),
  );
}

export const customerBookingsQueryOptions = (chatId: number) =>
  queryOptions({ queryKey: inboxKeys.bookings(chatId), queryFn: ({ signal }) => getCustomerBookings(chatId, signal) });

export function useCustomerBookings(chatId: number) {
  return useQuery(customerBookingsQueryOptions(chatId));
}
