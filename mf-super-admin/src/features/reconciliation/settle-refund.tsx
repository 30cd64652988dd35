import { useState, type ReactNode } from 'react';
import type { OpenRefund } from '@mp/shared/contracts';
import { ApiError } from '@mp/shared/api';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, ErrorNotice, Modal, TextField } from '@mp/shared/ui';
import { useSettleRefund } from './api/settle-refund';

/** The API keeps at most this many characters of the note (api/src/modules/reconciliation/schemas.ts). */
const NOTE_MAX = 500;

/**
 * "Record as paid back" for a refund left to staff (its gateway has no refund API): a dialog asks how it was paid
 * back (the transaction hash or bank reference) and, once confirmed, the refund leaves the open list.
 */
export function SettleRefund({ refund }: { refund: OpenRefund }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const settle = useSettleRefund();
  const apiErrors = settle.error instanceof ApiError ? settle.error.errors : {};
  const close = () => {
    setOpen(false);
    setNote('');
    setMissing(false);
    settle.reset();
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('reconciliation.settleOf', { id: refund.id })}
      >
        {t('reconciliation.settle')}
      </Button>
      <Modal open={open} title={t('reconciliation.settleTitle', { id: refund.id })} onClose={close}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!note.trim()) {
              setMissing(true);
              return;
            }
            settle.mutate(
              { id: refund.id, note: note.trim() },
              {
                onSuccess: () => {
                  toastStore
                    .getState()
                    .show({ message: t('reconciliation.settled', { id: refund.id }), kind: 'success' });
                  close();
                },
              },
            );
          }}
        >
          <p>
            {t('reconciliation.settleText', {
              amount: formatMoney(refund.amount_cents, locale),
              booking: refund.booking_id,
            })}
          </p>
          <TextField
            label={t('reconciliation.settleNote')}
            hint={t('reconciliation.settleNoteHint')}
            required
            maxLength={NOTE_MAX}
            value={note}
            error={missing ? t('reconciliation.settleNoteRequired') : apiErrors.note?.[0]}
            onChange={(e) => {
              setNote(e.target.value);
              setMissing(false);
            }}
          />
          {settle.isError && !apiErrors.note ? (
            <ErrorNotice role="alert">{apiErrors.id?.[0] ?? t('reconciliation.settleFailed')}</ErrorNotice>
          ) : null}
          <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end', marginTop: 16 }}>
            <Button type="button" variant="secondary" onClick={close}>
              {t('reconciliation.settleCancel')}
            </Button>
            <Button type="submit" disabled={settle.isPending}>
              {settle.isPending ? t('reconciliation.settling') : t('reconciliation.settleConfirm')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
