import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from 'react-router';
import type { SuperClient, SuperCustomer } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { EmptyState, PageFrame, SelectField } from '@mp/shared/ui';
import { getClients, useClients } from './api/get-clients';
import { getCustomers, useCustomers } from './api/get-customers';
import { OpenAsUser } from './components/open-as-user';

const Views = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(4)};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration-thickness: 3px;
  }
`;

const dateText = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale === 'pt' ? 'pt-PT' : 'en-GB', { timeZone: 'Europe/Lisbon' });

/**
 * /super-admin/customers: everyone who booked (guests included) with their bookings, and ?view=clients the
 * registered accounts. The view, search, filters and page are in the URL.
 */
export default function CustomersPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const pair = useSearchParams();
  const [params] = pair;
  const clientsView = params.get('view') === 'clients';
  const table = useTableState(pair, { filters: ['guest'] });
  const query = table.query;
  const customers = useCustomers(query, !clientsView);
  const clients = useClients(query, clientsView);
  // Memoised: DataTable renders each cell function as a component; new ones would remount the cells (and close an
  // open bookings disclosure) on every render.
  const customerColumns = useMemo<DataColumn<SuperCustomer>[]>(() => {
    const money = (cents: number) => formatMoney(cents, locale);
    return [
    { id: 'name', header: t('people.name'), cell: ({ row }) => `${row.original.first_name} ${row.original.last_name}`, meta: { csv: (c) => `${c.first_name} ${c.last_name}` } },
    { id: 'email', header: t('people.email'), accessorKey: 'email', meta: { csv: (c) => c.email } },
    { id: 'account', header: t('people.account'), cell: ({ row }) => (row.original.guest ? t('people.guest') : t('people.registered')), meta: { csv: (c) => (c.guest ? 'guest' : 'registered') } },
    { id: 'bookings_count', header: t('people.bookingsCount'), accessorKey: 'bookings_count', meta: { csv: (c) => c.bookings_count } },
    { id: 'paid_total', header: t('people.paidTotal'), cell: ({ row }) => money(row.original.paid_total_cents), meta: { csv: (c) => c.paid_total_cents / 100 } },
    {
      id: 'bookings',
      header: t('people.latestBookings'),
      cell: ({ row }) => (
        <details>
          <summary>{t('people.showBookings', { count: row.original.bookings.length, name: row.original.email })}</summary>
          <ul>
            {row.original.bookings.map((b) => (
              <li key={b.id}>
                {b.reference} · {dateText(b.created_at, locale)} · {t(`people.bookingStatuses.${b.status}`, { defaultValue: b.status })} · {money(b.total_cents)}
              </li>
            ))}
          </ul>
        </details>
      ),
      meta: { csv: (c) => c.bookings.map((b) => b.reference).join(' ') },
    },
    {
      id: 'actions',
      header: t('people.actions'),
      // A guest has no account to act as.
      cell: ({ row }) => (row.original.guest ? null : <OpenAsUser userId={row.original.id} name={`${row.original.first_name} ${row.original.last_name}`} />),
    },
    ];
  }, [t, locale]);
  const clientColumns = useMemo<DataColumn<SuperClient>[]>(
    () => [
    { id: 'name', header: t('people.name'), cell: ({ row }) => `${row.original.first_name} ${row.original.last_name}`, meta: { csv: (c) => `${c.first_name} ${c.last_name}` } },
    { id: 'email', header: t('people.email'), accessorKey: 'email', meta: { csv: (c) => c.email } },
    { id: 'phone', header: t('people.phone'), cell: ({ row }) => row.original.phone ?? '', meta: { csv: (c) => c.phone ?? '' } },
    { id: 'verified', header: t('people.emailVerified'), cell: ({ row }) => (row.original.email_verified ? t('people.yes') : t('people.no')), meta: { csv: (c) => c.email_verified } },
    { id: 'bookings', header: t('people.bookingsCount'), accessorKey: 'bookings', meta: { csv: (c) => c.bookings } },
    { id: 'created_at', header: t('people.since'), cell: ({ row }) => dateText(row.original.created_at, locale), meta: { csv: (c) => c.created_at } },
    {
      id: 'actions',
      header: t('people.actions'),
      cell: ({ row }) => <OpenAsUser userId={row.original.id} name={`${row.original.first_name} ${row.original.last_name}`} userType="CLIENT" />,
    },
    ],
    [t, locale],
  );
  const views = (
    <Views aria-label={t('people.views')}>
      <ul>
        <li>
          <Link to="?" aria-current={clientsView ? undefined : 'page'}>
            {t('people.customersView')}
          </Link>
        </li>
        <li>
          <Link to="?view=clients" aria-current={clientsView ? 'page' : undefined}>
            {t('people.clientsView')}
          </Link>
        </li>
      </ul>
    </Views>
  );
  return (
    <PageFrame title={title}>
      {views}
      {clientsView ? (
        <DataTable
          key="clients"
          caption={t('people.clientsCaption')}
          columns={clientColumns}
          {...pageQueryProps(clients)}
          state={table}
          getRowId={(c) => String(c.id)}
          searchLabel={t('people.searchPeople')}
          empty={<EmptyState title={t('people.emptyPeople')} />}
          csv={{ filename: 'clients', fetchRows: async () => (await getClients({ ...query, page: 1, per_page: 100 })).data }}
        />
      ) : (
        <DataTable
          key="customers"
          caption={t('people.customersCaption')}
          columns={customerColumns}
          {...pageQueryProps(customers)}
          state={table}
          getRowId={(c) => String(c.id)}
          searchLabel={t('people.searchPeople')}
          empty={<EmptyState title={t('people.emptyPeople')} />}
          toolbar={
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
          }
          csv={{ filename: 'customers', fetchRows: async () => (await getCustomers({ ...query, page: 1, per_page: 100 })).data }}
        />
      )}
    </PageFrame>
  );
}
