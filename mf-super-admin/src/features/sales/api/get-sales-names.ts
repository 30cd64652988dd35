// GET api/super/sales/names?of=partners|services&search=: the partners or services the sales filters choose by name
// (the first 20 by name; a service named with its partner), open to whoever may read the sales.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, Locale, NameMatch } from '@mp/shared/contracts';
import { useLocale } from '@mp/shared/stores';
import { pickerOptions, type PickerOption } from '../../../shared/pickers/name-picker';
import { salesKeys } from './get-sales';

type Of = 'partners' | 'services';

export async function getSalesNames(of: Of, search: string, signal?: AbortSignal): Promise<NameMatch[]> {
  const searchParams = { of, ...(search ? { search } : {}) };
  return contentOf(unwrap(await api.get<EnvelopeOf<NameMatch[]>>('/super/sales/names', { searchParams, signal })));
}

export const salesNamesQueryOptions = (of: Of, search: string, locale: Locale) =>
  queryOptions({
    queryKey: [...salesKeys.all, 'names', of, search, locale] as const,
    queryFn: ({ signal }) => getSalesNames(of, search, signal),
    placeholderData: keepPreviousData,
  });

function useSalesNames(of: Of, search: string): { matches: PickerOption[]; isFetching: boolean } {
  const found = useQuery(salesNamesQueryOptions(of, search, useLocale()));
  return {
    matches: pickerOptions(found.data),
    isFetching: found.isFetching,
  };
}

export const usePartnerNames = (search: string) => useSalesNames('partners', search);
export const useServiceNames = (search: string) => useSalesNames('services', search);
