// GET /api/companies, read for one thing: where the company the member acts for stands in Roteiro's review
// (docs/partner-review.md). The layout's banner, the services list and the publish step follow it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { CompanyProfile, EnvelopeOf } from '@mp/shared/contracts';
import { companyIsLive } from '@mp/shared/domain';
import { useAccess } from '../../access/api/get-access';

export interface CompanyReview {
  status: 'pending' | 'active' | 'rejected' | 'suspended';
  /** Staff's reason for a rejection or a suspension. */
  reason: string | null;
  /** Whether the storefront shows the company's page and its services on sale. */
  live: boolean;
}

const STATUSES: readonly CompanyReview['status'][] = ['pending', 'active', 'rejected', 'suspended'];

export async function getCompanyReviews(signal?: AbortSignal): Promise<CompanyProfile[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<CompanyProfile[]>>('companies', { signal })));
}

export const companyReviewQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard-company-review'] as const,
    queryFn: ({ signal }) => getCompanyReviews(signal),
    staleTime: 60_000,
  });

/** The acted-for company's review, or undefined until it is known (nothing is claimed before that). */
export function useCompanyReview(): CompanyReview | undefined {
  const access = useAccess();
  const companies = useQuery({ ...companyReviewQueryOptions(), enabled: access.data !== undefined });
  const list = Array.isArray(companies.data) ? companies.data : [];
  const company = list.find((c) => c.id === access.data?.company_id) ?? list[0];
  if (!company) return undefined;
  const status = STATUSES.find((s) => s === company.status) ?? 'pending';
  return { status, reason: company.status_reason, live: companyIsLive(status) };
}

/**
 * The words for a service just put on sale: on the storefront now when the company is live (or not yet known), else
 * waiting for approval (under review) or kept off the storefront (not approved, suspended).
 */
export function usePublishedKey():
  'newService.published' | 'newService.publishedPending' | 'newService.publishedOffline' {
  const review = useCompanyReview();
  if (review === undefined || review.live) return 'newService.published';
  return review.status === 'pending' ? 'newService.publishedPending' : 'newService.publishedOffline';
}
