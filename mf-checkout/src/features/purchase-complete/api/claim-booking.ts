// POST api/bookings/claim {reference, token}: a guest booking moved into the signed-in account (the API checks that the
// account's address is the booking's). The token is the one of the confirmation mail's "add to your account" link.
import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@mp/shared/api';
import type { ClaimedBooking, EnvelopeOf } from '@mp/shared/contracts';

export function claimBooking(input: {
  reference: string;
  token: string;
}): Promise<ApiResult<EnvelopeOf<ClaimedBooking>>> {
  return api.post<EnvelopeOf<ClaimedBooking>>('bookings/claim', input);
}

export function useClaimBooking() {
  return useMutation({ mutationFn: claimBooking });
}
