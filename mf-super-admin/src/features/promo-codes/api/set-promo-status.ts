// POST api/super/promo-codes/{id}/status {status}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PromoCodeStatus, SuperPromoCode } from '@mp/shared/contracts';
import { promoKeys } from './keys';

export async function setPromoStatus({
  ids,
  status,
}: {
  ids: readonly number[];
  status: PromoCodeStatus;
}): Promise<SuperPromoCode[]> {
  const out: SuperPromoCode[] = [];
  for (const id of ids)
    out.push(
      contentOf(unwrap(await api.post<EnvelopeOf<SuperPromoCode>>(`/super/promo-codes/${id}/status`, { status }))),
    );
  return out;
}

export function useSetPromoStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPromoStatus,
    onSettled: () => client.invalidateQueries({ queryKey: promoKeys.all }),
  });
}
