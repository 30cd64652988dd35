// POST api/super/transfer-quotes/{id}/answer (a priced offer mailed to the customer) and
// GET api/super/transfer-quotes/partners (the partners and vehicles the answer may offer, with suggested prices).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type {
  EnvelopeOf,
  TransferQuoteAnswerBody,
  TransferQuoteOffer,
  TransferQuotePartner,
} from '@mp/shared/contracts';
import { bookingKeys } from '../../../shared/booking-items/api/keys';

export async function answerQuoteRequest({
  id,
  ...body
}: TransferQuoteAnswerBody & { id: number }): Promise<TransferQuoteOffer> {
  return contentOf(unwrap(await api.post<EnvelopeOf<TransferQuoteOffer>>(`/super/transfer-quotes/${id}/answer`, body)));
}

export function useAnswerQuoteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerQuoteRequest,
    onSettled: () => client.invalidateQueries({ queryKey: [...bookingKeys.all, 'quotes'] }),
  });
}

/** The partners and vehicles, each with the price its route prices give this request's trip (the form's suggestion). */
export function useQuotePartners(enabled: boolean, requestId: number) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'quote-partners', requestId] as const,
    queryFn: async ({ signal }) =>
      contentOf(
        unwrap(
          await api.get<EnvelopeOf<TransferQuotePartner[]>>('/super/transfer-quotes/partners', {
            signal,
            searchParams: { request_id: requestId },
          }),
        ),
      ),
    enabled,
  });
}

export async function closeQuoteRequest({
  id,
  reason,
}: {
  id: number;
  reason: string;
}): Promise<{ id: number; status: 'closed' }> {
  return contentOf(
    unwrap(
      await api.post<EnvelopeOf<{ id: number; status: 'closed' }>>(`/super/transfer-quotes/${id}/close`, { reason }),
    ),
  );
}

export function useCloseQuoteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeQuoteRequest,
    onSettled: () => client.invalidateQueries({ queryKey: [...bookingKeys.all, 'quotes'] }),
  });
}
