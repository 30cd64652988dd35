// /dashboard/reviews: the company's reviews, newest first, filtered by answered or not in the URL; an unanswered one
// gets the company's reply, which then shows under it here and on the service page.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTableState } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Pager, Spinner } from '@mp/shared/ui';
import { useCompanyReviews } from './api/get-company-reviews';
import { ReviewCard } from './components/review-card';
import { PressedButtons } from '../../shared/components/pressed-buttons';

const FILTERS = ['', 'no', 'yes'] as const;

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export default function ReviewsPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const table = useTableState(useSearchParams(), { filters: ['answered'], perPage: 10 });
  const answered = (FILTERS as readonly string[]).includes(table.filters.answered ?? '')
    ? (table.filters.answered ?? '')
    : '';
  const reviews = useCompanyReviews({ page: table.page, per_page: table.perPage, ...(answered ? { answered } : {}) });
  const page = reviews.data?.reviews;

  return (
    <PageFrame title={title}>
      <PressedButtons role="group" aria-label={t('replies.filter')}>
        {FILTERS.map((f) => (
          <button
            key={f || 'all'}
            type="button"
            aria-pressed={f === answered}
            onClick={() => table.update({ filters: { answered: f || null } })}
          >
            {t(`replies.filters.${f || 'all'}`)}
          </button>
        ))}
      </PressedButtons>
      {reviews.isPending && <Spinner />}
      {reviews.error && <ErrorState onRetry={() => void reviews.refetch()} />}
      {page && page.data.length === 0 && <EmptyState title={t('replies.empty')} description={t('replies.emptyHint')} />}
      {page && page.data.length > 0 && (
        <>
          <List aria-label={t('replies.list')}>
            {page.data.map((r) => (
              <ReviewCard key={r.id} review={r} />
            ))}
          </List>
          <Pager page={page.current_page} lastPage={page.last_page} onPageChange={(p) => table.update({ page: p })} />
        </>
      )}
    </PageFrame>
  );
}
