// GET /api/dashboard/invoices?page=&per_page=: the company's monthly invoices, newest month first (the `sales` team permission).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, Invoice, PageOf } from '@mp/shared/contracts';
import { invoiceKeys, type InvoicesPage } from './keys';

export async function getInvoices(query: InvoicesPage, signal?: AbortSignal): Promise<PageOf<Invoice>> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<PageOf<Invoice>>>('dashboard/invoices', { searchParams: { ...query }, signal })),
  );
}

export const invoicesQueryOptions = (query: InvoicesPage) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: InvoicesPage) => useQuery(invoicesQueryOptions(query));
