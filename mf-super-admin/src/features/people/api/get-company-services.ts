// GET api/super/companies/{id}/services: a company's services in every status, and whether the public sees each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PageOf, SuperCompanyService } from '@mp/shared/contracts';
import { peopleKeys } from './keys';

export async function getCompanyServices(id: number, signal?: AbortSignal): Promise<PageOf<SuperCompanyService>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<SuperCompanyService>>>(`/super/companies/${id}/services`, {
        searchParams: { per_page: 100 },
        signal,
      }),
    ),
  );
}

export const companyServicesQueryOptions = (id: number) =>
  queryOptions({ queryKey: peopleKeys.companyServices(id), queryFn: ({ signal }) => getCompanyServices(id, signal) });

export function useCompanyServices(id: number | null) {
  return useQuery({ ...companyServicesQueryOptions(id ?? 0), enabled: id !== null });
}
