import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, LinkButton, type RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Spinner, Table } from '@mp/shared/ui';
import { useMembers } from './api/get-members';
import { MemberActions } from './member-actions';
import { roleName } from './role-name';

/** /dashboard/profile/team: who is on the team, with which role; invite, resend, change roles, edit, remove. */
export default function TeamPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const members = useMembers();
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
            {
              key: 'role',
              header: t('team.role'),
              render: (m) => (
                <>
                  {roleName(t, m.role.role_name)}
                  {m.is_owner && (
                    <>
                      {' · '}
                      <strong>{t('team.owner')}</strong>
                    </>
                  )}
                </>
              ),
            },
            {
              key: 'status',
              header: t('team.status'),
              render: (m) => (m.joined ? t('team.joined') : t('team.pending')),
            },
            // The owner's role is fixed and nobody on the team removes them: their row has no actions.
            {
              key: 'actions',
              header: t('team.actions'),
              render: (m) => (m.is_owner ? null : <MemberActions member={m} />),
            },
          ]}
        />
      )}
    </PageFrame>
  );
}
