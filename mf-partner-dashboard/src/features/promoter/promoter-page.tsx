import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Pager, SelectField, Spinner } from '@mp/shared/ui';
import { patchParams } from '@mp/shared/dashboard';
import { usePromoRequests } from './api/promo-requests';
import { PromoRequestForm } from './components/promo-request-form';
import { PromoRequestTable } from './components/promo-request-table';

const STATUSES = ['requested', 'assigned', 'used'] as const;

/** /dashboard/promoter-area: ask the back office for a promo code for some services, and follow each request. */
export default function PromoterPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = STATUSES.find((s) => s === params.get('status'));
  const list = usePromoRequests({ page, per_page: 10, ...(status ? { status } : {}) });
  const set = (patch: Record<string, string | null>) => setParams((p) => patchParams(p, patch));
  return (
    <PageFrame title={title}>
      <p>
        {t('promoter.intro')}{' '}
        <LinkButton href={to('dashboard.promoter-area-info')} variant="secondary">
          {t('promoter.howItWorks')}
        </LinkButton>
      </p>
      <PromoRequestForm />
      <h2>{t('promoter.listTitle')}</h2>
      <SelectField
        label={t('promoter.filter')}
        value={status ?? ''}
        onChange={(e) => set({ status: e.target.value || null, page: null })}
        options={[
          { value: '', label: t('promoter.allStatuses') },
          ...STATUSES.map((s) => ({ value: s, label: t(`promoter.status.${s}`) })),
        ]}
      />
      {list.isPending && <Spinner />}
      {list.error && <ErrorState onRetry={() => void list.refetch()} />}
      {list.data && list.data.total === 0 && (
        <EmptyState title={t('promoter.empty')} description={t('promoter.emptyHint')} />
      )}
      {list.data && list.data.total > 0 && (
        <>
          <PromoRequestTable requests={list.data.data} />
          <Pager
            page={list.data.current_page}
            lastPage={list.data.last_page}
            onPageChange={(p) => set({ page: String(p) })}
          />
        </>
      )}
    </PageFrame>
  );
}
