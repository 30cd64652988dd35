import { useMemo, type ReactNode } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation, formatMoney } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { PageFrame, EmptyState } from '@mp/shared/ui';
import { DataTable, pageQueryProps, useTableState, type DataColumn, CSV_PAGE_SIZE } from '@mp/shared/dashboard';
import type { DashboardVehicle } from '@mp/shared/contracts';
import type { RouteId } from '@mp/shared/routes';
import { getVehicles, useVehicles } from './api/get-vehicles';
import { VehicleToggle } from './vehicle-toggle';
import { VehicleBulkActions } from './vehicle-bulk-actions';

/** The preview routes and the vehicle_status each lists (a draft saved from the form has its own list). */
export const STATUS_OF_ROUTE: Readonly<Record<string, 'active' | 'inactive' | 'draft'>> = {
  'dashboard.vehicles-preview': 'active',
  'dashboard.vehicles-preview-inactive': 'inactive',
  'dashboard.vehicles-preview-draft': 'draft',
};
const TABS: readonly RouteId[] = [
  'dashboard.vehicles-preview',
  'dashboard.vehicles-preview-inactive',
  'dashboard.vehicles-preview-draft',
];

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  a {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
`;

const ByRoute = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The flat one-way price, and under it the route prices that price a trip before it (docs/adr/052), when it has any. */
function VehiclePrice({ vehicle: v }: { vehicle: DashboardVehicle }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const rules = [
    ...(v.route_price_count ? [t('vehicles.routePrices', { count: v.route_price_count })] : []),
    ...(v.per_km_cents
      ? [
          t('vehicles.perKm', {
            price: formatMoney(v.per_km_cents, locale),
            min: formatMoney(v.min_fare_cents ?? 0, locale),
          }),
        ]
      : []),
  ];
  return (
    <>
      {formatMoney(v.value_cents, locale)}
      {rules.length > 0 && <ByRoute>{t('vehicles.byRoute', { rules: rules.join(' · ') })}</ByRoute>}
    </>
  );
}

/** /dashboard/vehicles/preview[/inactive|/draft]: the company's vehicles in or out of service, or still drafts. */
export default function VehiclesPage({ route, title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const status = STATUS_OF_ROUTE[route.id] ?? 'active';
  const table = useTableState(useSearchParams());
  const query = { page: table.page, per_page: table.perPage, vehicle_status: status };
  const vehicles = useVehicles(query);

  const columns = useMemo<DataColumn<DashboardVehicle>[]>(
    () => [
      {
        id: 'name',
        header: t('vehicles.name'),
        cell: ({ row }) => <Link to={to('dashboard.vehicles-edit', { id: row.original.id })}>{row.original.name}</Link>,
        meta: { csv: (v) => v.name },
      },
      {
        id: 'status',
        header: t('vehicles.status'),
        cell: ({ row }) => <VehicleToggle vehicle={row.original} />,
        meta: { csv: (v) => v.vehicle_status },
      },
      {
        id: 'car_type',
        header: t('vehicles.carType'),
        cell: ({ row }) => t(`vehicles.carTypes.${row.original.car_type}`),
        meta: { csv: (v) => v.car_type },
      },
      {
        id: 'seats',
        header: t('vehicles.seats'),
        cell: ({ row }) => row.original.seats,
        meta: { csv: (v) => v.seats },
      },
      {
        id: 'price',
        header: t('vehicles.price'),
        cell: ({ row }) => <VehiclePrice vehicle={row.original} />,
        meta: { csv: (v) => (v.value_cents / 100).toFixed(2) },
      },
      {
        id: 'districts',
        header: t('vehicles.districts'),
        cell: ({ row }) => row.original.districts.join(', '),
        meta: { csv: (v) => v.districts.join('; ') },
      },
    ],
    [t, to],
  );

  return (
    <PageFrame title={title}>
      <LinkButton href={to('dashboard.vehicles-new')}>{t('vehicles.create')}</LinkButton>
      <Tabs aria-label={t('vehicles.lists')}>
        {TABS.map((id) => (
          <NavLink key={id} to={to(id)} end>
            {t(`vehicles.list.${STATUS_OF_ROUTE[id]}`)}
          </NavLink>
        ))}
      </Tabs>
      <DataTable
        caption={t(`vehicles.list.${status}`)}
        columns={columns}
        {...pageQueryProps(vehicles)}
        state={table}
        getRowId={(v) => String(v.id)}
        empty={<EmptyState title={t(`vehicles.empty.${status}`)} description={t(`vehicles.emptyHint.${status}`)} />}
        bulkActions={(selected, clear) => <VehicleBulkActions selected={selected} clear={clear} />}
        csv={{
          filename: `vehicles-${status}`,
          fetchPage: (page) => getVehicles({ ...query, page, per_page: CSV_PAGE_SIZE }),
        }}
      />
    </PageFrame>
  );
}
