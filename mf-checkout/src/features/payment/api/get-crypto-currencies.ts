// GET api/payments/crypto-currencies: the coins a crypto payment can be made in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { CryptoCurrencies, EnvelopeOf } from '@mp/shared/contracts';
import { paymentKeys } from './keys';

export async function getCryptoCurrencies(signal?: AbortSignal): Promise<string[]> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<CryptoCurrencies>>('payments/crypto-currencies', signal ? { signal } : {})),
  ).currencies;
}

export const cryptoCurrenciesQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.cryptoCurrencies, queryFn: ({ signal }) => getCryptoCurrencies(signal) });

export function useCryptoCurrencies() {
  return useQuery(cryptoCurrenciesQueryOptions());
}
