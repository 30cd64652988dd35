// /affiliates and /affiliates/dashboard: the referral link and code, clicks, paid referred bookings,
// conversion and commissions, commission per month as a chart, and every commission in a table with CSV export.
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { formatCalendarMonth, formatDate, formatMoney, useTranslation } from '@mp/shared/i18n';
import { formatPercent, lisbonToday } from '@mp/shared/domain';
import { toastStore, useLocale } from '@mp/shared/stores';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { Button, EmptyState, ErrorState, PageFrame, Spinner, TextField } from '@mp/shared/ui';
import {
  BarChart,
  DataTable,
  pageQueryProps,
  StatCard,
  StatGrid,
  useTableState,
  type DataColumn,
} from '@mp/shared/dashboard';
import { REFERRAL_PARAM, type AffiliateCommission } from '@mp/shared/contracts';
import { getCommissions, useAffiliateDashboard, useCommissions } from './api/get-affiliate';

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
  const table = useTableState(useSearchParams(), { sort: { id: 'paid_at', desc: true } });
  const query = { page: table.page, per_page: table.perPage };
  const commissions = useCommissions(query, locale);

  const columns = useMemo<DataColumn<AffiliateCommission>[]>(
    () => [
      {
        id: 'booking_reference',
        header: t('affiliates.reference'),
        cell: ({ row }) => row.original.booking_reference,
        meta: { csv: (r) => r.booking_reference },
      },
      {
        id: 'service_name',
        header: t('affiliates.service'),
        cell: ({ row }) => row.original.service_name,
        meta: { csv: (r) => r.service_name },
      },
      {
        id: 'paid_at',
        header: t('affiliates.paidAt'),
        cell: ({ row }) => formatDate(row.original.paid_at),
        meta: { csv: (r) => r.paid_at },
      },
      {
        id: 'amount',
        header: t('affiliates.amount'),
        cell: ({ row }) => formatMoney(row.original.amount_cents, locale),
        meta: { csv: (r) => (r.amount_cents / 100).toFixed(2) },
      },
      {
        id: 'commission',
        header: t('affiliates.commission'),
        cell: ({ row }) => formatMoney(row.original.commission_cents, locale),
        meta: { csv: (r) => (r.commission_cents / 100).toFixed(2) },
      },
      {
        id: 'status',
        header: t('affiliates.status'),
        cell: ({ row }) => t(`affiliates.statuses.${row.original.status}`),
        meta: { csv: (r) => r.status },
      },
    ],
    [t, locale],
  );

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
      <DataTable
        caption={t('affiliates.commissions')}
        columns={columns}
        {...pageQueryProps(commissions)}
        state={table}
        getRowId={(r) => String(r.booking_item_id)}
        empty={<EmptyState title={t('affiliates.empty')} description={t('affiliates.emptyHint')} />}
        csv={{
          filename: 'commissions',
          fetchRows: async () => (await getCommissions({ page: 1, per_page: 100 })).data,
        }}
      />
    </PageFrame>
  );
}
