import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Pager } from '@mp/shared/ui';
import { useServices } from '../../lib/catalogue-api';
import { useHead } from '../../lib/head';
import { CardGrid, CardSkeletons, ServiceCardItem } from '../../components/service-card';

/** /search/{term}: paged results of GET /api/services?q=term (page in the query string). */
export function SearchPage({ title, params }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const term = params.term ?? '';
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [perPage] = useState(12);
  const results = useServices({ q: term, page, per_page: perPage }, term.length > 0);
  useHead({ description: t('search.description', { term }) });
  const data = results.data;
  return (
    <PageFrame title={title}>
      <p>{t('search.term', { term })}</p>
      <p role="status" aria-live="polite">{data ? t('listing.results', { count: data.total }) : ''}</p>
      {results.isError ? (
        <ErrorState message={t('listing.error')} onRetry={() => void results.refetch()} />
      ) : data && data.data.length === 0 ? (
        <EmptyState title={t('search.emptyTitle')} description={t('search.emptyText')} />
      ) : (
        <CardGrid aria-busy={!data} aria-label={t('listing.resultsLabel')}>
          {data ? data.data.map((s, n) => <ServiceCardItem key={s.id} service={s} eager={n < 2} />) : <CardSkeletons count={6} />}
        </CardGrid>
      )}
      {data && <Pager page={data.current_page} lastPage={data.last_page} onPageChange={(p) => setSearch(p === 1 ? {} : { page: String(p) })} />}
    </PageFrame>
  );
}
