import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { useCart } from '@mp/shared/stores';
import { ErrorNotice } from '@mp/shared/ui';

/** Fields shown on this page say their own errors; these are the rest. */
const OWN_FIELDS = ['card_number', 'customer_phone', 'pay_currency', 'gift_card_code'];

/** What the booking call refused that no field of this page shows, and billing errors with the way to fix them. */
export function PaymentErrors(): ReactNode {
  const { t } = useTranslation('checkout');
  const to = usePathTo();
  const checkoutErrors = useCart((s) => s.checkoutErrors);
  const paymentErrors = useCart((s) => s.paymentErrors);
  const billingProblems = Object.keys(checkoutErrors).filter((k) => (checkoutErrors[k]?.length ?? 0) > 0);
  const generalErrors = Object.entries(paymentErrors).filter(([k]) => !OWN_FIELDS.includes(k));
  if (billingProblems.length === 0 && generalErrors.length === 0) return null;
  return (
    <ErrorNotice role="alert" data-testid="payment-errors">
      {generalErrors.map(([key, messages]) => (
        <p key={key}>{messages.join(' ')}</p>
      ))}
      {billingProblems.length > 0 && (
        <p>
          {t('payment.billingErrors')} <Link to={to('checkout-personal-data')}>{t('payment.toPersonalData')}</Link>
        </p>
      )}
    </ErrorNotice>
  );
}
