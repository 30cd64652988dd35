// GET /api/affiliates/dashboard and GET /api/affiliates/commissions: the affiliate's figures and commissions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { AffiliateCommission, AffiliateDashboard, EnvelopeOf, Locale, PageOf } from '@mp/shared/contracts';

export const affiliateKeys = {
  all: ['affiliate'] as const,
  dashboard: () => [...affiliateKeys.all, 'dashboard'] as const,
  commissions: (query: Record<string, number>, locale: Locale) =>
    [...affiliateKeys.all, 'commissions', query, locale] as const,
};

export async function getAffiliateDashboard(signal?: AbortSignal): Promise<AffiliateDashboard> {
  return contentOf(unwrap(await api.get<EnvelopeOf<AffiliateDashboard>>('affiliates/dashboard', { signal })));
}

export async function getCommissions(
  query: { page: number; per_page: number },
  signal?: AbortSignal,
): Promise<PageOf<AffiliateCommission>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<AffiliateCommission>>>('affiliates/commissions', { searchParams: query, signal }),
    ),
  );
}

export const affiliateDashboardQueryOptions = () =>
  queryOptions({ queryKey: affiliateKeys.dashboard(), queryFn: ({ signal }) => getAffiliateDashboard(signal) });
export const commissionsQueryOptions = (query: { page: number; per_page: number }, locale: Locale) =>
  queryOptions({
    queryKey: affiliateKeys.commissions(query, locale),
    queryFn: ({ signal }) => getCommissions(query, signal),
  });

export const useAffiliateDashboard = () => useQuery(affiliateDashboardQueryOptions());
export const useCommissions = (query: { page: number; per_page: number }, locale: Locale) =>
  useQuery(commissionsQueryOptions(query, locale));
