// GET /api/dashboard/invoices/{id}/file: the invoice PDF (404 while none is uploaded), saved through a temporary link.
// The shared `api` client reads every answer as text, which would mangle a PDF, so the bytes are fetched here with
// the same headers it sends (token, language, impersonation): a plain link would not carry the token.
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiPath } from '@mp/shared/api';
import type { Invoice } from '@mp/shared/contracts';
import { authStore, localeStore } from '@mp/shared/stores';

export async function getInvoiceFile(id: number, signal?: AbortSignal): Promise<Blob> {
  const auth = authStore.getState();
  const headers = new Headers({ Accept: 'application/pdf', 'Accept-Language': localeStore.getState().locale });
  if (auth.user?.api_token) headers.set('Authorization', `Bearer ${auth.user.api_token}`);
  const impersonating = auth.impersonating?.id;
  const search = impersonating !== undefined && impersonating !== null ? `?impersonate_id=${impersonating}` : '';
  const response = await fetch(`${apiPath(`dashboard/invoices/${id}/file`)}${search}`, { headers, ...(signal ? { signal } : {}) });
  if (!response.ok) throw new ApiError(response.status, null, {});
  return response.blob();
}

/** Saves a file through a temporary `<a download>` and frees its object URL afterwards. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const invoiceFilename = (invoice: Pick<Invoice, 'number' | 'id'>) => `invoice-${(invoice.number || String(invoice.id)).replace(/\//g, '-')}.pdf`;

export async function downloadInvoice(invoice: Pick<Invoice, 'number' | 'id'>): Promise<void> {
  saveBlob(await getInvoiceFile(invoice.id), invoiceFilename(invoice));
}

/** Downloads an invoice's PDF (the caller toasts a failure). */
export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
