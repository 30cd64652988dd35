// GET api/transfer-offers/{token}: the priced offer our staff mailed in answer to a transfer quote request. A booked or
// expired offer answers 410 with the server's own words, which the page shows as they are.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import type { EnvelopeOf, TransferQuoteOffer } from '@mp/shared/contracts';
import { checkoutKeys } from '../../../shared/api/keys';

/** The offer, or why the server will not sell it (its message; null when it gave none). */
export type LoadedOffer = { offer: TransferQuoteOffer } | { refused: string | null };

const messageOf = (body: unknown): string | null =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : null;

export async function fetchTransferOffer(token: string, signal?: AbortSignal): Promise<LoadedOffer> {
  const result = await api.get<EnvelopeOf<TransferQuoteOffer>>(`transfer-offers/${encodeURIComponent(token)}`, {
    ...(signal ? { signal } : {}),
  });
  return result.ok ? { offer: result.data.content } : { refused: messageOf(result.body) };
}

/** Keyed by language too: the server words the offer and its refusal in the request's language. */
export const transferOfferQueryOptions = (token: string, locale: string) =>
  queryOptions({
    queryKey: [...checkoutKeys.all, 'transfer-offer', token, locale] as const,
    queryFn: ({ signal }) => fetchTransferOffer(token, signal),
    retry: false,
  });

/** Nothing is read without a token. */
export function useTransferOffer(token: string, locale: string) {
  return useQuery({ ...transferOfferQueryOptions(token, locale), enabled: token.length > 0 });
}
