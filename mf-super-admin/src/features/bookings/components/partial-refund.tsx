// "Refund part" on a booking item's page (finance): a dialog asks for the amount, in euros the page's way (12,50 in
// pt), and the reason, shows what is left to refund and, once the amount stops changing, where it would go back (the
// server's split: the same rule the refund follows, docs/money-figures.md). The server's 422s land on their fields.
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { RefundLine, SuperPartialRefund } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { formatInstant, formatMoney, useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, TextAreaField, TextField } from '@mp/shared/ui';
import { useStaffProfile } from '../../../shared/staff/api/get-staff-profile';
import { useRefundPartPreview } from '../api/preview-refund-part';
import { useRefundPart } from '../api/refund-part';

const Split = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(5)};
`;

/** The amount as typed, once it has not changed for a moment (the preview asks the server then). */
function useSettled(value: string, ms = 350): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const fieldErrors = (e: unknown): Record<string, string[]> => (e instanceof ApiError ? e.errors : {});

export function RefundLines({ lines }: { lines: readonly RefundLine[] }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  return (
    <Split>
      {lines.map((l) => (
        <li key={`${l.method}-${l.gift_card_last4 ?? ''}`}>
          {l.method === 'points'
            ? t('bookingItem.partialRefund.toPoints', { count: l.cents })
            : l.method === 'gift_card'
              ? t('bookingItem.partialRefund.toGiftCard', {
                  amount: formatMoney(l.cents, locale),
                  last4: l.gift_card_last4 ?? '',
                })
              : t('bookingItem.partialRefund.toMethod', {
                  amount: formatMoney(l.cents, locale),
                  method: t(`sales.methods.${l.method}`, { defaultValue: l.method }),
                })}
        </li>
      ))}
    </Split>
  );
}

export function PartialRefundDialog({
  id,
  leftCents,
  onClose,
}: {
  id: number;
  leftCents: number;
  onClose(): void;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const settled = useSettled(amount.trim());
  const preview = useRefundPartPreview(id, settled);
  const refund = useRefundPart(id);
  const previewError = settled === amount.trim() ? fieldErrors(preview.error).amount?.[0] : undefined;
  const confirm = async () => {
    const missing = {
      amount: amount.trim() ? undefined : t('bookingItem.partialRefund.amountRequired'),
      reason: reason.trim() ? undefined : t('bookingItem.partialRefund.reasonRequired'),
    };
    if (missing.amount || missing.reason) return setErrors(missing);
    try {
      await refund.mutateAsync({ id, amount: amount.trim(), reason: reason.trim() });
      toastStore.getState().show({ message: t('bookingItem.partialRefund.done'), kind: 'success' });
      onClose();
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields.amount?.[0] || fields.reason?.[0])
        return setErrors({ amount: fields.amount?.[0], reason: fields.reason?.[0] });
      toastStore.getState().show({ message: t('bookingItem.failed'), kind: 'error' });
    }
  };
  return (
    <ConfirmDialog
      open
      title={t('bookingItem.partialRefund.title')}
      confirmLabel={t('bookingItem.partialRefund.confirm')}
      destructive
      busy={refund.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p data-testid="refund-left">{t('bookingItem.partialRefund.left', { amount: formatMoney(leftCents, locale) })}</p>
      <TextField
        label={t('bookingItem.partialRefund.amount')}
        hint={t('bookingItem.partialRefund.amountHint', { example: formatMoney(1250, locale) })}
        inputMode="decimal"
        autoComplete="off"
        required
        value={amount}
        error={errors.amount ?? previewError}
        onChange={(e) => {
          setAmount(e.target.value);
          setErrors((was) => ({ ...was, amount: undefined }));
        }}
      />
      <div aria-live="polite" data-testid="refund-split">
        {preview.data && settled === amount.trim() && !previewError && (
          <>
            <p>
              {t('bookingItem.partialRefund.splitTitle', { amount: formatMoney(preview.data.amount_cents, locale) })}
            </p>
            <RefundLines lines={preview.data.lines} />
          </>
        )}
      </div>
      <TextAreaField
        label={t('bookingItem.partialRefund.reason')}
        required
        rows={3}
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(e) => {
          setReason(e.target.value);
          setErrors((was) => ({ ...was, reason: undefined }));
        }}
      />
    </ConfirmDialog>
  );
}

/** The item's "Refund part" button, for staff who refund (the sales permission) while something is left to give back. */
export function RefundPart({ id, refundableCents }: { id: number; refundableCents: number }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const profile = useStaffProfile();
  const [open, setOpen] = useState(false);
  if (!profile.data?.permissions.includes('sales') || refundableCents <= 0) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('bookingItem.partialRefund.open')}
      </Button>
      {open && <PartialRefundDialog id={id} leftCents={refundableCents} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The item's partial refunds (when, how much, why, who, where it went) and the button for the next one. */
export function PartialRefunds({
  id,
  refundableCents,
  refunds,
}: {
  id: number;
  refundableCents: number;
  refunds: readonly SuperPartialRefund[];
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  return (
    <>
      <h3>{t('bookingItem.partialRefund.heading')}</h3>
      {refunds.length === 0 ? (
        <p>{t('bookingItem.partialRefund.none')}</p>
      ) : (
        <ul data-testid="partial-refunds">
          {refunds.map((r) => (
            <li key={r.id}>
              {t('bookingItem.partialRefund.entry', {
                when: formatInstant(r.at, locale, { dateStyle: 'medium', timeStyle: 'short' }),
                amount: formatMoney(r.amount_cents, locale),
                by: r.by ?? '—',
                reason: r.reason,
              })}
              <RefundLines lines={r.lines} />
            </li>
          ))}
        </ul>
      )}
      <RefundPart id={id} refundableCents={refundableCents} />
    </>
  );
}
