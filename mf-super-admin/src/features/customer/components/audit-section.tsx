import { useMemo, type ReactNode } from 'react';
import type { AuditEntry } from '@mp/shared/contracts';
import type { DataColumn, TableStateHandle } from '@mp/shared/dashboard';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { useAuditActionWords } from '../../../shared/audit/use-audit-action-words';
import { useCustomerAudit } from '../api/get-customer-audit';
import { PartTable } from './part-table';

/** What staff did for the customer: requests made acting as them, changes to their account, notes about them. */
export function AuditSection({ id, state }: { id: number; state: TableStateHandle }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const query = useCustomerAudit(id, state.query);
  const actionWords = useAuditActionWords();
  const columns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      {
        id: 'created_at',
        header: t('customer.when'),
        cell: ({ row }) => formatInstant(row.original.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' }),
      },
      { id: 'staff', header: t('customer.staffMember'), cell: ({ row }) => row.original.staff.name },
      {
        id: 'action',
        header: t('customer.action'),
        cell: ({ row }) => actionWords(row.original),
      },
      {
        id: 'acting_as',
        header: t('customer.actingAs'),
        cell: ({ row }) => (row.original.acting_as.id === id ? t('customer.yes') : t('customer.no')),
      },
      {
        id: 'request',
        header: t('customer.request'),
        cell: ({ row }) => <code>{`${row.original.method} ${row.original.path}`}</code>,
      },
    ],
    [t, locale, id, actionWords],
  );
  return (
    <PartTable
      title={t('customer.tabs.audit')}
      headingId="customer-audit"
      columns={columns}
      query={query}
      state={state}
      empty={t('customer.emptyAudit')}
    />
  );
}
