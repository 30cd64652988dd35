// GET api/super/customers (?search=, guest=1|0, user_type=): everyone who booked, guests included, with their user type
// and latest bookings.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperCustomer } from '@mp/shared/contracts';
import { listParams, peopleKeys } from './keys';

export async function getCustomers(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<SuperCustomer>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<SuperCustomer>>>('/super/customers', { searchParams: listParams(query), signal }),
    ),
  );
}

export const customersQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: peopleKeys.customers(query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomers(query: Record<string, string | number>, enabled = true) {
  return useQuery({ ...customersQueryOptions(query), enabled });
}
