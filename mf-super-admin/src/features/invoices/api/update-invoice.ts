// POST api/invoices/{id}/update {status}: an invoice's status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, Invoice, InvoiceStatus } from '@mp/shared/contracts';
import { invoiceKeys } from './keys';

export async function updateInvoice({ id, status }: { id: number; status: InvoiceStatus }): Promise<Invoice> {
  return contentOf(unwrap(await api.post<EnvelopeOf<Invoice>>(`/invoices/${id}/update`, { status })));
}

export function useUpdateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
