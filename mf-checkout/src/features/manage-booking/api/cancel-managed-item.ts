// POST api/bookings/manage/cancel: one item of the link's booking, cancelled as its customer would — refunded inside
// the free-cancellation window; past it only once the guest confirmed a cancellation without a refund.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { BookingItem, ClientBooking, EnvelopeOf } from '@mp/shared/contracts';
import { manageKeys } from './keys';

export interface CancelManagedInput {
  token: string;
  itemId: number;
  /** The guest confirmed that nothing comes back (the item is past its free-cancellation window). */
  withoutRefund: boolean;
}

export interface ManagedCancel {
  cancelled: BookingItem;
  booking: ClientBooking;
}

export async function cancelManagedItem({ token, itemId, withoutRefund }: CancelManagedInput): Promise<ManagedCancel> {
  return contentOf(
    unwrap(
      await api.post<EnvelopeOf<ManagedCancel>>('bookings/manage/cancel', {
        token,
        item_id: itemId,
        ...(withoutRefund ? { without_refund: true } : {}),
      }),
    ),
  );
}

export function useCancelManagedItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelManagedItem,
    // The answer is the booking as it now stands: shown at once, no second read.
    onSuccess: (answer, input) => client.setQueryData(manageKeys.booking(input.token), answer.booking),
  });
}
