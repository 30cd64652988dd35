// POST api/super/customers/{id}/notes: a note only staff read (422 on `body` when blank or too long).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { CustomerNote, CustomerNoteBody, EnvelopeOf } from '@mp/shared/contracts';
import { customerKeys } from './keys';

export async function addCustomerNote(id: number, body: CustomerNoteBody): Promise<CustomerNote> {
  return contentOf(unwrap(await api.post<EnvelopeOf<CustomerNote>>(`/super/customers/${id}/notes`, body)));
}

export function useAddCustomerNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerNoteBody) => addCustomerNote(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  });
}
