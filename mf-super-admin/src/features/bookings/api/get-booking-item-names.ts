// GET api/super/booking-items/names?of=partners|services|customers&search=: the partners, services and customers (who
// booked) the booking items' filters choose by name, the first 20 by name; open to whoever may read the booking items.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, Locale, NameMatch, SuperBookingItemNamesQuery } from '@mp/shared/contracts';
import { useLocale } from '@mp/shared/stores';
import { bookingKeys } from '../../../shared/booking-items/api/keys';
import { pickerOptions, type PickerOption } from '../../../shared/pickers/name-picker';

type Of = SuperBookingItemNamesQuery['of'];

export async function getBookingItemNames(of: Of, search: string, signal?: AbortSignal): Promise<NameMatch[]> {
  const searchParams = { of, ...(search ? { search } : {}) };
  return contentOf(
    unwrap(await api.get<EnvelopeOf<NameMatch[]>>('/super/booking-items/names', { searchParams, signal })),
  );
}

export const bookingItemNamesQueryOptions = (of: Of, search: string, locale: Locale) =>
  queryOptions({
    queryKey: [...bookingKeys.all, 'names', of, search, locale] as const,
    queryFn: ({ signal }) => getBookingItemNames(of, search, signal),
    placeholderData: keepPreviousData,
  });

function useBookingItemNames(of: Of, search: string): { matches: PickerOption[]; isFetching: boolean } {
  const found = useQuery(bookingItemNamesQueryOptions(of, search, useLocale()));
  return { matches: pickerOptions(found.data), isFetching: found.isFetching };
}

export const usePartnerNames = (search: string) => useBookingItemNames('partners', search);
export const useServiceNames = (search: string) => useBookingItemNames('services', search);
export const useCustomerNames = (search: string) => useBookingItemNames('customers', search);
