import type { ReactNode } from 'react';
import { cardBrand, cardNumberDigits, firstError, formatPhone3x3, phoneDigits } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';
import { TextField } from '@mp/shared/ui';
import type { PaymentForm } from '../hooks/use-payment-form';
import { formatCardNumber, formatExpiry } from '../payment-rules';
import { CryptoChoice } from './crypto-choice';
import { Fieldset, Grid } from './payment-layout';

/** What the chosen method asks for: the card (unless Stripe takes it), the MB WAY phone, the coin. */
export function MethodFields({
  form,
  stripeCard,
  dueCents,
}: {
  form: PaymentForm;
  stripeCard: boolean;
  dueCents: number;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const { method, card, setCard, errors, clearError } = form;
  const brand = cardBrand(card.number);
  return (
    <>
      {method === 'card' && stripeCard && <p data-testid="stripe-card-next">{t('payment.stripe.next')}</p>}
      {method === 'card' && !stripeCard && (
        <Fieldset>
          <legend>{t('payment.card.title')}</legend>
          <Grid>
            <TextField
              id="card_number"
              label={t('payment.card.number')}
              inputMode="numeric"
              autoComplete="cc-number"
              value={formatCardNumber(card.number)}
              hint={
                brand !== 'unknown'
                  ? t('payment.card.brand', { brand: t(`payment.card.brands.${brand}`) })
                  : t('payment.card.testHint')
              }
              error={firstError(errors, 'card_number')}
              onChange={(e) => {
                setCard((c) => ({ ...c, number: cardNumberDigits(e.target.value).slice(0, 19) }));
                clearError('card_number');
              }}
            />
            <TextField
              id="card_expiry"
              label={t('payment.card.expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('payment.card.expiryPlaceholder')}
              value={card.expiry}
              error={firstError(errors, 'card_expiry')}
              onChange={(e) => {
                setCard((c) => ({ ...c, expiry: formatExpiry(e.target.value) }));
                clearError('card_expiry');
              }}
            />
            <TextField
              id="card_cvc"
              label={t('payment.card.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              value={card.cvc}
              error={firstError(errors, 'card_cvc')}
              onChange={(e) => {
                setCard((c) => ({ ...c, cvc: cardNumberDigits(e.target.value).slice(0, 4) }));
                clearError('card_cvc');
              }}
            />
          </Grid>
        </Fieldset>
      )}

      {method === 'paypal' && <p>{t('payment.paypal.hint')}</p>}

      {method === 'mbway' && (
        <Fieldset>
          <legend>{t('payment.mbway.title')}</legend>
          <TextField
            id="customer_phone"
            label={t('payment.mbway.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            hint={t('payment.mbway.phoneHint')}
            value={formatPhone3x3(form.phone)}
            error={firstError(errors, 'customer_phone')}
            onChange={(e) => {
              form.setPhone(phoneDigits(e.target.value).slice(0, 9));
              clearError('customer_phone');
            }}
          />
        </Fieldset>
      )}

      {method === 'crypto' && (
        <Fieldset>
          <legend>{t('payment.crypto.title')}</legend>
          <CryptoChoice
            currency={form.currency}
            onCurrency={(c) => {
              form.setCurrency(c);
              clearError('pay_currency');
            }}
            totalCents={dueCents}
            error={firstError(errors, 'pay_currency')}
            onBelowMinimum={form.setBelowMinimum}
          />
        </Fieldset>
      )}
    </>
  );
}
