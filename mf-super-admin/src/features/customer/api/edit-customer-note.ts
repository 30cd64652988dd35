// PUT api/super/customers/{id}/notes/{noteId}: its author changes a note's text (403 for anyone else).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { CustomerNote, CustomerNoteBody, EnvelopeOf } from '@mp/shared/contracts';
import { customerKeys } from './keys';

export async function editCustomerNote(id: number, noteId: number, body: CustomerNoteBody): Promise<CustomerNote> {
  return contentOf(unwrap(await api.put<EnvelopeOf<CustomerNote>>(`/super/customers/${id}/notes/${noteId}`, body)));
}

export function useEditCustomerNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: number; body: CustomerNoteBody }) => editCustomerNote(id, noteId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  });
}
