// GET api/super/customers/{id}/payments: the payments of the customer's bookings, with what went back of each.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerPayment } from '@mp/shared/contracts';
import { customerKeys, getCustomerPart } from './keys';

export const customerPaymentsQueryOptions = (id: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: customerKeys.part(id, 'payments', query),
    queryFn: ({ signal }) => getCustomerPart<CustomerPayment>(id, 'payments', query, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerPayments(id: number, query: Record<string, string | number>) {
  return useQuery(customerPaymentsQueryOptions(id, query));
}
