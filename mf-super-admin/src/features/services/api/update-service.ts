// POST api/super/services/{id}/update {status?, sponsored?, weekly_deal?}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SuperService, SuperServiceUpdateBody } from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

export async function updateService({ id, ...body }: SuperServiceUpdateBody & { id: number }): Promise<SuperService> {
  return contentOf(unwrap(await api.post<EnvelopeOf<SuperService>>(`/super/services/${id}/update`, body)));
}

export function useUpdateService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSettled: () => client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
