// The home page's featured lists are the services' sponsored and weekly-deal places (modules/super/services in the
// API): GET api/super/services?status=promoted lists them, POST api/super/services/{id}/update takes a place away.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperService, SuperServiceUpdateBody } from '@mp/shared/contracts';
import { websiteKeys } from './keys';

/** The services page's cache key prefix: its promoted list changes with these writes too. */
const SERVICES_KEY = ['back-office', 'services'] as const;

export async function getFeaturedServices(signal?: AbortSignal): Promise<SuperService[]> {
  const page = contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<SuperService>>>('/super/services', {
        searchParams: { status: 'promoted', per_page: 100 },
        signal,
      }),
    ),
  );
  return page.data;
}

export const featuredServicesQueryOptions = () =>
  queryOptions({
    queryKey: [...websiteKeys.all, 'featured'] as const,
    queryFn: ({ signal }) => getFeaturedServices(signal),
  });

export function useFeaturedServices() {
  return useQuery(featuredServicesQueryOptions());
}

export async function setFeatured({
  id,
  ...body
}: Pick<SuperServiceUpdateBody, 'sponsored' | 'weekly_deal'> & { id: number }): Promise<SuperService> {
  return contentOf(unwrap(await api.post<EnvelopeOf<SuperService>>(`/super/services/${id}/update`, body)));
}

export function useSetFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFeatured,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: [...websiteKeys.all, 'featured'] });
      await client.invalidateQueries({ queryKey: SERVICES_KEY });
    },
  });
}
