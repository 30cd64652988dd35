// GET api/super/audit-log: impersonated requests and back-office writes, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { AuditEntry, EnvelopeOf, PageOf } from '@mp/shared/contracts';

export const auditKeys = {
  all: ['back-office', 'audit-log'] as const,
  list: (query: Record<string, string | number>) => [...auditKeys.all, 'list', query] as const,
};

export async function getAuditLog(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PageOf<AuditEntry>> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<PageOf<AuditEntry>>>('/super/audit-log', { searchParams: query, signal })),
  );
}

export const auditLogQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: Record<string, string | number>) {
  return useQuery(auditLogQueryOptions(query));
}
