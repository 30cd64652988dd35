import { useEffect, useState, type ReactNode } from 'react';
import { formatPhone3x3, mbwayRemaining } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';
import { useCart } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { formatCountdown } from '../payment-rules';
import { useRevealOnMount } from './reveal-on-mount';
import { usePaymentStatus } from '../../../shared/api/get-payment-status';
import type { StoredPayment } from '../../../shared/payment/stored-payment';

export type MbwayView = 'pending' | 'approved' | 'refused' | 'expired';

/** Spec §4: pending until the phone answers; the countdown (from the stored start) running out means expired. */
export function mbwayView(paymentStatus: string | undefined, remaining: number): MbwayView {
  if (paymentStatus === 'paid') return 'approved';
  if (paymentStatus === 'failed' || paymentStatus === 'cancelled') return 'refused';
  if (paymentStatus === 'expired' || remaining <= 0) return 'expired';
  return 'pending';
}

/** The MB WAY request on the phone: number as 3×3 digits, 300-second countdown, outcome, change-method path. */
export function MbwayStatus({
  stored,
  onPaid,
  onChangeMethod,
}: {
  stored: StoredPayment;
  onPaid: () => void;
  onChangeMethod: () => void;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const heading = useRevealOnMount<HTMLHeadingElement>();
  const startedAt = useCart((s) => s.mbwayStartedAt);
  const [now, setNow] = useState(() => Date.now());
  const remaining = mbwayRemaining(startedAt, now);
  const { booking } = stored;
  const status = usePaymentStatus({ id: booking.booking_id, reference: booking.reference }, 2000);
  const view = mbwayView(status.data?.payment.status, remaining);

  useEffect(() => {
    if (view !== 'pending') return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [view]);

  useEffect(() => {
    if (view === 'approved') onPaid();
  }, [view, onPaid]);

  const phone = formatPhone3x3((booking.payment.mbway?.phone ?? '').split('#')[1] ?? '');
  return (
    <section aria-labelledby="mbway-title" data-testid="mbway-status">
      <h2 id="mbway-title" ref={heading} tabIndex={-1}>
        {t('payment.mbway.title')}
      </h2>
      <p>{t('payment.mbway.sentTo', { phone })}</p>
      <div role="status" aria-live="polite">
        {view === 'pending' && (
          <p>
            {t('payment.mbway.pending')}{' '}
            <strong
              aria-label={t('payment.mbway.remaining', { time: formatCountdown(remaining) })}
              data-testid="mbway-countdown"
            >
              {formatCountdown(remaining)}
            </strong>
          </p>
        )}
        {view === 'approved' && <p>{t('payment.mbway.approved')}</p>}
      </div>
      {(view === 'refused' || view === 'expired') && (
        <div role="alert">
          <p>{view === 'refused' ? t('payment.mbway.refused') : t('payment.mbway.expired')}</p>
          <Button onClick={onChangeMethod}>{t('payment.changeMethod')}</Button>
        </div>
      )}
    </section>
  );
}
