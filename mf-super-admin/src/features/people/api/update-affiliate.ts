// POST api/super/affiliates/{id}/update {status?, commission_rate?} (id: the affiliate's user id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { AffiliateUpdateBody, EnvelopeOf, SuperAffiliateRow } from '@mp/shared/contracts';
import { peopleKeys } from './keys';

export async function updateAffiliate({
  id,
  ...body
}: AffiliateUpdateBody & { id: number }): Promise<SuperAffiliateRow> {
  return contentOf(unwrap(await api.post<EnvelopeOf<SuperAffiliateRow>>(`/super/affiliates/${id}/update`, body)));
}

export function useUpdateAffiliate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAffiliate,
    onSettled: () => client.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
