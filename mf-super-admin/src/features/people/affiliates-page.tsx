import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { SuperAffiliateRow } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { EmptyState, PageFrame, SelectField } from '@mp/shared/ui';
import { useAffiliates } from './api/get-affiliates';
import { useUpdateAffiliate } from './api/update-affiliate';
import { CommissionButton } from './components/commission-form';
import { OpenAsUser } from '../../shared/people/components/open-as-user';
import { StatusActions } from './components/status-actions';
import { StatusBadge } from './components/status-badge';
import { PARTY_STATUSES } from './partners-page';
import { ExportButton } from '../../shared/exports/components/export-button';
import { SavedViews } from '../../shared/saved-views/saved-views';

const nameOf = (a: SuperAffiliateRow) => `${a.first_name} ${a.last_name}`;

/** /super-admin/affiliates: affiliates with their code; approve, suspend, commission rate. */
export default function AffiliatesPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const table = useTableState(useSearchParams(), { filters: ['status'] });
  const list = useAffiliates(table.query);
  const { mutateAsync: updateAffiliate } = useUpdateAffiliate();
  // Memoised: DataTable renders each cell function as a component (see partners-page.tsx).
  const columns = useMemo<DataColumn<SuperAffiliateRow>[]>(
    () => [
      { id: 'name', header: t('people.name'), cell: ({ row }) => nameOf(row.original) },
      { id: 'email', header: t('people.email'), accessorKey: 'email' },
      { id: 'code', header: t('people.affiliateCode'), accessorKey: 'affiliate_code' },
      { id: 'status', header: t('people.status'), cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      {
        id: 'commission',
        header: t('people.commission'),
        cell: ({ row }) => (
          <CommissionButton
            name={nameOf(row.original)}
            rate={row.original.commission_rate}
            save={(rate) => updateAffiliate({ id: row.original.id, commission_rate: rate })}
          />
        ),
      },
      {
        id: 'actions',
        header: t('people.actions'),
        cell: ({ row }) => (
          <span>
            <StatusActions
              name={nameOf(row.original)}
              status={row.original.status}
              kind="affiliate"
              change={(status) => updateAffiliate({ id: row.original.id, status })}
            />{' '}
            <OpenAsUser userId={row.original.id} name={nameOf(row.original)} userType="AFFILIATE" />
          </span>
        ),
      },
    ],
    [t, updateAffiliate],
  );
  return (
    <PageFrame title={title}>
      <ExportButton
        path="/super/affiliates/export"
        filename="affiliates.csv"
        query={table.query}
        rows={list.data?.total}
      />
      <DataTable
        caption={t('people.affiliatesCaption')}
        columns={columns}
        {...pageQueryProps(list)}
        state={table}
        getRowId={(a) => String(a.id)}
        searchLabel={t('people.searchAffiliates')}
        empty={<EmptyState title={t('people.emptyAffiliates')} />}
        toolbar={
          <>
            <SavedViews list="affiliates" />
            <SelectField
              label={t('people.status')}
              value={table.filters.status ?? ''}
              placeholder={t('people.allStatuses')}
              options={PARTY_STATUSES.map((s) => ({ value: s, label: t(`people.statuses.${s}`) }))}
              onChange={(e) => table.update({ filters: { status: e.target.value || null } })}
            />
          </>
        }
      />
    </PageFrame>
  );
}
