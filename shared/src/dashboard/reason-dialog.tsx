// A confirmation that asks why (decline, refund, close a request…): a required reason field inside ConfirmDialog. The
// reason's own 422 lands on the field; any other failure is toasted (the server's first message, else `failedMessage`).
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api';
import { toastStore } from '../stores';
import { TextAreaField } from '../ui';
import { ConfirmDialog } from './confirm-dialog';

export interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  reasonLabel: string;
  /** Shown on the field when Confirm is pressed with no reason. */
  requiredMessage: string;
  /** Toasted when the action fails with no message of the server's. */
  failedMessage: string;
  /** What will happen, above the field. */
  explanation?: ReactNode;
  destructive?: boolean;
  busy?: boolean;
  /** Runs the action with the trimmed reason; the dialog closes when it resolves. */
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
}

/** Mount it while the dialog is open (`{asking && <ReasonDialog …/>}`): each opening starts with an empty reason. */
export function ReasonDialog({
  title,
  confirmLabel,
  reasonLabel,
  requiredMessage,
  failedMessage,
  explanation,
  destructive,
  busy,
  onConfirm,
  onClose,
}: ReasonDialogProps): ReactNode {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = async () => {
    if (!reason.trim()) return setError(requiredMessage);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (e) {
      const fields = e instanceof ApiError ? e.errors : {};
      if (fields.reason?.[0]) return setError(fields.reason[0]);
      toastStore.getState().show({ message: Object.values(fields)[0]?.[0] ?? failedMessage, kind: 'error' });
    }
  };
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      destructive={destructive}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {explanation && <p>{explanation}</p>}
      <TextAreaField
        label={reasonLabel}
        required
        rows={3}
        maxLength={500}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
