// GET api/client-gift-cards (spec §7, orderBy): the customer's gift cards with their transactions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { ClientGiftCard, EnvelopeOf, PageOf } from '@mp/shared/contracts';

export const giftCardKeys = {
  all: ['user-panel', 'client-gift-cards'] as const,
  page: (userId: number, page: number) => [...giftCardKeys.all, userId, page] as const,
};

export async function fetchClientGiftCards(page: number, signal?: AbortSignal): Promise<PageOf<ClientGiftCard>> {
  return unwrap(
    await api.get<EnvelopeOf<PageOf<ClientGiftCard>>>('client-gift-cards', {
      searchParams: { orderBy: 'desc', page, per_page: 15 },
      ...(signal ? { signal } : {}),
    }),
  ).content;
}

export const clientGiftCardsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: giftCardKeys.page(userId, page),
    queryFn: ({ signal }) => fetchClientGiftCards(page, signal),
  });

export function useClientGiftCards(userId: number | null, page: number) {
  return useQuery({ ...clientGiftCardsQuery(userId ?? 0, page), enabled: userId !== null }, queryClient);
}

/** The code with all but its last group hidden: GC-7F3K-9QX2-ABCD → ••••-••••-••••-ABCD. */
export function maskCode(code: string): string {
  const groups = code.split('-');
  return groups.map((g, i) => (i === groups.length - 1 ? g : '•'.repeat(g.length))).join('-');
}
