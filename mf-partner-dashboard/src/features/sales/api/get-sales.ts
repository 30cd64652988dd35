// GET /api/dashboard/sales?from=&to=&group=: the company's sales per period, per service and per payment method.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { DashboardSales, EnvelopeOf } from '@mp/shared/contracts';
import { salesKeys, type SalesRange } from './keys';

export async function getSales(range: SalesRange, signal?: AbortSignal): Promise<DashboardSales> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<DashboardSales>>('dashboard/sales', { searchParams: { ...range }, signal })),
  );
}

export const salesQueryOptions = (range: SalesRange) =>
  queryOptions({
    queryKey: salesKeys.range(range),
    queryFn: ({ signal }) => getSales(range, signal),
    placeholderData: keepPreviousData,
  });

export const useSales = (range: SalesRange) => useQuery(salesQueryOptions(range));
