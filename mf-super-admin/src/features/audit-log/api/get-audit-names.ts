// GET api/super/audit-log/names?of=staff|users&search=: the staff members or the users acted as whose name or address
// holds the search, for the audit log's filters (the first 20 by name).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, NameMatch } from '@mp/shared/contracts';
import { pickerOptions, type PickerOption } from '../../../shared/pickers/name-picker';
import { auditKeys } from './get-audit-log';

type Of = 'staff' | 'users';

export async function getAuditNames(of: Of, search: string, signal?: AbortSignal): Promise<NameMatch[]> {
  const searchParams = { of, ...(search ? { search } : {}) };
  return contentOf(unwrap(await api.get<EnvelopeOf<NameMatch[]>>('/super/audit-log/names', { searchParams, signal })));
}

export const auditNamesQueryOptions = (of: Of, search: string) =>
  queryOptions({
    queryKey: [...auditKeys.all, 'names', of, search] as const,
    queryFn: ({ signal }) => getAuditNames(of, search, signal),
    placeholderData: keepPreviousData,
  });

function useAuditNames(of: Of, search: string): { matches: PickerOption[]; isFetching: boolean } {
  const found = useQuery(auditNamesQueryOptions(of, search));
  return { matches: pickerOptions(found.data), isFetching: found.isFetching };
}

export const useStaffNames = (search: string) => useAuditNames('staff', search);
export const useUserNames = (search: string) => useAuditNames('users', search);
