import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { METHODS, type Method } from '../hooks/use-payment-form';
import { MethodLogos } from './method-logos';
import { Fieldset } from './payment-layout';

/** The payment methods, each with its logos. */
export function MethodChoice({ method, onMethod }: { method: Method; onMethod: (m: Method) => void }): ReactNode {
  const { t } = useTranslation('checkout');
  return (
    <Fieldset>
      <legend>{t('payment.method')}</legend>
      {METHODS.map((m) => (
        <label className="method" key={m}>
          <input type="radio" name="payment_method" value={m} checked={method === m} onChange={() => onMethod(m)} />
          {t(`payment.methods.${m}`)}
          <MethodLogos method={m} />
        </label>
      ))}
    </Fieldset>
  );
}
