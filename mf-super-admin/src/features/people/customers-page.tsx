import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { SuperClient } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { EmptyState, PageFrame } from '@mp/shared/ui';
import { useClients } from './api/get-clients';
import { CUSTOMER_FILTERS, CustomersTable } from './components/customers-table';
import { CustomerLink } from '../../shared/people/components/customer-link';
import { OpenAsUser } from '../../shared/people/components/open-as-user';
import { ExportButton } from '../../shared/exports/components/export-button';
import { SavedViews } from '../../shared/saved-views/saved-views';
import { ViewLinks } from '../../shared/view-links';

/**
 * /super-admin/customers: everyone who booked (guests included) with their bookings, and ?view=clients the
 * registered accounts. The view, search, filters and page are in the URL.
 */
export default function CustomersPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const pair = useSearchParams();
  const [params] = pair;
  const clientsView = params.get('view') === 'clients';
  const table = useTableState(pair, { filters: CUSTOMER_FILTERS });
  const query = table.query;
  const clients = useClients(query, clientsView);
  const clientColumns = useMemo<DataColumn<SuperClient>[]>(
    () => [
      {
        id: 'name',
        header: t('people.name'),
        cell: ({ row }) => (
          <CustomerLink id={row.original.id}>{`${row.original.first_name} ${row.original.last_name}`}</CustomerLink>
        ),
      },
      { id: 'email', header: t('people.email'), accessorKey: 'email' },
      { id: 'phone', header: t('people.phone'), cell: ({ row }) => row.original.phone ?? '' },
      {
        id: 'verified',
        header: t('people.emailVerified'),
        cell: ({ row }) => (row.original.email_verified ? t('people.yes') : t('people.no')),
      },
      { id: 'bookings', header: t('people.bookingsCount'), accessorKey: 'bookings' },
      { id: 'created_at', header: t('people.since'), cell: ({ row }) => formatDate(row.original.created_at) },
      {
        id: 'actions',
        header: t('people.actions'),
        cell: ({ row }) => (
          <OpenAsUser
            userId={row.original.id}
            name={`${row.original.first_name} ${row.original.last_name}`}
            userType="CLIENT"
          />
        ),
      },
    ],
    [t],
  );
  const views = (
    <ViewLinks
      label={t('people.views')}
      links={[
        { key: 'customers', to: '?', label: t('people.customersView'), current: !clientsView },
        { key: 'clients', to: '?view=clients', label: t('people.clientsView'), current: clientsView },
      ]}
    />
  );
  return (
    <PageFrame title={title}>
      {views}
      {clientsView ? (
        <>
          <ExportButton path="/super/clients/export" filename="clients.csv" query={query} rows={clients.data?.total} />
          <DataTable
            key="clients"
            caption={t('people.clientsCaption')}
            columns={clientColumns}
            {...pageQueryProps(clients)}
            state={table}
            getRowId={(c) => String(c.id)}
            searchLabel={t('people.searchPeople')}
            empty={<EmptyState title={t('people.emptyPeople')} />}
            toolbar={<SavedViews list="customers" />}
          />
        </>
      ) : (
        <CustomersTable key="customers" table={table} />
      )}
    </PageFrame>
  );
}
