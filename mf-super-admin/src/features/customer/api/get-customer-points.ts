// GET api/super/customers/{id}/points: the customer's points ledger.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerPointsEntry } from '@mp/shared/contracts';
import { customerKeys, getCustomerPart } from './keys';

export const customerPointsQueryOptions = (id: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: customerKeys.part(id, 'points', query),
    queryFn: ({ signal }) => getCustomerPart<CustomerPointsEntry>(id, 'points', query, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerPoints(id: number, query: Record<string, string | number>) {
  return useQuery(customerPointsQueryOptions(id, query));
}
