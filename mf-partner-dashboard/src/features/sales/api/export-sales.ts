// GET /api/dashboard/sales/export?from=&to=: one CSV row per booking item the company sold in the range (payment and
// service time in Lisbon, status, booked, commission, net), adding up to the sales figures; saved through `api.blob`,
// since a plain link would not carry the token.
import { useMutation } from '@tanstack/react-query';
import { api, saveBlob, unwrap } from '@mp/shared/api';
import type { SalesRange } from './keys';

export const salesExportFilename = (range: Pick<SalesRange, 'from' | 'to'>) => `sales-${range.from}-${range.to}.csv`;

export async function exportSales(range: Pick<SalesRange, 'from' | 'to'>): Promise<void> {
  const search = new URLSearchParams({ from: range.from, to: range.to }).toString();
  saveBlob(
    unwrap(await api.blob(`dashboard/sales/export?${search}`, { accept: 'text/csv' })),
    salesExportFilename(range),
  );
}

/** Downloads the range's sold items as CSV. */
export const useExportSales = () => useMutation({ mutationFn: exportSales });
