// Confirmation before a destructive or hard-to-undo action (deactivate, decline, delete): a modal dialog that names
// what will happen; the safe choice comes first (the first thing focused when the dialog has no field).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two (and anything else the choice needs, e.g. a reason field). */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button in the danger colour. */
  destructive?: boolean;
  /** While the action runs: the buttons are disabled. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      {children}
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('dashboard.cancel')}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
