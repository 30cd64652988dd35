import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@mp/shared/api';
import type { PartnerPage as PartnerPageData } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Pager, Spinner } from '@mp/shared/ui';
import { useContent } from '../../lib/catalogue-api';
import { useHead } from '../../lib/head';
import { CardGrid, ServiceCardItem } from '../../components/service-card';
import { NotFoundScreen } from '../../components/not-found';
import { Stars } from '../../components/stars';

/** /partner/{slug}: the partner and a page of its active services. */
export function PartnerPage({ params }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const slug = params.slug ?? '';
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useContent<PartnerPageData>(
    'partner',
    `/partners/${encodeURIComponent(slug)}`,
    { page, per_page: 12 },
    true,
    true,
  );
  const company = query.data?.company;
  useHead({
    description: company?.description?.slice(0, 160) || t('meta.partnerPage', { name: company?.trade_name ?? slug }),
  });
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundScreen />;
  if (query.isError) return <ErrorState message={t('listing.error')} onRetry={() => void query.refetch()} />;
  if (!query.data || !company) return <Spinner />;
  const services = query.data.services;
  return (
    <PageFrame title={company.trade_name}>
      {company.logos[0] && (
        <img
          src={company.logos[0].url}
          alt={t('partner.logoOf', { name: company.trade_name })}
          width={120}
          height={120}
          style={{ objectFit: 'contain' }}
        />
      )}
      {company.rating.count > 0 && <Stars value={company.rating.average} count={company.rating.count} />}
      {company.city && <p>{company.city}</p>}
      {company.description && <p>{company.description}</p>}
      {company.website && (
        <p>
          <a href={company.website} rel="noopener noreferrer" target="_blank">
            {company.website}
          </a>
        </p>
      )}
      <h2>{t('partnerPage.services', { count: company.services_count })}</h2>
      {services.data.length === 0 ? (
        <EmptyState title={t('partnerPage.noServices')} />
      ) : (
        <CardGrid>
          {services.data.map((s, n) => (
            <ServiceCardItem key={s.id} service={s} eager={n < 2} />
          ))}
        </CardGrid>
      )}
      <Pager
        page={services.current_page}
        lastPage={services.last_page}
        onPageChange={(p) => setSearch(p === 1 ? {} : { page: String(p) })}
      />
    </PageFrame>
  );
}
