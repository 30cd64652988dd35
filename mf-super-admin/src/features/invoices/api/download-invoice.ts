// GET api/invoices/{id}/file: the invoice PDF, fetched with the caller's token.
import { api, saveBlob } from '@mp/shared/api';
import type { Invoice } from '@mp/shared/contracts';

/** Downloads the invoice PDF through `api.blob` (a plain link would not carry the token); false when it failed. */
export async function downloadInvoice(invoice: Invoice): Promise<boolean> {
  const result = await api.blob(`/invoices/${invoice.id}/file`, { accept: 'application/pdf' });
  if (!result.ok) return false;
  saveBlob(result.data, `invoice-${invoice.number.replace('/', '-')}.pdf`);
  return true;
}
