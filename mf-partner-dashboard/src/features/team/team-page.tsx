import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, LinkButton, type RemotePageProps } from '@mp/shared/remote';
import { toastStore } from '@mp/shared/stores';
import { Button, EmptyState, ErrorState, PageFrame, Spinner, Table } from '@mp/shared/ui';
import { ConfirmDialog } from '@mp/shared/dashboard';
import type { TeamMember } from '@mp/shared/contracts';
import { useMembers } from './api/get-members';
import { useRemoveMember } from './api/write-members';
import { roleName } from './role-name';

/** /dashboard/profile/team: who is on the team, with which role; invite, edit, remove. */
export default function TeamPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const members = useMembers();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  return (
    <PageFrame title={title}>
      <LinkButton href={to('dashboard.team-create')}>{t('team.inviteTitle')}</LinkButton>
      {members.isPending && <Spinner />}
      {members.error && <ErrorState onRetry={() => void members.refetch()} />}
      {members.data?.length === 0 && <EmptyState title={t('team.empty')} description={t('team.emptyHint')} />}
      {members.data && members.data.length > 0 && (
        <Table
          caption={t('team.caption')}
          rows={members.data}
          rowKey={(m) => String(m.id)}
          columns={[
            {
              key: 'name',
              header: t('team.name'),
              render: (m) => (
                <Link to={to('dashboard.team-edit', { id: m.id })}>{`${m.first_name} ${m.last_name}`}</Link>
              ),
            },
            { key: 'email', header: t('team.email'), render: (m) => m.email },
            { key: 'role', header: t('team.role'), render: (m) => roleName(t, m.role.role_name) },
            {
              key: 'status',
              header: t('team.status'),
              render: (m) => (m.joined ? t('team.joined') : t('team.pending')),
            },
            {
              key: 'actions',
              header: t('team.actions'),
              render: (m: TeamMember) => (
                <Button
                  variant="secondary"
                  onClick={() => setRemoving(m)}
                  aria-label={t('team.removeMember', { name: `${m.first_name} ${m.last_name}` })}
                >
                  {t('team.remove')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        destructive
        busy={remove.isPending}
        title={t('team.removeTitle', { name: removing ? `${removing.first_name} ${removing.last_name}` : '' })}
        confirmLabel={t('team.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => toastStore.getState().show({ message: t('team.removed'), kind: 'success' }),
            onError: () => toastStore.getState().show({ message: t('team.failed'), kind: 'error' }),
            onSettled: () => setRemoving(null),
          })
        }
      >
        <p>{t('team.removeNote')}</p>
      </ConfirmDialog>
    </PageFrame>
  );
}
