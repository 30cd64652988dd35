// /affiliates and /affiliates/dashboard: the referral link and code, clicks, paid referred bookings,
// conversion and commissions, commission per month as a chart, and every commission in a table with CSV export.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCalendarMonth, formatMoney, useTranslation } from '@mp/shared/i18n';
import { formatPercent, lisbonToday } from '@mp/shared/domain';
import { toastStore, useLocale } from '@mp/shared/stores';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { Button, ErrorState, PageFrame, Spinner, TextField } from '@mp/shared/ui';
import { BarChart, StatCard, StatGrid } from '@mp/shared/dashboard';
import { REFERRAL_PARAM } from '@mp/shared/contracts';
import { useAffiliateDashboard } from './api/get-affiliate';
import { CommissionsTable } from './components/commissions-table';

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space(4)};
  > div {
    flex: 1 1 22rem;
  }
`;

export default function AffiliateDashboardPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const to = usePathTo();
  const dashboard = useAffiliateDashboard();

  if (dashboard.isPending) {
    return (
      <PageFrame title={title}>
        <Spinner />
      </PageFrame>
    );
  }
  if (dashboard.error || !dashboard.data) {
    return (
      <PageFrame title={title}>
        <ErrorState onRetry={() => void dashboard.refetch()} />
      </PageFrame>
    );
  }
  const d = dashboard.data;
  const link = `${window.location.origin}${to('home')}?${REFERRAL_PARAM}=${encodeURIComponent(d.code)}`;
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => toastStore.getState().show({ message: t('affiliates.copied'), kind: 'success' }),
      () => toastStore.getState().show({ message: t('affiliates.copyFailed'), kind: 'error' }),
    );
  const money = (cents: number) => formatMoney(cents, locale);
  const thisMonth = lisbonToday().slice(0, 7);

  return (
    <PageFrame title={title}>
      <LinkRow>
        <TextField
          label={t('affiliates.link')}
          value={link}
          readOnly
          hint={t('affiliates.linkHint', { code: d.code, days: 30 })}
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="secondary" onClick={copy}>
          {t('affiliates.copy')}
        </Button>
      </LinkRow>
      <StatGrid>
        <StatCard label={t('affiliates.clicks')} value={String(d.clicks)} />
        <StatCard label={t('affiliates.bookings')} value={String(d.bookings)} />
        <StatCard
          label={t('affiliates.conversion')}
          value={formatPercent(Math.round(d.conversion * 1000) / 10, locale)}
        />
        <StatCard
          label={t('affiliates.pending')}
          value={money(d.pending_cents)}
          hint={t('affiliates.rate', { rate: formatPercent(d.commission_basis_points / 100, locale) })}
        />
        <StatCard label={t('affiliates.earned')} value={money(d.earned_cents)} />
      </StatGrid>
      <BarChart
        title={t('affiliates.chart')}
        points={d.months.map((m) => ({
          label: formatCalendarMonth(m.month, locale),
          value: m.commission_cents,
          partial: m.month === thisMonth,
        }))}
        format={money}
        seriesLabel={t('affiliates.commission')}
      />
      <CommissionsTable />
    </PageFrame>
  );
}
