import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { PromoCodeStatus, SuperPromoCode } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { formatPercent } from '@mp/shared/domain';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Button, EmptyState, PageFrame, SelectField } from '@mp/shared/ui';
import { usePromoCodes } from './api/get-promo-codes';
import { useSetPromoStatus } from './api/set-promo-status';
import { NewPromoForm } from './components/new-promo-form';
import { PromoRequests } from './components/promo-requests';
import { ExportButton } from '../../shared/exports/components/export-button';
import { SavedViews } from '../../shared/saved-views/saved-views';

const STATUSES: readonly PromoCodeStatus[] = ['requested', 'assigned', 'used'];

/** /super-admin/promo-codes: create codes, see their usage, change statuses, answer partners' requests. */
export default function PromoCodesPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const table = useTableState(useSearchParams(), { filters: ['status'], sort: { id: 'created_at', desc: true } });
  const codes = usePromoCodes(table.query);
  const setStatus = useSetPromoStatus();
  const statusOptions = STATUSES.map((s) => ({ value: s, label: t(`promo.statuses.${s}`) }));
  const valueText = (p: SuperPromoCode) =>
    p.kind === 'percent' ? formatPercent(p.value, locale) : formatMoney(p.value, locale);
  const columns: DataColumn<SuperPromoCode>[] = [
    { id: 'code', header: t('promo.code'), accessorKey: 'code', meta: { sortable: true } },
    { id: 'value', header: t('promo.value'), cell: ({ row }) => valueText(row.original) },
    { id: 'valid_from', header: t('promo.validFrom'), accessorKey: 'valid_from', meta: { priority: 'low' } },
    { id: 'valid_to', header: t('promo.validTo'), accessorKey: 'valid_to', meta: { sortable: true } },
    {
      id: 'max_uses',
      header: t('promo.maxUses'),
      cell: ({ row }) => row.original.max_uses ?? '∞',
      meta: { priority: 'low' },
    },
    {
      id: 'assigned_to',
      header: t('promo.assignedTo'),
      cell: ({ row }) => row.original.assigned_user?.email ?? t('promo.everyone'),
    },
    { id: 'uses', header: t('promo.uses'), cell: ({ row }) => row.original.usage.uses },
    {
      id: 'revenue',
      header: t('promo.revenue'),
      cell: ({ row }) => formatMoney(row.original.usage.revenue_cents, locale),
    },
    {
      id: 'discount',
      header: t('promo.discount'),
      cell: ({ row }) => formatMoney(row.original.usage.discount_cents, locale),
    },
    {
      id: 'status',
      header: t('promo.status'),
      // The row's action (its status is changed here): it stays in view at the table's right edge.
      meta: { sticky: true },
      cell: ({ row }) => (
        <select
          aria-label={t('promo.statusOf', { code: row.original.code })}
          value={row.original.status}
          onChange={(e) => setStatus.mutate({ ids: [row.original.id], status: e.target.value as PromoCodeStatus })}
          style={{ minHeight: 44, font: 'inherit' }}
        >
          {statusOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.value === 'assigned' && !row.original.assigned_user ? t('promo.statuses.public') : o.label}
            </option>
          ))}
        </select>
      ),
    },
  ];
  return (
    <PageFrame title={title}>
      <ExportButton
        path="/super/promo-codes/export"
        filename="promo-codes.csv"
        query={table.query}
        rows={codes.data?.total}
      />
      <DataTable
        caption={t('promo.caption')}
        columns={columns}
        {...pageQueryProps(codes)}
        state={table}
        getRowId={(p) => String(p.id)}
        searchLabel={t('promo.search')}
        empty={<EmptyState title={t('promo.empty')} />}
        toolbar={
          <>
            <SavedViews list="promo-codes" />
            <SelectField
              label={t('promo.status')}
              value={table.filters.status ?? ''}
              placeholder={t('promo.allStatuses')}
              options={statusOptions}
              onChange={(e) => table.update({ filters: { status: e.target.value || null } })}
            />
          </>
        }
        bulkActions={(rows, clear) =>
          STATUSES.map((status) => (
            <Button
              key={status}
              variant="secondary"
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ ids: rows.map((r) => r.id), status }, { onSuccess: clear })}
            >
              {t(`promo.statuses.${status}`)}
            </Button>
          ))
        }
      />
      {/* After the list, so the list starts on the first screen of a 1280 px laptop. */}
      <NewPromoForm />
      <PromoRequests />
    </PageFrame>
  );
}
