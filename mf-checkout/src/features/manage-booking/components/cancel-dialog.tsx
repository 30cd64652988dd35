import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ClientBookingItem } from '@mp/shared/contracts';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button, Modal, RefundLines } from '@mp/shared/ui';
import type { useCancelManagedItem } from '../api/cancel-managed-item';

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * Says first what comes back (or that nothing does, past the free-cancellation window; or that nothing was paid), then
 * cancels.
 */
export function CancelDialog({
  token,
  item: confirming,
  cancel,
  onClose,
}: {
  token: string;
  item: ClientBookingItem | null;
  cancel: ReturnType<typeof useCancelManagedItem>;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const charged = (item: ClientBookingItem) => formatMoney(item.value - item.discount, locale);
  const refundable = confirming?.free_cancellation.open === true;
  // An item that cost nothing has nothing to refund or keep: no "without a refund" to confirm.
  const nothingPaid = confirming?.free_cancellation.nothing_paid === true;
  return (
    <Modal
      open={confirming !== null}
      title={confirming ? t('manage.cancelTitle', { service: confirming.service.service_name }) : ''}
      onClose={() => onClose()}
    >
      {confirming && (
        <>
          <p data-testid="manage-cancel-refund">
            {nothingPaid
              ? t('manage.cancelNothingPaid')
              : refundable
                ? t('manage.cancelRefund', { amount: charged(confirming) })
                : t('manage.cancelNoRefund', { amount: charged(confirming) })}
          </p>
          {refundable && (
            <RefundLines
              lines={confirming.refund_if_cancelled}
              label={t('manage.cancelRefund', { amount: charged(confirming) })}
            />
          )}
          <DialogActions>
            <Button variant="secondary" onClick={() => onClose()} disabled={cancel.isPending}>
              {t('manage.keep')}
            </Button>
            <Button
              variant="danger"
              busy={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { token, itemId: confirming.id, withoutRefund: !refundable && !nothingPaid },
                  { onSettled: () => onClose() },
                )
              }
            >
              {nothingPaid
                ? t('manage.cancelConfirmFree')
                : refundable
                  ? t('manage.cancelConfirmRefund', { amount: charged(confirming) })
                  : t('manage.cancelConfirmNoRefund')}
            </Button>
          </DialogActions>
        </>
      )}
    </Modal>
  );
}
