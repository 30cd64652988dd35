import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { StaffMember } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { EmptyState, PageFrame, SelectField } from '@mp/shared/ui';
import { useRoles } from './api/get-roles';
import { useTeam } from './api/get-team';
import { NewStaffForm } from './components/new-staff-form';
import { RoleSelect } from './components/role-select';
import { ActiveToggle } from './components/active-toggle';
import { useStaffProfile } from '../../shared/staff/api/get-staff-profile';
import { ExportButton } from '../../shared/exports/components/export-button';
import { SavedViews } from '../../shared/saved-views/saved-views';

/** /super-admin/team: the staff with their roles, a new member, and what each role may do. */
export default function TeamPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const table = useTableState(useSearchParams(), { filters: ['role'] });
  const team = useTeam(table.query);
  const roles = useRoles();
  const me = useStaffProfile().data?.id;
  // Memoised: the action cells hold a dialog, which a remount would close (see the README's note on tables).
  const columns = useMemo<DataColumn<StaffMember>[]>(
    () => [
      { id: 'name', header: t('team.name'), cell: ({ row }) => `${row.original.first_name} ${row.original.last_name}` },
      { id: 'email', header: t('team.email'), accessorKey: 'email' },
      { id: 'role', header: t('team.role'), cell: ({ row }) => <RoleSelect member={row.original} /> },
      {
        id: 'status',
        header: t('team.status'),
        cell: ({ row }) =>
          row.original.active
            ? t('team.active')
            : t('team.inactive', { date: formatDate(row.original.deactivated_at ?? '') }),
      },
      {
        id: 'actions',
        meta: { sticky: true },
        header: t('team.actions'),
        cell: ({ row }) => <ActiveToggle member={row.original} self={row.original.id === me} />,
      },
    ],
    [t, me],
  );
  return (
    <PageFrame title={title}>
      <NewStaffForm />
      <ExportButton path="/super/team/export" filename="team.csv" query={table.query} rows={team.data?.total} />
      <DataTable
        caption={t('team.caption')}
        columns={columns}
        {...pageQueryProps(team)}
        state={table}
        getRowId={(m) => String(m.id)}
        searchLabel={t('team.search')}
        empty={<EmptyState title={t('team.empty')} />}
        toolbar={
          <>
            <SavedViews list="team" />
            <SelectField
              label={t('team.role')}
              value={table.filters.role ?? ''}
              placeholder={t('team.allRoles')}
              options={(roles.data ?? []).map((r) => ({ value: r.role, label: r.name }))}
              onChange={(e) => table.update({ filters: { role: e.target.value || null } })}
            />
          </>
        }
      />
      <section aria-labelledby="roles-heading">
        <h2 id="roles-heading">{t('team.rolesTitle')}</h2>
        <dl>
          {(roles.data ?? []).map((r) => (
            <div key={r.role}>
              <dt>
                <strong>{r.name}</strong>
              </dt>
              <dd>{r.description}</dd>
            </div>
          ))}
        </dl>
      </section>
    </PageFrame>
  );
}
