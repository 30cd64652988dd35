// POST api/invoices/{id}/upload (multipart: file): the partner's invoice PDF.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, Invoice } from '@mp/shared/contracts';
import { invoiceKeys } from './keys';

export async function uploadInvoice({ id, file }: { id: number; file: File }): Promise<Invoice> {
  const form = new FormData();
  form.set('file', file);
  return contentOf(unwrap(await api.post<EnvelopeOf<Invoice>>(`/invoices/${id}/upload`, form)));
}

export function useUploadInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadInvoice,
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
