import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SuperService, SuperServiceList } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { EmptyState, PageFrame, SelectField } from '@mp/shared/ui';
import { SERVICE_TYPES, useServices } from '../../shared/services/api/get-services';
import { ContentEditor } from './components/content-editor';
import { PlaceToggle, StatusButton } from './components/service-actions';
import { ExportButton } from '../../shared/exports/components/export-button';
import { SavedViews } from '../../shared/saved-views/saved-views';

const LISTS: readonly SuperServiceList[] = ['active', 'inactive', 'draft', 'promoted'];

/** /super-admin/services: every company's services by list and type; activate, deactivate, home-page places. */
export default function ServicesPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const pathTo = usePathTo();
  const locale = useLocale();
  const table = useTableState(useSearchParams(), { filters: ['status', 'type'] });
  const list = useServices(table.query);
  // Memoised: DataTable renders each cell function as a component; new ones would remount the cells on every render.
  const columns = useMemo<DataColumn<SuperService>[]>(
    () => [
      {
        id: 'name',
        header: t('services.name'),
        cell: ({ row }) =>
          row.original.live ? (
            <Link to={pathTo('service', { slug: row.original.slug })}>{row.original.name}</Link>
          ) : (
            row.original.name
          ),
      },
      { id: 'company', header: t('services.company'), cell: ({ row }) => row.original.company.trade_name },
      {
        id: 'kind',
        meta: { priority: 'low' },
        header: t('services.kind'),
        cell: ({ row }) => t(`services.kinds.${row.original.kind}`, { defaultValue: row.original.kind }),
      },
      { id: 'price', header: t('services.price'), cell: ({ row }) => formatMoney(row.original.value_cents, locale) },
      {
        id: 'status',
        header: t('services.status'),
        cell: ({ row }) =>
          `${t(`services.statuses.${row.original.status}`, { defaultValue: row.original.status })}${row.original.live ? '' : ` (${t('services.notLive')})`}`,
      },
      {
        id: 'sponsored',
        header: t('services.sponsored'),
        cell: ({ row }) => <PlaceToggle service={row.original} place="sponsored" />,
      },
      {
        id: 'weekly_deal',
        header: t('services.weeklyDeal'),
        cell: ({ row }) => <PlaceToggle service={row.original} place="weekly_deal" />,
      },
      {
        id: 'actions',
        meta: { sticky: true },
        header: t('services.actions'),
        cell: ({ row }) => (
          <>
            <StatusButton service={row.original} /> <ContentEditor service={row.original} />
          </>
        ),
      },
    ],
    [t, locale, pathTo],
  );
  // The list's type picks the export's path, as it picks the list's.
  const { type, ...exportQuery } = table.query;
  const exportPath = `/super/${SERVICE_TYPES.includes(type as (typeof SERVICE_TYPES)[number]) ? String(type) : 'services'}/export`;
  return (
    <PageFrame title={title}>
      <ExportButton path={exportPath} filename="services.csv" query={exportQuery} rows={list.data?.total} />
      <DataTable
        caption={t('services.caption')}
        columns={columns}
        {...pageQueryProps(list)}
        state={table}
        getRowId={(s) => String(s.id)}
        searchLabel={t('services.search')}
        empty={<EmptyState title={t('services.empty')} />}
        toolbar={
          <>
            <SavedViews list="services" />
            <SelectField
              label={t('services.list')}
              value={table.filters.status ?? ''}
              placeholder={t('services.allLists')}
              options={LISTS.map((l) => ({ value: l, label: t(`services.lists.${l}`) }))}
              onChange={(e) => table.update({ filters: { status: e.target.value || null } })}
            />
            <SelectField
              label={t('services.type')}
              value={table.filters.type ?? ''}
              placeholder={t('services.allTypes')}
              options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`services.types.${type}`) }))}
              onChange={(e) => table.update({ filters: { type: e.target.value || null } })}
            />
          </>
        }
      />
    </PageFrame>
  );
}
