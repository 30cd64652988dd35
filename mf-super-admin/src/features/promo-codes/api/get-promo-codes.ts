// GET api/super/promo-codes (?search=, status, sort): codes with their usage.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperPromoCode } from '@mp/shared/contracts';
import { promoKeys } from './keys';

export async function getPromoCodes(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<SuperPromoCode>> {
  const { q, ...rest } = query;
  const searchParams = q ? { ...rest, search: q } : rest;
  return contentOf(
    unwrap(await api.get<EnvelopeOf<PageOf<SuperPromoCode>>>('/super/promo-codes', { searchParams, signal })),
  );
}

export const promoCodesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: promoKeys.list(query),
    queryFn: ({ signal }) => getPromoCodes(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePromoCodes(query: Record<string, string | number>) {
  return useQuery(promoCodesQueryOptions(query));
}
