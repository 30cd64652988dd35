import type { ReactNode } from 'react';
import { firstError } from '@mp/shared/domain';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button, TextField } from '@mp/shared/ui';
import type { GiftCard } from '../hooks/use-gift-card';
import type { PaymentForm } from '../hooks/use-payment-form';
import { Fieldset } from './payment-layout';

/** A gift card pays all or part of the cart; what it pays is said once applied. */
export function GiftCardFieldset({
  form,
  giftCard,
  dueCents,
}: {
  form: PaymentForm;
  giftCard: GiftCard;
  dueCents: number;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const { method, errors } = form;
  const { code: giftCode, gift, busy: giftBusy } = giftCard;
  return (
    <Fieldset>
      <legend>{t('payment.gift.title')}</legend>
      <TextField
        id="gift_card_code"
        label={t('payment.gift.code')}
        hint={method === 'gift_card' ? t('payment.gift.fullHint') : t('payment.gift.partialHint')}
        value={giftCode}
        error={firstError(errors, 'gift_card_code')}
        onChange={(e) => {
          giftCard.type(e.target.value);
          form.clearError('gift_card_code');
        }}
      />
      <Button
        variant="secondary"
        busy={giftBusy}
        disabled={giftBusy || !giftCode.trim()}
        onClick={() => void giftCard.apply()}
      >
        {t('payment.gift.apply')}
      </Button>
      <p aria-live="polite" data-testid="gift-applied">
        {gift &&
          (gift.due_cents === 0
            ? t('payment.gift.appliedAll', { amount: formatMoney(gift.covers_cents, locale) })
            : t('payment.gift.applied', {
                amount: formatMoney(gift.covers_cents, locale),
                due: formatMoney(dueCents, locale),
              }))}
      </p>
    </Fieldset>
  );
}
