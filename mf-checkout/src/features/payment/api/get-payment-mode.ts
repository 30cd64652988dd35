// GET api/payments/mode: which methods run on their sandbox and which go through Stripe. Read once per visit and
// shared by the sandbox notice and the card step.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PaymentMode } from '@mp/shared/contracts';
import { paymentKeys } from './keys';

export async function getPaymentMode(signal?: AbortSignal): Promise<PaymentMode> {
  return contentOf(unwrap(await api.get<EnvelopeOf<PaymentMode>>('payments/mode', signal ? { signal } : {})));
}

export const paymentModeQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.mode, queryFn: ({ signal }) => getPaymentMode(signal), staleTime: Infinity });

export function usePaymentMode(): PaymentMode | undefined {
  return useQuery(paymentModeQueryOptions()).data;
}
