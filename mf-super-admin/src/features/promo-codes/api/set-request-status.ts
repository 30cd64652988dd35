// POST api/super/promo-codes/request/{id}/status {status, promo_code_id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PromoRequestStatusBody, SuperPromoRequest } from '@mp/shared/contracts';
import { promoKeys } from './keys';

export async function setRequestStatus({
  id,
  ...body
}: PromoRequestStatusBody & { id: number }): Promise<SuperPromoRequest> {
  return contentOf(
    unwrap(await api.post<EnvelopeOf<SuperPromoRequest>>(`/super/promo-codes/request/${id}/status`, body)),
  );
}

export function useSetRequestStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRequestStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: promoKeys.all }),
  });
}
