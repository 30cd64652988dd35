import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { fetchPaymentStatus, isFinal, type StoredPayment } from '../payment-api';

/** A crypto payment after the booking: address and amount, then waiting → confirming → finished / partially paid / expired. */
export function CryptoStatus({ stored, onPaid, onChangeMethod }: { stored: StoredPayment; onPaid: () => void; onChangeMethod: () => void }): ReactNode {
  const { t } = useTranslation('checkout');
  const { booking } = stored;
  const status = useQuery({
    queryKey: ['checkout', 'payment-status', booking.booking_id],
    queryFn: ({ signal }) => fetchPaymentStatus(booking.booking_id, booking.reference, signal),
    refetchInterval: (query) => (query.state.data && isFinal(query.state.data) ? false : 3000),
  });
  const crypto = status.data?.payment.crypto ?? booking.payment.crypto;
  const state = crypto?.crypto_status ?? 'waiting';
  const paid = status.data?.payment.status === 'paid';

  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);

  if (!crypto) return null;
  return (
    <section aria-labelledby="crypto-title" data-testid="crypto-status">
      <h2 id="crypto-title">{t('payment.crypto.payTitle')}</h2>
      <dl>
        <dt>{t('payment.crypto.address')}</dt>
        <dd>
          <code data-testid="crypto-address">{crypto.pay_address}</code>
        </dd>
        <dt>{t('payment.crypto.amount')}</dt>
        <dd>
          <strong data-testid="crypto-amount">
            {crypto.pay_amount} {crypto.pay_currency.toUpperCase()}
          </strong>
        </dd>
      </dl>
      <p role="status" aria-live="polite" data-testid="crypto-state">
        {t(`payment.crypto.states.${state}`)}
      </p>
      {(state === 'expired' || state === 'partially_paid') && (
        <div role="alert">
          <p>{state === 'expired' ? t('payment.crypto.expiredHelp') : t('payment.crypto.partialHelp', { paid: crypto.actually_paid, currency: crypto.pay_currency.toUpperCase() })}</p>
          <Button onClick={onChangeMethod}>{t('payment.changeMethod')}</Button>
        </div>
      )}
    </section>
  );
}
