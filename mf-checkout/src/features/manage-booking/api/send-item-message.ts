// POST api/bookings/manage/messages: the guest writes to the partner of one item; the answer is the conversation as
// it now stands, shown at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, ManagedBookingChat } from '@mp/shared/contracts';
import { manageKeys } from './keys';

export interface SendItemMessageInput {
  token: string;
  itemId: number;
  message: string;
}

export async function sendItemMessage({ token, itemId, message }: SendItemMessageInput): Promise<ManagedBookingChat> {
  return contentOf(
    unwrap(
      await api.post<EnvelopeOf<ManagedBookingChat>>('bookings/manage/messages', { token, item_id: itemId, message }),
    ),
  );
}

export function useSendItemMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendItemMessage,
    onSuccess: (answer, input) => client.setQueryData(manageKeys.messages(input.token, input.itemId), answer),
  });
}
