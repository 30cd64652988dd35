// GET api/invoices?year=&month=, POST api/invoices/{id}/upload (multipart: file), POST api/invoices/{id}/update
// {status}, and the PDF (GET api/invoices/{id}/file, fetched with the caller's token).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, saveBlob, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, Invoice, InvoiceMonth, InvoiceStatus } from '@mp/shared/contracts';

export const invoiceKeys = {
  all: ['back-office', 'invoices'] as const,
  month: (query: { year?: number; month?: number }) => [...invoiceKeys.all, 'month', query] as const,
};

export async function getInvoices(
  query: { year?: number; month?: number },
  signal?: AbortSignal,
): Promise<InvoiceMonth> {
  return contentOf(unwrap(await api.get<EnvelopeOf<InvoiceMonth>>('/invoices', { searchParams: query, signal })));
}

export const invoicesQueryOptions = (query: { year?: number; month?: number }) =>
  queryOptions({ queryKey: invoiceKeys.month(query), queryFn: ({ signal }) => getInvoices(query, signal) });

export function useInvoices(query: { year?: number; month?: number }) {
  return useQuery(invoicesQueryOptions(query));
}

export async function uploadInvoice({ id, file }: { id: number; file: File }): Promise<Invoice> {
  const form = new FormData();
  form.set('file', file);
  return contentOf(unwrap(await api.post<EnvelopeOf<Invoice>>(`/invoices/${id}/upload`, form)));
}

export async function updateInvoice({ id, status }: { id: number; status: InvoiceStatus }): Promise<Invoice> {
  return contentOf(unwrap(await api.post<EnvelopeOf<Invoice>>(`/invoices/${id}/update`, { status })));
}

export function useUploadInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadInvoice,
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

export function useUpdateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** Downloads the invoice PDF through `api.blob` (a plain link would not carry the token); false when it failed. */
export async function downloadInvoice(invoice: Invoice): Promise<boolean> {
  const result = await api.blob(`invoices/${invoice.id}/file`, { accept: 'application/pdf' });
  if (!result.ok) return false;
  saveBlob(result.data, `invoice-${invoice.number.replace('/', '-')}.pdf`);
  return true;
}
