// POST api/payments/crypto-min-amount {currency_from}: the smallest payment the gateway takes in a coin (a read,
// though the API asks for a POST).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { CryptoMinAmount, EnvelopeOf } from '@mp/shared/contracts';
import { paymentKeys } from './keys';

export async function getCryptoMinAmount(currency: string): Promise<CryptoMinAmount> {
  return contentOf(
    unwrap(await api.post<EnvelopeOf<CryptoMinAmount>>('payments/crypto-min-amount', { currency_from: currency })),
  );
}

export const cryptoMinAmountQueryOptions = (currency: string) =>
  queryOptions({ queryKey: paymentKeys.cryptoMinimum(currency), queryFn: () => getCryptoMinAmount(currency) });

/** Nothing is asked before a coin is chosen. */
export function useCryptoMinAmount(currency: string) {
  return useQuery({ ...cryptoMinAmountQueryOptions(currency), enabled: currency !== '' });
}
