// GET /api/dashboard/invoices/{id}/file: the invoice PDF (drawn by the server, or the copy staff uploaded), saved
// through a temporary link.
// `api.blob` sends what every call sends (token, language, impersonation) and signs out on a 401: a plain link would
// not carry the token.
import { useMutation } from '@tanstack/react-query';
import { api, saveBlob, unwrap } from '@mp/shared/api';
import type { Invoice } from '@mp/shared/contracts';

export async function getInvoiceFile(id: number, signal?: AbortSignal): Promise<Blob> {
  return unwrap(
    await api.blob(`dashboard/invoices/${id}/file`, { accept: 'application/pdf', ...(signal ? { signal } : {}) }),
  );
}

export const invoiceFilename = (invoice: Pick<Invoice, 'number' | 'id'>) =>
  `invoice-${(invoice.number || String(invoice.id)).replace(/\//g, '-')}.pdf`;

export async function downloadInvoice(invoice: Pick<Invoice, 'number' | 'id'>): Promise<void> {
  saveBlob(await getInvoiceFile(invoice.id), invoiceFilename(invoice));
}

/** Downloads an invoice's PDF (the caller toasts a failure). */
export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
