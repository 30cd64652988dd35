// What the customer chose and typed on the payment step, and its checks (spec §5). The card stays in this hook's
// state only: never in a store or in storage, so no card number outlives the page.
import { useState } from 'react';
import { cardNumberDigits, luhnValid, phoneDigits, toMbwayPhone, type FieldErrors } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';
import { cartStore, useCart } from '@mp/shared/stores';
import type { PaymentFields } from '../api/create-booking';
import { cvcValid, expiryValid } from '../payment-rules';

export const METHODS = ['card', 'paypal', 'mbway', 'crypto', 'gift_card'] as const;
export type Method = (typeof METHODS)[number];

const EMPTY_CARD = { number: '', expiry: '', cvc: '' };

/** `stripeCard`: cards go to Stripe's own form after the booking, so none is typed here. */
export function usePaymentForm(stripeCard: boolean) {
  const { t } = useTranslation('checkout');
  const paymentErrors = useCart((s) => s.paymentErrors);
  const [method, setMethod] = useState<Method>(() => {
    const stored = cartStore.getState().paymentMethod;
    return stored && (METHODS as readonly string[]).includes(stored) ? (stored as Method) : 'card';
  });
  const [card, setCard] = useState(EMPTY_CARD);
  const [phone, setPhone] = useState(() =>
    phoneDigits(cartStore.getState().billingData?.phone ?? '').replace(/^(00)?351(?=\d{9}$)/, ''),
  );
  const [currency, setCurrency] = useState('');
  const [belowMinimum, setBelowMinimum] = useState(false);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});

  /** Typing in a field forgets what was said about it, by this page or by the server. */
  function clearError(field: string) {
    cartStore
      .getState()
      .setPaymentErrors(
        Object.fromEntries(Object.entries(cartStore.getState().paymentErrors).filter(([k]) => k !== field)),
      );
    setLocalErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => k !== field)));
  }

  function validate(giftCode: string): FieldErrors {
    const found: FieldErrors = {};
    if (method === 'card' && !stripeCard) {
      if (!luhnValid(card.number)) found.card_number = [t('payment.card.numberInvalid')];
      if (!expiryValid(card.expiry)) found.card_expiry = [t('payment.card.expiryInvalid')];
      if (!cvcValid(card.cvc)) found.card_cvc = [t('payment.card.cvcInvalid')];
    }
    if (method === 'mbway' && phoneDigits(phone).length !== 9) found.customer_phone = [t('payment.mbway.phoneInvalid')];
    if (method === 'crypto' && !currency) found.pay_currency = [t('payment.crypto.chooseError')];
    if (method === 'gift_card' && !giftCode.trim()) found.gift_card_code = [t('payment.gift.required')];
    return found;
  }

  /** The payment fields of the booking call for the chosen method. */
  function fields(giftCode: string): PaymentFields {
    return {
      ...(method === 'card' && !stripeCard ? { card_number: cardNumberDigits(card.number) } : {}),
      ...(method === 'mbway' ? { customer_phone: toMbwayPhone(phone) } : {}),
      ...(method === 'crypto' ? { pay_currency: currency } : {}),
      ...(giftCode.trim() ? { gift_card_code: giftCode.trim() } : {}),
    };
  }

  return {
    method,
    setMethod,
    card,
    setCard,
    forgetCard: () => setCard(EMPTY_CARD),
    phone,
    setPhone,
    currency,
    setCurrency,
    belowMinimum,
    setBelowMinimum,
    errors: { ...paymentErrors, ...localErrors },
    setLocalErrors,
    clearError,
    validate,
    fields,
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
