import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { Button, EmptyState, PageFrame, TextField } from '@mp/shared/ui';
import { useAuditLog } from './api/get-audit-log';
import { useStaffNames, useUserNames } from './api/get-audit-names';
import { NamePicker } from '../../shared/pickers/name-picker';
import { FilterBox } from '../../shared/filters/filter-box';
import { ExportButton } from '../../shared/exports/components/export-button';
import { SavedViews } from '../../shared/saved-views/saved-views';
import { useFilterDraft } from '../../shared/filters/use-filter-draft';
import { useAuditActionWords } from '../../shared/audit/use-audit-action-words';
import { withActionFilter } from './action-filter';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
`;
const Pre = styled.pre`
  margin: 0;
  white-space: pre-wrap;
  font-size: 0.85em;
  max-width: 28rem;
`;

const FILTERS = ['staff_id', 'user_id', 'action'] as const;

/** /super-admin/audit-log: who did what, as whom, with the before and after of each back-office write. */
export default function AuditLogPage({ title }: RemotePageProps): ReactNode {
  const { t, i18n } = useTranslation('superAdmin');
  const table = useTableState(useSearchParams(), { filters: FILTERS, perPage: 25 });
  // The action as typed stays in the URL (and a saved view); the API is sent the codes it names in this language.
  const query = useMemo(
    () =>
      withActionFilter(table.query, (action) =>
        action === 'impersonation'
          ? [t('audit.actions.impersonation'), t('audit.impersonationRead'), t('audit.impersonationWrite')].join(' ')
          : t(`audit.actions.${action}`),
      ),
    [table.query, t],
  );
  const log = useAuditLog(query);
  const actionWords = useAuditActionWords();
  const [draft, setDraft] = useFilterDraft(table.filters);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Lisbon' });
  const columns: DataColumn<AuditEntry>[] = [
    { id: 'created_at', header: t('audit.when'), cell: ({ row }) => when.format(new Date(row.original.created_at)) },
    {
      id: 'staff',
      header: t('audit.staff'),
      cell: ({ row }) => `${row.original.staff.name} (#${row.original.staff.id})`,
    },
    {
      id: 'acting_as',
      meta: { priority: 'low' },
      header: t('audit.actingAs'),
      cell: ({ row }) => `${row.original.acting_as.name} (#${row.original.acting_as.id})`,
    },
    {
      id: 'action',
      header: t('audit.action'),
      cell: ({ row }) => actionWords(row.original),
    },
    {
      id: 'request',
      header: t('audit.request'),
      cell: ({ row }) => `${row.original.method} ${row.original.path}`,
      meta: { priority: 'low' },
    },
    {
      id: 'change',
      header: t('audit.change'),
      cell: ({ row }) =>
        row.original.before || row.original.after ? (
          <Pre>
            {t('audit.before')}: {JSON.stringify(row.original.before)}
            {'\n'}
            {t('audit.after')}: {JSON.stringify(row.original.after)}
          </Pre>
        ) : null,
    },
  ];
  return (
    <PageFrame title={title}>
      <ExportButton path="/super/audit-log/export" filename="audit-log.csv" query={query} rows={log.data?.total} />
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        {...pageQueryProps(log)}
        state={table}
        getRowId={(e) => String(e.id)}
        empty={<EmptyState title={t('audit.empty')} />}
        toolbar={
          <>
            <SavedViews list="audit-log" />
            <FilterBox open={Object.values(table.filters).some(Boolean) || undefined}>
              <summary>{t('audit.filtersTitle')}</summary>
              <Filters
                onSubmit={(e) => {
                  e.preventDefault();
                  table.update({ filters: Object.fromEntries(FILTERS.map((f) => [f, draft[f]?.trim() || null])) });
                }}
              >
                <NamePicker
                  label={t('audit.staff')}
                  findLabel={t('audit.findStaff')}
                  value={draft.staff_id ?? ''}
                  onChange={(staff_id) => setDraft({ ...draft, staff_id })}
                  useMatches={useStaffNames}
                />
                <NamePicker
                  label={t('audit.actingAs')}
                  findLabel={t('audit.findUser')}
                  value={draft.user_id ?? ''}
                  onChange={(user_id) => setDraft({ ...draft, user_id })}
                  useMatches={useUserNames}
                />
                <TextField
                  label={t('audit.actionFilter')}
                  type="search"
                  hint={t('audit.actionFilterHint')}
                  value={draft.action ?? ''}
                  onChange={(e) => setDraft({ ...draft, action: e.target.value })}
                />
                <Button type="submit">{t('audit.apply')}</Button>
              </Filters>
            </FilterBox>
          </>
        }
      />
    </PageFrame>
  );
}
