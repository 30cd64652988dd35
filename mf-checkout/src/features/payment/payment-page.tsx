import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import type { BookingCreated, Cart, PaymentMethodName } from '@mp/shared/contracts';
import { cardBrand, cardNumberDigits, firstError, formatPhone3x3, luhnValid, phoneDigits, toMbwayPhone, type FieldErrors } from '@mp/shared/domain';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { purchaseCompletePath } from '@mp/shared/routes';
import { cartStore, toastStore, useCart, useLocale } from '@mp/shared/stores';
import { Button, EmptyState, LinkButton, Modal, PageFrame, TextField } from '@mp/shared/ui';
import { CART_QUERY_KEY, fetchServerCart, syncCart } from '../checkout-api/cart-api';
import { bookingContent, bookingFailure, cartTotalOrStore, clearsCartOnBooking, cvcValid, expiryValid, formatCardNumber, formatExpiry } from '../checkout-api/checkout-rules';
import { go, sitePath } from '../checkout-api/go';
import { BILLING_FIELDS } from '../personal-data/billing-form';
import { CryptoChoice } from './components/crypto-choice';
import { CryptoStatus } from './components/crypto-status';
import { MbwayStatus } from './components/mbway-status';
import { bookingBody, createBooking, isStoredPayment, snapshotLines, type PaymentFields, type StoredPayment } from './payment-api';

const METHODS = ['card', 'paypal', 'mbway', 'crypto', 'gift_card'] as const;
type Method = (typeof METHODS)[number];

const Fieldset = styled.fieldset`
  border: 1px solid #d1d5db;
  border-radius: 8px;
  padding: 1rem;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  label.method {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    padding: 0.35rem 0;
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 1rem;
`;

/** Billing errors from the booking call belong to the personal-data step; the rest to this one. */
function splitErrors(errors: FieldErrors): { billing: FieldErrors; payment: FieldErrors } {
  const billing: FieldErrors = {};
  const payment: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    if ((BILLING_FIELDS as readonly string[]).includes(key)) billing[key] = messages;
    else payment[key] = messages;
  }
  return { billing, payment };
}

/** /checkout/payment (spec §3 payment form, §4, §7, §8): card, PayPal, MB WAY, crypto and gift card. */
export function PaymentPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const items = useCart((s) => s.items);
  const billing = useCart((s) => s.billingData);
  const checkoutErrors = useCart((s) => s.checkoutErrors);
  const paymentErrors = useCart((s) => s.paymentErrors);
  const processing = useCart((s) => s.processingPayment);
  const response = useCart((s) => s.paymentResponse);
  const storedMethod = useCart((s) => s.paymentMethod);
  const server = useQuery<Cart | null>({ queryKey: CART_QUERY_KEY, queryFn: () => null, enabled: false, initialData: null });
  const [method, setMethod] = useState<Method>(() => (storedMethod && (METHODS as readonly string[]).includes(storedMethod) ? storedMethod : 'card'));
  // The card stays in this component's state only: never in a store or in storage (issue 5 §3).
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [phone, setPhone] = useState(() => phoneDigits(billing?.phone ?? '').replace(/^(00)?351(?=\d{9}$)/, ''));
  const [currency, setCurrency] = useState('');
  const [belowMinimum, setBelowMinimum] = useState(false);
  const [giftCode, setGiftCode] = useState('');
  const [alertOpen, setAlertOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const stored = isStoredPayment(response) ? response : null;
  const errors = { ...paymentErrors, ...localErrors };

  // Coming back from a provider page: 3-D Secure failed, or PayPal cancelled (the API's redirect says which).
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    if (search.get('failed')) setNotice(t('payment.card.authenticationFailed'));
    else if (search.get('cancelled')) setNotice(t('payment.paypal.cancelled'));
    const current = cartStore.getState().paymentResponse;
    if ((search.get('failed') || search.get('cancelled')) && isStoredPayment(current) && (current.method === 'card' || current.method === 'paypal')) {
      cartStore.getState().resetPayment();
    }
    if (cartStore.getState().items.length > 0 && !server.data) void syncCart();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on arrival
  }, []);

  const totalCents = cartTotalOrStore(server.data, items);

  const onPaid = useCallback(() => {
    const current = cartStore.getState().paymentResponse;
    if (isStoredPayment(current)) go(purchaseCompletePath({ id: current.booking.booking_id, reference: current.booking.reference }));
  }, []);

  const changeMethod = useCallback(async () => {
    cartStore.getState().resetPayment();
    // The items were cleared with the booking (spec §4); the server still holds the open cart, so take them back.
    await fetchServerCart();
  }, []);

  function clearError(field: string) {
    cartStore.getState().setPaymentErrors(Object.fromEntries(Object.entries(cartStore.getState().paymentErrors).filter(([k]) => k !== field)));
    setLocalErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => k !== field)));
  }

  function validate(): FieldErrors {
    const found: FieldErrors = {};
    if (method === 'card') {
      if (!luhnValid(card.number)) found.card_number = [t('payment.card.numberInvalid')];
      if (!expiryValid(card.expiry)) found.card_expiry = [t('payment.card.expiryInvalid')];
      if (!cvcValid(card.cvc)) found.card_cvc = [t('payment.card.cvcInvalid')];
    }
    if (method === 'mbway' && phoneDigits(phone).length !== 9) found.customer_phone = [t('payment.mbway.phoneInvalid')];
    if (method === 'crypto' && !currency) found.pay_currency = [t('payment.crypto.chooseError')];
    if (method === 'gift_card' && !giftCode.trim()) found.gift_card_code = [t('payment.gift.required')];
    return found;
  }

  async function pay() {
    // Processing blocks a second submit (double click, Enter twice).
    if (cartStore.getState().processingPayment || !billing) return;
    const found = validate();
    setLocalErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0] ?? '')?.focus();
      return;
    }
    const store = cartStore.getState();
    store.setProcessingPayment(true);
    store.setPaymentMethod(method === 'gift_card' ? null : method);
    const fields: PaymentFields = {
      ...(method === 'card' ? { card_number: cardNumberDigits(card.number) } : {}),
      ...(method === 'mbway' ? { customer_phone: toMbwayPhone(phone) } : {}),
      ...(method === 'crypto' ? { pay_currency: currency } : {}),
      ...(giftCode.trim() ? { gift_card_code: giftCode.trim() } : {}),
    };
    const result = await createBooking(bookingBody(method as PaymentMethodName, billing, store.promo_code, store.notes, fields));
    const created = result.ok ? bookingContent<BookingCreated>(result.data) : null;
    if (!created) {
      store.setProcessingPayment(false);
      const failure = result.ok ? { kind: 'alert' as const } : bookingFailure(result);
      if (failure.kind === 'fields') {
        // Spec §8: booking with errors → toast 'Something went wrong', field errors stored, processing stops.
        toastStore.getState().show({ message: tc('app.somethingWentWrong'), kind: 'error', position: 'top-right' });
        const { billing: billingErrors, payment } = splitErrors(failure.errors);
        store.setCheckoutErrors(billingErrors);
        store.setPaymentErrors(payment);
      } else {
        setAlertOpen(true);
      }
      return;
    }
    setCard({ number: '', expiry: '', cvc: '' });
    const snapshot: StoredPayment = { booking: created, method: created.payment.method, email: billing.email, lines: snapshotLines(store.items) };
    if (clearsCartOnBooking(created.payment.method)) {
      // Spec §4: cleared at once (MB WAY, crypto, gift card); billing data is the customer's, kept for a retry.
      store.clear();
      cartStore.getState().setBillingData(billing);
    }
    cartStore.getState().setPaymentResponse(snapshot);
    const payment = created.payment;
    if (payment.mbway) cartStore.getState().startMbwayCountdown(Date.parse(payment.mbway.started_at));
    if (payment.status === 'paid' || created.booking_status === 'paid') {
      cartStore.getState().setProcessingPayment(false);
      go(purchaseCompletePath({ id: created.booking_id, reference: created.reference }));
      return;
    }
    if (payment.card?.challenge_url) {
      window.location.assign(payment.card.challenge_url);
      return;
    }
    if (payment.paypal) {
      window.location.assign(payment.paypal.approval_url);
      return;
    }
    cartStore.getState().setProcessingPayment(false);
  }

  if (stored && stored.method === 'mbway') {
    return (
      <PageFrame title={title}>
        <MbwayStatus stored={stored} onPaid={onPaid} onChangeMethod={() => void changeMethod()} />
      </PageFrame>
    );
  }
  if (stored && stored.method === 'crypto') {
    return (
      <PageFrame title={title}>
        <CryptoStatus stored={stored} onPaid={onPaid} onChangeMethod={() => void changeMethod()} />
      </PageFrame>
    );
  }

  if (items.length === 0) {
    return (
      <PageFrame title={title}>
        <EmptyState title={t('cart.empty')} action={<LinkButton href={sitePath('/cart')}>{t('personal.backToCart')}</LinkButton>} />
      </PageFrame>
    );
  }
  if (!billing) {
    return (
      <PageFrame title={title}>
        <EmptyState title={t('payment.billingMissing')} action={<LinkButton href={sitePath('/checkout/personal-data')}>{t('payment.toPersonalData')}</LinkButton>} />
      </PageFrame>
    );
  }

  const billingProblems = Object.keys(checkoutErrors).filter((k) => (checkoutErrors[k]?.length ?? 0) > 0);
  const generalErrors = Object.entries(paymentErrors).filter(([k]) => !['card_number', 'customer_phone', 'pay_currency', 'gift_card_code'].includes(k));
  const brand = cardBrand(card.number);

  return (
    <PageFrame title={title}>
      <p>
        {t('payment.total')}: <strong data-testid="payment-total">{formatMoney(totalCents, locale)}</strong>
      </p>
      {notice && (
        <p role="alert" data-testid="payment-notice">
          {notice}
        </p>
      )}
      {(billingProblems.length > 0 || generalErrors.length > 0) && (
        <div role="alert" data-testid="payment-errors">
          {generalErrors.map(([key, messages]) => (
            <p key={key}>{messages.join(' ')}</p>
          ))}
          {billingProblems.length > 0 && (
            <p>
              {t('payment.billingErrors')} <a href={sitePath('/checkout/personal-data')}>{t('payment.toPersonalData')}</a>
            </p>
          )}
        </div>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void pay();
        }}
      >
        <Fieldset>
          <legend>{t('payment.method')}</legend>
          {METHODS.map((m) => (
            <label className="method" key={m}>
              <input
                type="radio"
                name="payment_method"
                value={m}
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  setLocalErrors({});
                  setNotice(null);
                }}
              />
              {t(`payment.methods.${m}`)}
            </label>
          ))}
        </Fieldset>

        {method === 'card' && (
          <Fieldset>
            <legend>{t('payment.card.title')}</legend>
            <Grid>
              <TextField
                id="card_number"
                label={t('payment.card.number')}
                inputMode="numeric"
                autoComplete="cc-number"
                value={formatCardNumber(card.number)}
                hint={brand !== 'unknown' ? t('payment.card.brand', { brand: t(`payment.card.brands.${brand}`) }) : t('payment.card.testHint')}
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
              value={formatPhone3x3(phone)}
              error={firstError(errors, 'customer_phone')}
              onChange={(e) => {
                setPhone(phoneDigits(e.target.value).slice(0, 9));
                clearError('customer_phone');
              }}
            />
          </Fieldset>
        )}

        {method === 'crypto' && (
          <Fieldset>
            <legend>{t('payment.crypto.title')}</legend>
            <CryptoChoice
              currency={currency}
              onCurrency={(c) => {
                setCurrency(c);
                clearError('pay_currency');
              }}
              totalCents={totalCents}
              error={firstError(errors, 'pay_currency')}
              onBelowMinimum={setBelowMinimum}
            />
          </Fieldset>
        )}

        <Fieldset>
          <legend>{t('payment.gift.title')}</legend>
          <TextField
            id="gift_card_code"
            label={t('payment.gift.code')}
            hint={method === 'gift_card' ? t('payment.gift.fullHint') : t('payment.gift.partialHint')}
            value={giftCode}
            error={firstError(errors, 'gift_card_code')}
            onChange={(e) => {
              setGiftCode(e.target.value);
              clearError('gift_card_code');
            }}
          />
        </Fieldset>

        <div aria-live="polite">{processing && <p>{t('payment.processing')}</p>}</div>
        <Button type="submit" busy={processing} disabled={processing || (method === 'crypto' && belowMinimum)}>
          {t('payment.pay', { amount: formatMoney(totalCents, locale) })}
        </Button>
      </form>

      <Modal open={alertOpen} title={t('payment.alertTitle')} onClose={() => setAlertOpen(false)}>
        <p role="alert">{tc('app.changePaymentMethod')}</p>
        <Button onClick={() => setAlertOpen(false)}>{t('personal.ok')}</Button>
      </Modal>
    </PageFrame>
  );
}

export default PaymentPage;
