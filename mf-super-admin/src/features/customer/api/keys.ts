import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf } from '@mp/shared/contracts';

export const customerKeys = {
  all: ['back-office', 'customer'] as const,
  detail: (id: number) => [...customerKeys.all, id] as const,
  part: (id: number, part: CustomerPart, query: Record<string, string | number>) =>
    [...customerKeys.detail(id), part, query] as const,
};

/** The customer's paged parts, each `GET api/super/customers/{id}/<part>`. */
export type CustomerPart = 'bookings' | 'payments' | 'messages' | 'gift-cards' | 'points' | 'audit' | 'notes';

/** One page of a part: the table's `page` and `per_page` (the parts have no search or sort). */
export async function getCustomerPart<T>(
  id: number,
  part: CustomerPart,
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<T>> {
  const { page, per_page } = query;
  const searchParams: Record<string, string | number> = {};
  if (page !== undefined) searchParams.page = page;
  if (per_page !== undefined) searchParams.per_page = per_page;
  return contentOf(
    unwrap(await api.get<EnvelopeOf<PageOf<T>>>(`/super/customers/${id}/${part}`, { searchParams, signal })),
  );
}
