import { useState, type ReactNode } from 'react';
import type { StaffMember } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { useSetStaffActive } from '../api/set-staff-active';

/**
 * Deactivate (someone who leaves: signed out everywhere at once, sign-in refused, history kept) or reactivate, each
 * after a confirmation. Not offered for a platform owner or for oneself (the API refuses both too).
 */
export function ActiveToggle({ member, self }: { member: StaffMember; self: boolean }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [asking, setAsking] = useState(false);
  const mutation = useSetStaffActive();
  const name = `${member.first_name} ${member.last_name}`;
  if (member.owner || self) return null;
  const next = !member.active;
  const run = () =>
    mutation.mutate(
      { id: member.id, active: next },
      {
        onSuccess: () =>
          toastStore
            .getState()
            .show({ message: t(next ? 'team.reactivated' : 'team.deactivated', { name }), kind: 'success' }),
        onError: () => toastStore.getState().show({ message: t('team.changeFailed', { name }), kind: 'error' }),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setAsking(true)}
        aria-label={t(next ? 'team.reactivateName' : 'team.deactivateName', { name })}
      >
        {t(next ? 'team.reactivate' : 'team.deactivate')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(next ? 'team.reactivateTitle' : 'team.deactivateTitle', { name })}
        confirmLabel={t(next ? 'team.reactivate' : 'team.deactivate')}
        destructive={!next}
        busy={mutation.isPending}
        onConfirm={run}
        onCancel={() => setAsking(false)}
      >
        <p>{t(next ? 'team.reactivateText' : 'team.deactivateText', { name })}</p>
      </ConfirmDialog>
    </>
  );
}
