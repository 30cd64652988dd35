// POST api/super/manual-bookings: a GIFT booking for any customer by e-mail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, ManualBookingBody, ManualBookingCreated } from '@mp/shared/contracts';
import { bookingKeys } from '../../../shared/booking-items/api/keys';

export async function createManualBooking(body: ManualBookingBody): Promise<ManualBookingCreated> {
  return contentOf(unwrap(await api.post<EnvelopeOf<ManualBookingCreated>>('/super/manual-bookings', body)));
}

export function useCreateManualBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createManualBooking,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
