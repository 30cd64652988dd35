import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation, formatDate } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Pager, SelectField, Spinner } from '@mp/shared/ui';
import { patchParams } from '@mp/shared/dashboard';
import { useReviews } from './api/profile';
import { ProfileTabs } from './profile-tabs';
import { ReviewSummary } from './components/review-summary';

const List = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  .meta {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

/** /dashboard/profile/reviews: what customers said about the company's services — average, 1–5 distribution, the list. */
export default function ProfileReviewsPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = Number(params.get('stars')) || 0;
  const reviews = useReviews({ page, per_page: 10, ...(filter ? { stars: filter } : {}) });
  const data = reviews.data;
  const set = (patch: Record<string, string | null>) => setParams((p) => patchParams(p, patch));
  return (
    <PageFrame title={title}>
      <ProfileTabs />
      {reviews.isPending && <Spinner />}
      {reviews.error && <ErrorState onRetry={() => void reviews.refetch()} />}
      {data && data.count === 0 && <EmptyState title={t('reviews.empty')} description={t('reviews.emptyHint')} />}
      {data && data.count > 0 && (
        <>
          <ReviewSummary summary={data} />
          <SelectField
            label={t('reviews.filter')}
            value={String(filter)}
            onChange={(e) => set({ stars: e.target.value === '0' ? null : e.target.value, page: null })}
            options={[
              { value: '0', label: t('reviews.allStars') },
              ...[5, 4, 3, 2, 1].map((s) => ({ value: String(s), label: t('reviews.stars', { count: s }) })),
            ]}
          />
          {data.reviews.data.length === 0 ? (
            <EmptyState title={t('reviews.noneWithStars')} />
          ) : (
            <List aria-label={t('reviews.list')}>
              {data.reviews.data.map((r) => (
                <li key={r.id}>
                  <h3>{r.service_name}</h3>
                  <span role="img" aria-label={t('reviews.stars', { count: r.stars })}>
                    {stars(r.stars)}
                  </span>
                  <p>{r.text}</p>
                  <p className="meta">{t('reviews.by', { author: r.author, date: formatDate(r.created_at) })}</p>
                </li>
              ))}
            </List>
          )}
          <Pager
            page={data.reviews.current_page}
            lastPage={data.reviews.last_page}
            onPageChange={(p) => set({ page: String(p) })}
          />
        </>
      )}
    </PageFrame>
  );
}
