import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { cartStore, useLocale } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import type { PendingPayment } from '../../../shared/payment/pending-payment';

/** An MB WAY or crypto payment waiting in another tab (the cart was cleared when it started): carry on with it here. */
export function PendingPaymentNotice({ pending }: { pending: PendingPayment }): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const navigate = useNavigate();
  const to = usePathTo();
  function carryOn() {
    cartStore.getState().setPaymentResponse(pending.stored);
    if (pending.startedAt !== null) cartStore.getState().startMbwayCountdown(pending.startedAt);
    navigate(to('checkout-payment'));
  }
  return (
    <section aria-labelledby="pending-payment-title">
      <h2 id="pending-payment-title">{t('cart.pendingTitle')}</h2>
      <p data-testid="pending-payment">
        {t('cart.pendingPayment', {
          amount: formatMoney(pending.stored.booking.payment.amount_cents, locale),
          method: t(`payment.methods.${pending.stored.method}`),
          reference: pending.stored.booking.reference,
        })}
      </p>
      <Button onClick={carryOn}>{t('cart.pendingContinue')}</Button>
    </section>
  );
}
