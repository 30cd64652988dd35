import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CustomerBookingItem } from '@mp/shared/contracts';
import type { DataColumn, TableStateHandle } from '@mp/shared/dashboard';
import { formatInstant, formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { useCustomerBookings } from '../api/get-customer-bookings';
import { PartTable } from './part-table';

/** The customer's booking items, each leading to its page in the back office. */
export function BookingsSection({ id, state }: { id: number; state: TableStateHandle }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const pathTo = usePathTo();
  const query = useCustomerBookings(id, state.query);
  const columns = useMemo<DataColumn<CustomerBookingItem>[]>(() => {
    const money = (cents: number) => formatMoney(cents, locale);
    const when = (at: string) => formatInstant(at, locale, { dateStyle: 'medium', timeStyle: 'short' });
    return [
      {
        id: 'reference',
        header: t('bookings.reference'),
        cell: ({ row }) => (
          <Link
            to={pathTo('super-admin.booking-item', { id: row.original.id })}
            aria-label={t('customer.openItem', { reference: row.original.reference, service: row.original.service })}
          >
            {row.original.reference}
          </Link>
        ),
      },
      { id: 'service', header: t('bookings.service'), cell: ({ row }) => row.original.service },
      { id: 'partner', header: t('bookings.partner'), cell: ({ row }) => row.original.partner.name },
      { id: 'date', header: t('bookings.date'), cell: ({ row }) => when(row.original.booking_date) },
      {
        id: 'status',
        header: t('bookings.status'),
        cell: ({ row }) => t(`bookings.statuses.${row.original.status}`, { defaultValue: row.original.status }),
      },
      {
        id: 'total',
        header: t('bookings.total'),
        cell: ({ row }) =>
          row.original.refunded_cents > 0
            ? `${money(row.original.total_cents)} ${t('people.refundedAmount', { amount: money(row.original.refunded_cents) })}`
            : money(row.original.total_cents),
      },
      {
        id: 'method',
        header: t('bookings.method'),
        cell: ({ row }) =>
          t(`sales.methods.${row.original.payment_method}`, { defaultValue: row.original.payment_method }),
      },
      { id: 'created_at', header: t('bookings.createdAt'), cell: ({ row }) => when(row.original.created_at) },
    ];
  }, [t, locale, pathTo]);
  return (
    <PartTable
      title={t('customer.tabs.bookings')}
      headingId="customer-bookings"
      columns={columns}
      query={query}
      state={state}
      empty={t('customer.emptyBookings')}
    />
  );
}
