// GET api/super/customers/{id}: the customer account with its totals and balances (404 for any other account).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SuperCustomerDetail } from '@mp/shared/contracts';
import { customerKeys } from './keys';

export async function getCustomer(id: number, signal?: AbortSignal): Promise<SuperCustomerDetail> {
  return contentOf(unwrap(await api.get<EnvelopeOf<SuperCustomerDetail>>(`/super/customers/${id}`, { signal })));
}

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    // A missing customer or a refused reader does not get better by asking again.
    retry: false,
  });

export function useCustomer(id: number) {
  return useQuery({ ...customerQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
