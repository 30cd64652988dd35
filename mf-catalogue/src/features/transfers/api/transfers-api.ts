import { useQuery } from '@tanstack/react-query';
import type { PageOf, TransferLocation, TransferOffer } from '@mp/shared/contracts';
import { useLocale } from '@mp/shared/stores';
import { getContent } from '../../../lib/catalogue-api';

/** The fixed pickup/drop-off list (spec §5 towns + §9 points of interest). */
export function useTransferLocations() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalogue', 'transfer-locations', locale],
    queryFn: ({ signal }) => getContent<TransferLocation[]>('/transfer-locations', undefined, signal),
    staleTime: Infinity,
  });
}

function toParams(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(query.entries());
}

export function useTransferOffers(query: URLSearchParams, enabled: boolean) {
  const locale = useLocale();
  const key = query.toString();
  return useQuery({
    queryKey: ['catalogue', 'transfer-offers', locale, key],
    queryFn: ({ signal }) =>
      getContent<PageOf<TransferOffer>>('/transfers', { ...toParams(query), per_page: 24 }, signal),
    enabled,
  });
}

export function useTransferOffer(id: string, query: URLSearchParams, enabled: boolean) {
  const locale = useLocale();
  const key = query.toString();
  return useQuery({
    queryKey: ['catalogue', 'transfer-offer', locale, id, key],
    queryFn: ({ signal }) => getContent<TransferOffer>(`/transfers/${encodeURIComponent(id)}`, toParams(query), signal),
    enabled,
  });
}
