import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PartyStatus, PartyStatusChange } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface StatusActionsProps {
  /** Whose status it is, for the buttons' accessible names and the dialog ("Quinta do Mar"). */
  name: string;
  status: PartyStatus;
  /** `partner` or `affiliate`: which explanation the dialog gives. */
  kind: 'partner' | 'affiliate';
  change(status: PartyStatusChange): Promise<unknown>;
}

/** Approve (pending or suspended → active) and Suspend (→ suspended), each after a confirmation, with a toast. */
export function StatusActions({ name, status, kind, change }: StatusActionsProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [asking, setAsking] = useState<PartyStatusChange | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (next: PartyStatusChange) => {
    setBusy(true);
    try {
      await change(next);
      toastStore
        .getState()
        .show({ message: t(next === 'active' ? 'people.approved' : 'people.suspended', { name }), kind: 'success' });
    } catch {
      toastStore.getState().show({ message: t('people.changeFailed', { name }), kind: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <Row>
      {status !== 'active' ? (
        <Button variant="secondary" onClick={() => setAsking('active')} aria-label={t('people.approveName', { name })}>
          {t('people.approve')}
        </Button>
      ) : null}
      {status !== 'suspended' ? (
        <Button
          variant="secondary"
          onClick={() => setAsking('suspended')}
          aria-label={t('people.suspendName', { name })}
        >
          {t('people.suspend')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'suspended' ? 'people.suspendTitle' : 'people.approveTitle', { name })}
        confirmLabel={t(asking === 'suspended' ? 'people.suspend' : 'people.approve')}
        destructive={asking === 'suspended'}
        busy={busy}
        onConfirm={() => {
          if (asking) void run(asking);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>{t(`people.${asking === 'suspended' ? 'suspendText' : 'approveText'}.${kind}`, { name })}</p>
      </ConfirmDialog>
    </Row>
  );
}
