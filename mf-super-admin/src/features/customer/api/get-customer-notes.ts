// GET api/super/customers/{id}/notes: notes about the customer that only staff read.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerNote } from '@mp/shared/contracts';
import { customerKeys, getCustomerPart } from './keys';

export const customerNotesQueryOptions = (id: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: customerKeys.part(id, 'notes', query),
    queryFn: ({ signal }) => getCustomerPart<CustomerNote>(id, 'notes', query, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerNotes(id: number, query: Record<string, string | number>) {
  return useQuery(customerNotesQueryOptions(id, query));
}
