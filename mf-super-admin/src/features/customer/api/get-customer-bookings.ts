// GET api/super/customers/{id}/bookings: the customer's booking items, newest booked first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerBookingItem } from '@mp/shared/contracts';
import { customerKeys, getCustomerPart } from './keys';

export const customerBookingsQueryOptions = (id: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: customerKeys.part(id, 'bookings', query),
    queryFn: ({ signal }) => getCustomerPart<CustomerBookingItem>(id, 'bookings', query, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerBookings(id: number, query: Record<string, string | number>) {
  return useQuery(customerBookingsQueryOptions(id, query));
}
