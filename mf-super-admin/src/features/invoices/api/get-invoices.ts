// GET api/invoices?year=&month=: a month's invoices, one per partner, with what each is owed and its status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, InvoiceMonth } from '@mp/shared/contracts';
import { invoiceKeys } from './keys';

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
