// GET api/super/partners?status=pending and ?module_request=1, one row each: how many companies wait for staff, for
// the partners page's notices. Keyed under the people lists' key (['back-office', 'people']), so
// answering a company there counts it again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperPartner } from '@mp/shared/contracts';

const FILTERS = { review: { status: 'pending' }, module: { module_request: '1' } } as const;
type Waiting = keyof typeof FILTERS;

async function countAwaiting(which: Waiting, signal?: AbortSignal): Promise<number> {
  const searchParams = { ...FILTERS[which], page: 1, per_page: 1 };
  return contentOf(unwrap(await api.get<EnvelopeOf<PageOf<SuperPartner>>>('/super/partners', { searchParams, signal })))
    .total;
}

export const awaitingPartnersQueryOptions = (which: Waiting) =>
  queryOptions({
    queryKey: ['back-office', 'people', 'awaiting', which] as const,
    queryFn: ({ signal }) => countAwaiting(which, signal),
  });

/** The companies under review and those asking for a module. Off for staff who may not see partners. */
export function useAwaitingPartners(enabled = true): { review: number; module: number } {
  const review = useQuery({ ...awaitingPartnersQueryOptions('review'), enabled });
  const module = useQuery({ ...awaitingPartnersQueryOptions('module'), enabled });
  return { review: review.data ?? 0, module: module.data ?? 0 };
}
