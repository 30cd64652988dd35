import { useMemo, type ReactNode } from 'react';
import { DataTable, pageQueryProps, type DataColumn, type TableStateHandle } from '@mp/shared/dashboard';
import { formatDate, formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { EmptyState, SelectField } from '@mp/shared/ui';
import type { CustomerBooking, SuperCustomer } from '@mp/shared/contracts';
import { useCustomers } from '../api/get-customers';
import { CustomerLink } from '../../../shared/people/components/customer-link';
import { OpenAsUser } from '../../../shared/people/components/open-as-user';
import { USER_TYPES, userTypeKey } from './user-type';
import { ExportButton } from '../../../shared/exports/components/export-button';
import { SavedViews } from '../../../shared/saved-views/saved-views';

/** The URL filters of the customers list: guest or registered account, and the user type. */
export const CUSTOMER_FILTERS = ['guest', 'user_type'] as const;

/** Everyone who booked (guests included): their user type, account, totals and latest bookings; filters in the URL. */
/** A paid booking whose money went back reads refunded (partly refunded when some of it did), not paid. */
const bookingState = (b: CustomerBooking) =>
  b.status !== 'paid' || b.refunded_cents <= 0
    ? b.status
    : b.refunded_cents >= b.total_cents
      ? 'refunded'
      : 'partly_refunded';

export function CustomersTable({ table }: { table: TableStateHandle }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const customers = useCustomers(table.query);
  // Memoised: DataTable renders each cell function as a component; new ones would remount the cells (and close an
  // open bookings disclosure) on every render.
  const columns = useMemo<DataColumn<SuperCustomer>[]>(() => {
    const money = (cents: number) => formatMoney(cents, locale);
    const name = (c: SuperCustomer) => `${c.first_name} ${c.last_name}`;
    return [
      {
        id: 'name',
        header: t('people.name'),
        cell: ({ row }) => (
          <CustomerLink id={row.original.id} userType={row.original.user_type}>
            {name(row.original)}
          </CustomerLink>
        ),
      },
      { id: 'email', header: t('people.email'), accessorKey: 'email' },
      { id: 'user_type', header: t('people.userType'), cell: ({ row }) => t(userTypeKey(row.original.user_type)) },
      {
        id: 'account',
        header: t('people.account'),
        cell: ({ row }) => (row.original.guest ? t('people.guest') : t('people.registered')),
      },
      { id: 'bookings_count', header: t('people.bookingsCount'), accessorKey: 'bookings_count' },
      { id: 'paid_total', header: t('people.paidTotal'), cell: ({ row }) => money(row.original.paid_total_cents) },
      {
        id: 'bookings',
        header: t('people.latestBookings'),
        cell: ({ row }) => (
          <details>
            <summary>
              {t('people.showBookings', { count: row.original.bookings.length, name: row.original.email })}
            </summary>
            <ul>
              {row.original.bookings.map((b) => (
                <li key={b.id}>
                  {b.reference} · {formatDate(b.created_at)} ·{' '}
                  {t(`people.bookingStatuses.${bookingState(b)}`, { defaultValue: b.status })} · {money(b.total_cents)}
                  {b.refunded_cents > 0 ? ` ${t('people.refundedAmount', { amount: money(b.refunded_cents) })}` : ''}
                </li>
              ))}
            </ul>
          </details>
        ),
      },
      {
        id: 'actions',
        header: t('people.actions'),
        // A guest has no account to act as; a super admin is never impersonated.
        cell: ({ row }) =>
          row.original.guest ? null : (
            <OpenAsUser userId={row.original.id} name={name(row.original)} userType={row.original.user_type} />
          ),
      },
    ];
  }, [t, locale]);
  return (
    <>
      <ExportButton
        path="/super/customers/export"
        filename="customers.csv"
        query={table.query}
        rows={customers.data?.total}
      />
      <DataTable
        caption={t('people.customersCaption')}
        columns={columns}
        {...pageQueryProps(customers)}
        state={table}
        getRowId={(c) => String(c.id)}
        searchLabel={t('people.searchPeople')}
        empty={<EmptyState title={t('people.emptyPeople')} />}
        toolbar={
          <>
            <SavedViews list="customers" />
            <SelectField
              label={t('people.userType')}
              value={table.filters.user_type ?? ''}
              placeholder={t('people.allUserTypes')}
              options={USER_TYPES.map((type) => ({ value: type, label: t(userTypeKey(type)) }))}
              onChange={(e) => table.update({ filters: { user_type: e.target.value || null } })}
            />
            <SelectField
              label={t('people.accountFilter')}
              value={table.filters.guest ?? ''}
              placeholder={t('people.allAccounts')}
              options={[
                { value: '1', label: t('people.guest') },
                { value: '0', label: t('people.registered') },
              ]}
              onChange={(e) => table.update({ filters: { guest: e.target.value || null } })}
            />
          </>
        }
      />
    </>
  );
}
