// GET api/super/customers/{id}/messages: the chats the customer takes part in.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerConversation } from '@mp/shared/contracts';
import { customerKeys, getCustomerPart } from './keys';

export const customerMessagesQueryOptions = (id: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: customerKeys.part(id, 'messages', query),
    queryFn: ({ signal }) => getCustomerPart<CustomerConversation>(id, 'messages', query, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerMessages(id: number, query: Record<string, string | number>) {
  return useQuery(customerMessagesQueryOptions(id, query));
}
