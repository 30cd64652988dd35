// GET api/super/reconciliation (days with differences, refunds not yet at a gateway) and
// GET api/super/reconciliation/day?day= (a day's runs, as last checked).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, ReconciliationDay, ReconciliationOverview } from '@mp/shared/contracts';
import { reconciliationKeys } from './keys';

export async function getOverview(signal?: AbortSignal): Promise<ReconciliationOverview> {
  return contentOf(unwrap(await api.get<EnvelopeOf<ReconciliationOverview>>('/super/reconciliation', { signal })));
}

export async function getDay(day: string, signal?: AbortSignal): Promise<ReconciliationDay> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<ReconciliationDay>>('/super/reconciliation/day', { searchParams: { day }, signal }),
    ),
  );
}

export function useReconciliationOverview() {
  return useQuery(
    queryOptions({ queryKey: reconciliationKeys.overview(), queryFn: ({ signal }) => getOverview(signal) }),
  );
}

export function useReconciliationDay(day: string) {
  return useQuery(
    queryOptions({ queryKey: reconciliationKeys.day(day), queryFn: ({ signal }) => getDay(day, signal) }),
  );
}
