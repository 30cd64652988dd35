// The question before a start time or a day is closed: it names the places already booked there, which stand.
import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { Button, Modal } from '@mp/shared/ui';

export interface PendingClosure {
  serviceId: number;
  service: string;
  date: string;
  /** The day as the partner reads it ("Monday, 12 January"). */
  dateLabel: string;
  time: string | null;
  sold: number;
}

export function ClosureConfirm({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: PendingClosure | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  if (!pending) return null;
  const what = { time: pending.time, date: pending.dateLabel, service: pending.service };
  return (
    <Modal
      open
      title={t(pending.time ? 'availabilityCalendar.confirm.slotTitle' : 'availabilityCalendar.confirm.dayTitle', what)}
      onClose={onCancel}
    >
      <p>{pending.service}</p>
      <p>
        {pending.sold > 0
          ? t('availabilityCalendar.confirm.booked', { count: pending.sold })
          : t('availabilityCalendar.confirm.none')}
      </p>
      <Button variant="secondary" onClick={onCancel}>
        {t('availabilityCalendar.confirm.cancel')}
      </Button>{' '}
      <Button onClick={onConfirm} disabled={busy}>
        {t(pending.time ? 'availabilityCalendar.closeSlot' : 'availabilityCalendar.closeDay')}
      </Button>
    </Modal>
  );
}
