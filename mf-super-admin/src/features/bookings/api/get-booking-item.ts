// GET api/super/booking-items/{id}: the item with its booking, payments, refunds, customer, partner and history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, SuperBookingItemDetail } from '@mp/shared/contracts';
import { bookingKeys } from '../../../shared/booking-items/api/keys';

export async function getBookingItem(id: number, signal?: AbortSignal): Promise<SuperBookingItemDetail> {
  return contentOf(unwrap(await api.get<EnvelopeOf<SuperBookingItemDetail>>(`/super/booking-items/${id}`, { signal })));
}

export const bookingItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: bookingKeys.detail(id), queryFn: ({ signal }) => getBookingItem(id, signal) });

export function useBookingItem(id: number) {
  return useQuery({ ...bookingItemQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
