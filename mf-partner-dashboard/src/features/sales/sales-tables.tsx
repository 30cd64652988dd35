// The sales screen's three tables: per period, per service and per payment method (the per-item CSV is the server's:
// sales-figures.tsx).
import { useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation, formatMoney } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { DataTable, type DataColumn, type TableStateHandle } from '@mp/shared/dashboard';
import type { DashboardSales, DashboardSalesFigures, DashboardSalesGroup, Locale } from '@mp/shared/contracts';

type Row<K extends string, V> = DashboardSalesFigures & Record<K, V>;

/** How a period is named: its day, "Week of" its Monday, or its month. */
export function periodLabel(period: string, group: DashboardSalesGroup, t: TFunction): string {
  if (group === 'month') return period.slice(0, 7);
  if (group === 'week') return t('sales.weekOf', { date: period });
  return period;
}

function figureColumns<T extends DashboardSalesFigures>(t: TFunction, locale: Locale): DataColumn<T>[] {
  const money = (id: 'gross_cents' | 'commission_cents' | 'net_cents', header: string): DataColumn<T> => ({
    id,
    header,
    cell: ({ row }) => formatMoney(row.original[id], locale),
    meta: { csv: (r) => (r[id] / 100).toFixed(2) },
  });
  return [
    money('gross_cents', t('sales.gross')),
    money('commission_cents', t('sales.commission')),
    money('net_cents', t('sales.net')),
    {
      id: 'bookings',
      header: t('sales.bookings'),
      cell: ({ row }) => row.original.bookings,
      meta: { csv: (r) => r.bookings },
    },
  ];
}

interface TablesProps {
  sales: DashboardSales;
  state: TableStateHandle;
}

export function PeriodsTable({ sales, state }: TablesProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const group = sales.group;
  const columns = useMemo<DataColumn<Row<'period', string>>[]>(
    () => [
      {
        id: 'period',
        header: t('sales.period'),
        cell: ({ row }) => periodLabel(row.original.period, group, t),
        meta: { csv: (r) => r.period },
      },
      ...figureColumns<Row<'period', string>>(t, locale),
    ],
    [t, locale, group],
  );
  return (
    <DataTable
      caption={t('sales.byPeriod', { group: t(`sales.group.${group}`) })}
      columns={columns}
      rows={sales.periods}
      state={state}
      getRowId={(r) => r.period}
    />
  );
}

export function ServicesTable({ sales, state }: TablesProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  type ServiceRow = Row<'service_id', number> & { name: string | null };
  const columns = useMemo<DataColumn<ServiceRow>[]>(
    () => [
      { id: 'name', header: t('sales.service'), cell: ({ row }) => row.original.name ?? t('sales.removedService') },
      ...figureColumns<ServiceRow>(t, locale),
    ],
    [t, locale],
  );
  return (
    <DataTable
      caption={t('sales.byService')}
      columns={columns}
      rows={sales.services}
      state={state}
      getRowId={(r) => String(r.service_id)}
    />
  );
}

export function MethodsTable({ sales, state }: TablesProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const columns = useMemo<DataColumn<Row<'payment_method', string>>[]>(
    () => [
      {
        id: 'payment_method',
        header: t('sales.method'),
        cell: ({ row }) =>
          t(`sales.methods.${row.original.payment_method}`, { defaultValue: row.original.payment_method }),
      },
      ...figureColumns<Row<'payment_method', string>>(t, locale),
    ],
    [t, locale],
  );
  return (
    <DataTable
      caption={t('sales.byMethod')}
      columns={columns}
      rows={sales.methods}
      state={state}
      getRowId={(r) => r.payment_method}
    />
  );
}
