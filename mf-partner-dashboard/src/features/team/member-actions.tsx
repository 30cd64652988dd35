import { useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button, SelectField } from '@mp/shared/ui';
import { ConfirmDialog } from '@mp/shared/dashboard';
import type { TeamMember } from '@mp/shared/contracts';
import { useRoles } from './api/get-roles';
import { useChangeMemberRole, useRemoveMember, useResendInvitation } from './api/write-members';
import { roleName } from './role-name';
import { serverWords } from '../../shared/api/server-words';

const fullName = (m: TeamMember) => `${m.first_name} ${m.last_name}`;
const toast = (message: string, kind: 'success' | 'error') => toastStore.getState().show({ message, kind });

/** A member row's actions: resend a pending invitation, change the role, remove (each asked or confirmed first). */
export function MemberActions({ member }: { member: TeamMember }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const resend = useResendInvitation();
  const [dialog, setDialog] = useState<'role' | 'remove' | null>(null);
  const name = fullName(member);
  return (
    <>
      {!member.joined && (
        <Button
          variant="secondary"
          busy={resend.isPending}
          aria-label={t('team.resendTo', { name })}
          onClick={() =>
            resend.mutate(member.id, {
              onSuccess: () => toast(t('team.resent', { email: member.email }), 'success'),
              onError: (e) => toast(serverWords(e, t('team.failed')), 'error'),
            })
          }
        >
          {t('team.resend')}
        </Button>
      )}
      <Button variant="secondary" aria-label={t('team.changeRoleOf', { name })} onClick={() => setDialog('role')}>
        {t('team.changeRole')}
      </Button>
      <Button variant="secondary" aria-label={t('team.removeMember', { name })} onClick={() => setDialog('remove')}>
        {t('team.remove')}
      </Button>
      {dialog === 'role' && <RoleDialog member={member} onClose={() => setDialog(null)} />}
      {dialog === 'remove' && <RemoveDialog member={member} onClose={() => setDialog(null)} />}
    </>
  );
}

function RoleDialog({ member, onClose }: { member: TeamMember; onClose: () => void }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const roles = useRoles();
  const change = useChangeMemberRole();
  const [roleId, setRoleId] = useState(String(member.role.id));
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      busy={change.isPending}
      title={t('team.changeRoleOf', { name: fullName(member) })}
      confirmLabel={t('team.saveRole')}
      onCancel={onClose}
      onConfirm={() =>
        change.mutate(
          { id: member.id, role_id: Number(roleId) },
          {
            onSuccess: () => {
              toast(t('team.roleChanged'), 'success');
              onClose();
            },
            onError: (e) => setError(serverWords(e, t('team.failed'))),
          },
        )
      }
    >
      <SelectField
        label={t('team.role')}
        value={roleId}
        error={error}
        onChange={(e) => {
          setRoleId(e.target.value);
          setError(undefined);
        }}
        options={(roles.data ?? []).map((r) => ({
          value: String(r.id),
          label: `${roleName(t, r.role_name)}: ${r.description}`,
        }))}
      />
    </ConfirmDialog>
  );
}

function RemoveDialog({ member, onClose }: { member: TeamMember; onClose: () => void }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const remove = useRemoveMember();
  return (
    <ConfirmDialog
      open
      destructive
      busy={remove.isPending}
      title={t('team.removeTitle', { name: fullName(member) })}
      confirmLabel={t('team.remove')}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(member.id, {
          onSuccess: () => toast(t('team.removed'), 'success'),
          onError: (e) => toast(serverWords(e, t('team.failed')), 'error'),
          onSettled: onClose,
        })
      }
    >
      <p>{t('team.removeNote')}</p>
    </ConfirmDialog>
  );
}
