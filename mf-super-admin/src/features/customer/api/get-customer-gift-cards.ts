// GET api/super/customers/{id}/gift-cards: the gift cards the customer owns or bought.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerGiftCard } from '@mp/shared/contracts';
import { customerKeys, getCustomerPart } from './keys';

export const customerGiftCardsQueryOptions = (id: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: customerKeys.part(id, 'gift-cards', query),
    queryFn: ({ signal }) => getCustomerPart<CustomerGiftCard>(id, 'gift-cards', query, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerGiftCards(id: number, query: Record<string, string | number>) {
  return useQuery(customerGiftCardsQueryOptions(id, query));
}
