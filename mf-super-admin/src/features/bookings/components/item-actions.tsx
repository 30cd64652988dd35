import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SuperItemAction } from '@mp/shared/contracts';
import { ReasonDialog } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { useAnswerBookingItem } from '../api/answer-booking-item';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * Accept, decline or refund for the partner: each asks for the reason first (kept in the audit log; a decline's or a
 * refund's reason also reaches the item). The server's field errors land on the reason or the dialog's message.
 */
export function ItemActions({ id, actions }: { id: number; actions: readonly SuperItemAction[] }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const answer = useAnswerBookingItem(id);
  const [asking, setAsking] = useState<SuperItemAction | null>(null);
  if (actions.length === 0) return <p>{t('bookingItem.noActions')}</p>;
  return (
    <>
      <Row>
        {actions.map((action) => (
          <Button key={action} variant={action === 'accept' ? 'primary' : 'danger'} onClick={() => setAsking(action)}>
            {t(`bookingItem.actions.${action}`)}
          </Button>
        ))}
      </Row>
      {asking && (
        <ReasonDialog
          title={t(`bookingItem.confirm.${asking}`)}
          confirmLabel={t(`bookingItem.actions.${asking}`)}
          reasonLabel={t('bookingItem.reason')}
          requiredMessage={t('bookingItem.reasonRequired')}
          failedMessage={t('bookingItem.failed')}
          explanation={t(`bookingItem.explain.${asking}`)}
          destructive={asking !== 'accept'}
          busy={answer.isPending}
          onConfirm={async (reason) => {
            await answer.mutateAsync({ id, action: asking, reason });
            toastStore.getState().show({ message: t(`bookingItem.done.${asking}`), kind: 'success' });
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
