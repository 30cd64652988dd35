// POST api/payments/crypto-currency-price {amount, currency_to}: what the amount due costs in a coin (a read, though
// the API asks for a POST).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { CryptoPrice, EnvelopeOf } from '@mp/shared/contracts';
import { centsToFixed } from '@mp/shared/domain';
import { paymentKeys } from './keys';

export async function getCryptoPrice(currency: string, totalCents: number): Promise<CryptoPrice> {
  return contentOf(
    unwrap(
      await api.post<EnvelopeOf<CryptoPrice>>('payments/crypto-currency-price', {
        amount: centsToFixed(totalCents),
        currency_to: currency,
      }),
    ),
  );
}

export const cryptoPriceQueryOptions = (currency: string, totalCents: number) =>
  queryOptions({
    queryKey: paymentKeys.cryptoPrice(currency, totalCents),
    queryFn: () => getCryptoPrice(currency, totalCents),
  });

/** Nothing is asked before a coin is chosen, nor for nothing due. */
export function useCryptoPrice(currency: string, totalCents: number) {
  return useQuery({ ...cryptoPriceQueryOptions(currency, totalCents), enabled: currency !== '' && totalCents > 0 });
}
