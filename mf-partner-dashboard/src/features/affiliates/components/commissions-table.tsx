// The affiliate's commissions: one row per referred booking item, newest paid first, in pages, with a CSV of them all.
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { EmptyState } from '@mp/shared/ui';
import { DataTable, pageQueryProps, useTableState, type DataColumn, CSV_PAGE_SIZE } from '@mp/shared/dashboard';
import type { AffiliateCommission } from '@mp/shared/contracts';
import { getCommissions, useCommissions } from '../api/get-affiliate';

export function CommissionsTable(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const table = useTableState(useSearchParams(), { sort: { id: 'paid_at', desc: true } });
  const commissions = useCommissions({ page: table.page, per_page: table.perPage }, locale);
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
  return (
    <DataTable
      caption={t('affiliates.commissions')}
      columns={columns}
      {...pageQueryProps(commissions)}
      state={table}
      getRowId={(r) => String(r.booking_item_id)}
      empty={<EmptyState title={t('affiliates.empty')} description={t('affiliates.emptyHint')} />}
      csv={{
        filename: 'commissions',
        fetchPage: (page) => getCommissions({ page, per_page: CSV_PAGE_SIZE }),
      }}
    />
  );
}
