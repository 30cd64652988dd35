import { useMemo, type ReactNode } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation, formatMoney, formatDate } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { PageFrame, EmptyState } from '@mp/shared/ui';
import { DataTable, pageQueryProps, useTableState, type DataColumn, CSV_PAGE_SIZE } from '@mp/shared/dashboard';
import type { DashboardServiceList, DashboardServiceRow } from '@mp/shared/contracts';
import type { RouteId } from '@mp/shared/routes';
import { getServices, useServices } from '../../shared/services/api/get-services';
import { StatusToggle } from './status-toggle';
import { BulkActions } from './bulk-actions';
import { DeleteDraft } from './delete-draft';
import { DuplicateService } from './duplicate-service';
import { TabLinks } from '../../shared/components/tab-links';

/** The four spec §2 preview routes and the list each shows. */
export const LIST_OF_ROUTE: Readonly<Record<string, DashboardServiceList>> = {
  'dashboard.services-preview': 'active',
  'dashboard.services-preview-inactive': 'inactive',
  'dashboard.services-preview-draft': 'draft',
  'dashboard.services-preview-promoted': 'promoted',
};
const TABS: readonly RouteId[] = [
  'dashboard.services-preview',
  'dashboard.services-preview-inactive',
  'dashboard.services-preview-draft',
  'dashboard.services-preview-promoted',
];

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** /dashboard/services/preview[/inactive|/draft|/promoted]: the company's services of one list. */
export default function ServicesPage({ route, title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const to = usePathTo();
  const list = LIST_OF_ROUTE[route.id] ?? 'active';
  const table = useTableState(useSearchParams(), { sort: { id: 'created_at', desc: true } });
  const query = { ...table.query, status: list };
  const services = useServices(query);

  // Stable columns: a cell renderer is a component type, so a new one each render would remount every cell.
  const columns = useMemo<DataColumn<DashboardServiceRow>[]>(
    () => [
      {
        id: 'name',
        header: t('services.name'),
        cell: ({ row }) => (
          <>
            <Link to={to('dashboard.services-edit', { id: row.original.id })}>{row.original.name}</Link>
            {/* docs/adr/049: bookings of this service are confirmed on payment, nothing to answer. */}
            {row.original.confirmation === 'instant' && (
              <>
                <br />
                <small data-testid="instant-confirmation">{t('confirmation.instantBadge')}</small>
              </>
            )}
          </>
        ),
        meta: { sortable: true, csv: (s) => s.name },
      },
      {
        id: 'status',
        header: t('services.status'),
        cell: ({ row }) => <StatusToggle service={row.original} />,
        meta: { csv: (s) => s.status },
      },
      {
        id: 'price',
        header: t('services.price'),
        cell: ({ row }) => formatMoney(row.original.value_cents, locale),
        meta: { sortable: true, csv: (s) => (s.value_cents / 100).toFixed(2) },
      },
      {
        id: 'created_at',
        header: t('services.created'),
        cell: ({ row }) => formatDate(row.original.created_at),
        meta: { sortable: true, csv: (s) => s.created_at },
      },
      // Any service can be copied into a new draft; a draft can be deleted, a service that was on sale is paused.
      {
        id: 'actions',
        header: t('services.actions'),
        cell: ({ row }) => (
          <RowActions>
            <DuplicateService service={row.original} />
            {list === 'draft' && <DeleteDraft service={row.original} />}
          </RowActions>
        ),
      },
    ],
    [t, locale, to, list],
  );

  return (
    <PageFrame title={title}>
      <LinkButton href={to('dashboard.services-new')}>{t('newService.create')}</LinkButton>
      <TabLinks aria-label={t('services.lists')}>
        {TABS.map((id) => (
          <NavLink key={id} to={to(id)} end>
            {t(`services.list.${LIST_OF_ROUTE[id]}`)}
          </NavLink>
        ))}
      </TabLinks>
      <DataTable
        caption={t(`services.list.${list}`)}
        columns={columns}
        {...pageQueryProps(services)}
        state={table}
        getRowId={(s) => String(s.id)}
        searchLabel={t('services.search')}
        empty={<EmptyState title={t(`services.empty.${list}`)} description={t(`services.emptyHint.${list}`)} />}
        bulkActions={(selected, clear) => <BulkActions selected={selected} clear={clear} />}
        csv={{
          filename: `services-${list}`,
          fetchPage: (page) => getServices({ ...query, page, per_page: CSV_PAGE_SIZE }),
        }}
      />
    </PageFrame>
  );
}
