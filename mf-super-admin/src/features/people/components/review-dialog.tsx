// Staff's answer to a partner company (a status move, a module it asked for): one dialog that says what will happen,
// asks for the reason the partner is told where the answer needs one (required; the API's 422 lands on the field),
// and toasts the outcome.
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button, Modal, TextAreaField } from '@mp/shared/ui';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface ReviewDialogProps {
  title: string;
  /** What will happen, in a sentence. */
  text: string;
  confirmLabel: string;
  /** Ask for the reason the partner is told; the confirm button is then in the danger colour. */
  needsReason: boolean;
  /** Toasted when the answer is saved. */
  doneMessage: string;
  /** Toasted when it fails other than by a 422. */
  failedMessage: string;
  /** The body field the answer itself is sent in: its 422 message shows in the dialog too. */
  field: string;
  /** Sends the answer, with the trimmed reason where one is asked for; the dialog closes when it resolves. */
  send(reason?: string): Promise<unknown>;
  close(): void;
}

/** Mount it while staff are answering (`{asking && <ReviewDialog …/>}`): each opening starts with an empty reason. */
export function ReviewDialog(props: ReviewDialogProps): ReactNode {
  const { title, text, confirmLabel, needsReason, doneMessage, failedMessage, field, send, close } = props;
  const { t } = useTranslation('superAdmin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (needsReason && reason.trim() === '') {
      setError(t('people.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await send(needsReason ? reason.trim() : undefined);
      toastStore.getState().show({ message: doneMessage, kind: 'success' });
      close();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422)
        setError(e.errors.reason?.[0] ?? e.errors[field]?.[0] ?? Object.values(e.errors)[0]?.[0]);
      else toastStore.getState().show({ message: failedMessage, kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={title} onClose={close}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <p>{text}</p>
        {needsReason ? (
          <TextAreaField
            label={t('people.reason')}
            hint={t('people.reasonHint')}
            rows={4}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.target.value)}
            required
          />
        ) : error ? (
          <p role="alert">{error}</p>
        ) : null}
        <Actions>
          <Button variant="secondary" type="button" onClick={close} disabled={busy}>
            {t('people.cancel')}
          </Button>
          <Button type="submit" variant={needsReason ? 'danger' : 'primary'} busy={busy}>
            {confirmLabel}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
