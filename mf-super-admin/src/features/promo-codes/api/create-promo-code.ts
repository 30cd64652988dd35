// POST api/super/promo-codes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, NewPromoCodeBody, SuperPromoCode } from '@mp/shared/contracts';
import { promoKeys } from './keys';

export async function createPromoCode(body: NewPromoCodeBody): Promise<SuperPromoCode> {
  return contentOf(unwrap(await api.post<EnvelopeOf<SuperPromoCode>>('/super/promo-codes', body)));
}

export function useCreatePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => client.invalidateQueries({ queryKey: promoKeys.all }),
  });
}
