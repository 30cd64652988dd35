// POST api/super/partners/{id}/update {status?, reason?, commission_rate?, modules?, module_request?}: approve, suspend,
// commission, modules, and the answer to a module the company asked for.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PartnerUpdateBody, SuperPartner } from '@mp/shared/contracts';
import { peopleKeys } from './keys';

export async function updatePartner({ id, ...body }: PartnerUpdateBody & { id: number }): Promise<SuperPartner> {
  return contentOf(unwrap(await api.post<EnvelopeOf<SuperPartner>>(`/super/partners/${id}/update`, body)));
}

export function useUpdatePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePartner,
    onSettled: () => client.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
