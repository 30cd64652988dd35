import { useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button, TextAreaField } from '@mp/shared/ui';
import { ConfirmDialog } from '@mp/shared/dashboard';
import type { BookingItem } from '@mp/shared/contracts';
import { useUpdateBookingItem } from './api/update-booking-item';

type Answer = 'confirmed' | 'declined' | 'completed' | 'cancelled';

/** What the partner may do with an item (the server enforces the same table: supplier-bookings/README.md). */
export function ItemActions({ item, onDone }: { item: BookingItem; onDone?: () => void }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const update = useUpdateBookingItem();
  const [asking, setAsking] = useState<'declined' | 'cancelled' | null>(null);
  const [reason, setReason] = useState('');
  const name = item.service.service_name;

  const answer = (status: Answer) =>
    update.mutate(
      {
        id: item.id,
        status,
        ...(reason.trim() && (status === 'declined' || status === 'cancelled') ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          toastStore.getState().show({ message: t(`bookings.done.${status}`, { name }), kind: 'success' });
          setAsking(null);
          setReason('');
          onDone?.();
        },
        onError: (e) => {
          const message = e instanceof ApiError ? e.errors.status?.[0] : undefined;
          toastStore.getState().show({ message: message ?? t('bookings.failed'), kind: 'error' });
          setAsking(null);
        },
      },
    );

  const s = item.booking_item_status;
  return (
    <>
      {s === 'pending' && (
        <>
          <Button
            busy={update.isPending && update.variables?.status === 'confirmed'}
            disabled={update.isPending}
            onClick={() => answer('confirmed')}
            aria-label={t('bookings.acceptItem', { name })}
          >
            {t('bookings.accept')}
          </Button>
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() => setAsking('declined')}
            aria-label={t('bookings.declineItem', { name })}
          >
            {t('bookings.decline')}
          </Button>
        </>
      )}
      {s === 'confirmed' && (
        <>
          {new Date(item.booking_date).getTime() <= Date.now() && (
            <Button
              disabled={update.isPending}
              onClick={() => answer('completed')}
              aria-label={t('bookings.completeItem', { name })}
            >
              {t('bookings.complete')}
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() => setAsking('cancelled')}
            aria-label={t('bookings.cancelItem', { name })}
          >
            {t('bookings.cancel')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        destructive
        busy={update.isPending}
        title={t(asking === 'cancelled' ? 'bookings.cancelTitle' : 'bookings.declineTitle', { name })}
        confirmLabel={t(asking === 'cancelled' ? 'bookings.cancel' : 'bookings.decline')}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && answer(asking)}
      >
        <p>{t('bookings.refundNote')}</p>
        <TextAreaField
          label={t('bookings.reason')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
