// DELETE api/super/customers/{id}/notes/{noteId}: its author deletes a note (kept on the server, marked deleted).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { EnvelopeOf } from '@mp/shared/contracts';
import { customerKeys } from './keys';

export async function deleteCustomerNote(id: number, noteId: number): Promise<void> {
  unwrap(await api.delete<EnvelopeOf<{ id: number }>>(`/super/customers/${id}/notes/${noteId}`));
}

export function useDeleteCustomerNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteCustomerNote(id, noteId),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  });
}
