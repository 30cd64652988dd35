// GET api/super/customers/{id}/audit: staff audit entries about the customer.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@mp/shared/contracts';
import { customerKeys, getCustomerPart } from './keys';

export const customerAuditQueryOptions = (id: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: customerKeys.part(id, 'audit', query),
    queryFn: ({ signal }) => getCustomerPart<AuditEntry>(id, 'audit', query, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerAudit(id: number, query: Record<string, string | number>) {
  return useQuery(customerAuditQueryOptions(id, query));
}
