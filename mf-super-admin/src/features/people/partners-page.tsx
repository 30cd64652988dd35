import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from 'react-router';
import type { CompanyStatus, PartyStatus, SuperPartner } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { EmptyState, PageFrame, SelectField } from '@mp/shared/ui';
import { usePartners } from './api/get-partners';
import { useUpdatePartner } from './api/update-partner';
import { CommissionButton } from './components/commission-form';
import { CompanyServicesButton } from './components/company-services';
import { ModulesButton } from './components/modules-form';
import { ModuleRequestActions } from './components/module-request-actions';
import { OpenAsUser } from '../../shared/people/components/open-as-user';
import { PartnerStatusActions } from './components/partner-status-actions';
import { StatusBadge } from './components/status-badge';
import { AwaitingStaff } from './components/awaiting-staff';
import { ExportButton } from '../../shared/exports/components/export-button';
import { SavedViews } from '../../shared/saved-views/saved-views';

export const PARTY_STATUSES: readonly PartyStatus[] = ['pending', 'active', 'suspended'];
const COMPANY_STATUSES: readonly CompanyStatus[] = ['pending', 'active', 'rejected', 'suspended'];

const Reason = styled.span`
  display: block;
  max-width: 22rem;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/**
 * /super-admin/partners: partner companies, pending review first, then those asking for a module; approve, reject (with
 * a reason), suspend (with a reason), reactivate, commission, modules and the module asked for, their services
 * (docs/partner-review.md).
 */
export default function PartnersPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const pathTo = usePathTo();
  const table = useTableState(useSearchParams(), { filters: ['status', 'module_request'] });
  const partners = usePartners(table.query);
  const { mutateAsync: updatePartner } = useUpdatePartner();
  // Memoised: DataTable renders each cell function as a component, so new functions on every render would remount
  // the cells (and close a dialog open in one).
  const columns = useMemo<DataColumn<SuperPartner>[]>(
    () => [
      {
        id: 'company',
        header: t('people.company'),
        cell: ({ row }) =>
          row.original.status === 'active' ? (
            <Link to={pathTo('partner', { slug: row.original.slug })}>{row.original.trade_name}</Link>
          ) : (
            row.original.trade_name
          ),
      },
      { id: 'tax_number', header: t('people.taxNumber'), accessorKey: 'tax_number', meta: { priority: 'low' } },
      {
        id: 'owner',
        header: t('people.owner'),
        cell: ({ row }) => `${row.original.owner.name} (${row.original.owner.email})`,
      },
      {
        id: 'status',
        header: t('people.status'),
        cell: ({ row }) => (
          <>
            <StatusBadge status={row.original.status} />
            {row.original.status_reason ? (
              <Reason>{t('people.reasonShown', { reason: row.original.status_reason })}</Reason>
            ) : null}
          </>
        ),
      },
      {
        id: 'services',
        meta: { priority: 'low' },
        header: t('people.liveServices'),
        cell: ({ row }) =>
          t('people.servicesCount', { active: row.original.active_services, total: row.original.services }),
      },
      {
        id: 'modules',
        header: t('people.modules'),
        cell: ({ row }) => (
          <>
            <ModulesButton
              name={row.original.trade_name}
              modules={row.original.modules}
              save={(modules) => updatePartner({ id: row.original.id, modules })}
            />
            <ModuleRequestActions
              partner={row.original}
              answer={(module_request, reason) => updatePartner({ id: row.original.id, module_request, reason })}
            />
          </>
        ),
      },
      {
        id: 'commission',
        header: t('people.commission'),
        cell: ({ row }) => (
          <CommissionButton
            name={row.original.trade_name}
            rate={row.original.commission_rate}
            save={(rate) => updatePartner({ id: row.original.id, commission_rate: rate })}
          />
        ),
      },
      {
        id: 'actions',
        // Approve, Reject, Suspend and "Open as this user" stay at the table's right edge on a 1280 px screen.
        meta: { sticky: true },
        header: t('people.actions'),
        cell: ({ row }) => (
          <span>
            <PartnerStatusActions
              name={row.original.trade_name}
              status={row.original.status}
              change={(status, reason) => updatePartner({ id: row.original.id, status, reason })}
            />{' '}
            <CompanyServicesButton id={row.original.id} name={row.original.trade_name} />{' '}
            <OpenAsUser userId={row.original.owner.id} name={row.original.owner.name} userType="SUPPLIER" />
          </span>
        ),
      },
    ],
    [t, updatePartner, pathTo],
  );
  return (
    <PageFrame title={title}>
      <AwaitingStaff table={table} />
      <ExportButton
        path="/super/partners/export"
        filename="partners.csv"
        query={table.query}
        rows={partners.data?.total}
      />
      <DataTable
        caption={t('people.partnersCaption')}
        columns={columns}
        {...pageQueryProps(partners)}
        state={table}
        getRowId={(p) => String(p.id)}
        searchLabel={t('people.searchPartners')}
        empty={<EmptyState title={t('people.emptyPartners')} />}
        toolbar={
          <>
            <SavedViews list="partners" />
            <SelectField
              label={t('people.status')}
              value={table.filters.status ?? ''}
              placeholder={t('people.allStatuses')}
              options={COMPANY_STATUSES.map((s) => ({ value: s, label: t(`people.statuses.${s}`) }))}
              onChange={(e) => table.update({ filters: { status: e.target.value || null } })}
            />
            <SelectField
              label={t('people.moduleRequestFilter')}
              value={table.filters.module_request ?? ''}
              placeholder={t('people.moduleRequestAny')}
              options={[
                { value: '1', label: t('people.moduleRequestYes') },
                { value: '0', label: t('people.moduleRequestNo') },
              ]}
              onChange={(e) => table.update({ filters: { module_request: e.target.value || null } })}
            />
          </>
        }
      />
    </PageFrame>
  );
}
