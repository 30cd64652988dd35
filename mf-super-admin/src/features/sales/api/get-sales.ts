// GET api/super/sales and /sales/total for the same filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SalesTotal, SuperSale } from '@mp/shared/contracts';

export const salesKeys = {
  all: ['back-office', 'sales'] as const,
  list: (query: Record<string, string | number>) => [...salesKeys.all, 'list', query] as const,
  total: (query: Record<string, string | number>) => [...salesKeys.all, 'total', query] as const,
};

export async function getSales(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<SuperSale>> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<PageOf<SuperSale>>>('/super/sales', { searchParams: query, signal })),
  );
}

export async function getSalesTotal(query: Record<string, string | number>, signal?: AbortSignal): Promise<SalesTotal> {
  const { page: _page, per_page: _perPage, sort: _sort, ...filters } = query;
  return contentOf(
    unwrap(await api.get<EnvelopeOf<SalesTotal>>('/super/sales/total', { searchParams: filters, signal })),
  );
}

export const salesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: salesKeys.list(query),
    queryFn: ({ signal }) => getSales(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSales(query: Record<string, string | number>) {
  return useQuery(salesQueryOptions(query));
}

export function useSalesTotal(query: Record<string, string | number>) {
  const { page: _page, per_page: _perPage, sort: _sort, ...filters } = query;
  return useQuery({ queryKey: salesKeys.total(filters), queryFn: ({ signal }) => getSalesTotal(filters, signal) });
}
