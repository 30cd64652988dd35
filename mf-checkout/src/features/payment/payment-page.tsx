import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import type { BookingCreated, Cart, GiftCardPreview, PaymentMethodName } from '@mp/shared/contracts';
import {
  cardBrand,
  cardNumberDigits,
  firstError,
  formatPhone3x3,
  luhnValid,
  phoneDigits,
  toMbwayPhone,
  type FieldErrors,
} from '@mp/shared/domain';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { localizeHref, purchaseCompletePath } from '@mp/shared/routes';
import { cartStore, toastStore, useCart, useLocale } from '@mp/shared/stores';
import { Button, EmptyState, ErrorNotice, Modal, PageFrame, TextField } from '@mp/shared/ui';
import { CART_QUERY_KEY, fetchServerCart, syncCart } from '../../shared/api/cart-api';
import {
  bookingContent,
  bookingFailure,
  clearsCartOnBooking,
  cvcValid,
  expiryValid,
  formatCardNumber,
  formatExpiry,
} from './payment-rules';
import { cartTotalOrStore } from '../../shared/cart-total';
import { BILLING_FIELDS } from '../../shared/billing-form';
import { previewGiftCard, rememberGiftCardCode, takeRememberedGiftCardCode } from './gift-card-preview';
import { holdPlaces } from '../../shared/hold/hold-api';
import { amountDue, OrderSummary } from '../../shared/order-summary/order-summary';
import { CryptoChoice } from './components/crypto-choice';
import { CryptoStatus } from './components/crypto-status';
import { forgetPendingPayment, rememberPendingPayment } from '../../shared/payment/pending-payment';
import { MbwayStatus } from './components/mbway-status';
import { SandboxNotice } from './components/sandbox-notice';
import { StripeCardPayment, useStripeCard } from './components/stripe-card';
import { MethodLogos } from './components/method-logos';
import { PayTerms, SecurePaymentLine } from './components/trust-signals';
import { bookingBody, cartChangedMessage, createBooking, snapshotLines, type PaymentFields } from './payment-api';
import { isStoredPayment, type StoredPayment } from '../../shared/payment/stored-payment';

const METHODS = ['card', 'paypal', 'mbway', 'crypto', 'gift_card'] as const;
type Method = (typeof METHODS)[number];

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: 8px;
  padding: 1rem;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  label.method {
    display: flex;
    flex-wrap: wrap;
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

/** Errors about the cart's lines (`items`, `items.N`): the cart page, not this one, can fix them. */
function hasLineErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).some((key) => key === 'items' || key.startsWith('items.'));
}

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
export default function PaymentPage({ title }: RemotePageProps): ReactNode {
  const navigate = useNavigate();
  const to = usePathTo();
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
  const server = useQuery<Cart | null>({
    queryKey: CART_QUERY_KEY,
    queryFn: () => null,
    enabled: false,
    initialData: null,
  });
  const [method, setMethod] = useState<Method>(() =>
    storedMethod && (METHODS as readonly string[]).includes(storedMethod) ? storedMethod : 'card',
  );
  // The card stays in this component's state only: never in a store or in storage, so no card number outlives the page.
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [phone, setPhone] = useState(() => phoneDigits(billing?.phone ?? '').replace(/^(00)?351(?=\d{9}$)/, ''));
  const [currency, setCurrency] = useState('');
  const [belowMinimum, setBelowMinimum] = useState(false);
  const [giftCode, setGiftCode] = useState('');
  // What the typed gift card pays of this cart, as the server will count it; null until applied.
  const [gift, setGift] = useState<GiftCardPreview | null>(null);
  const [giftBusy, setGiftBusy] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [cartProblem, setCartProblem] = useState(false);
  const stored = isStoredPayment(response) ? response : null;
  // Cards on Stripe are typed into Stripe's own form after the booking is made, never into this page.
  const stripeCard = useStripeCard();
  const errors = { ...paymentErrors, ...localErrors };
  // "Your cart changed" sits above the form, out of view on a phone after pressing Pay: bring it into view and read it.
  const noticeRef = useRef<HTMLDivElement>(null);
  const revealNotice = useRef(false);
  useEffect(() => {
    if (!notice || !revealNotice.current) return;
    revealNotice.current = false;
    noticeRef.current?.scrollIntoView?.({ block: 'center' });
    noticeRef.current?.focus();
  }, [notice]);

  // Coming back from a provider page: 3-D Secure failed, or PayPal cancelled (the API's redirect says which). The notice
  // sits above the form, out of view on a phone: brought into view and focused like the others.
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    const returned = Boolean(search.get('failed') || search.get('cancelled'));
    const message = search.get('failed') ? t('payment.card.authenticationFailed') : t('payment.paypal.cancelled');
    if (returned) {
      revealNotice.current = true;
      setNotice(message);
    }
    const current = cartStore.getState().paymentResponse;
    if (returned && isStoredPayment(current) && (current.method === 'card' || current.method === 'paypal')) {
      cartStore.getState().resetPayment();
    }
    // The gift card applied before leaving is applied again (the failed attempt gave its amount back), and said so.
    const keptGift = returned ? takeRememberedGiftCardCode() : null;
    const reapplyGift = async () => {
      if (!keptGift) return;
      setGiftCode(keptGift);
      const preview = await previewGiftCard(keptGift);
      if (!preview.ok) {
        setNotice(`${message} ${t('payment.gift.notKept')}`);
        return;
      }
      setGift(preview.data.content);
      setNotice(
        `${message} ${t('payment.gift.kept', {
          last4: preview.data.content.code_last4,
          amount: formatMoney(preview.data.content.covers_cents, locale),
        })}`,
      );
    };
    // Always priced again on arrival: the cart page's last answer may be older than the places left.
    if (cartStore.getState().items.length > 0 && !isStoredPayment(cartStore.getState().paymentResponse)) {
      void syncCart().then(async (result) => {
        if (!result.ok && hasLineErrors(result.errors)) setCartProblem(true);
        // The places stay held while paying (a live hold keeps its end; a reload here finds it again).
        else if (result.ok) {
          void holdPlaces();
          await reapplyGift();
        }
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on arrival
  }, []);

  const dueCents = amountDue(items, server.data, gift);
  // A free table, or points and a promo code that pay it all: nothing to choose, the booking is only confirmed.
  const nothingDue = items.length > 0 && amountDue(items, server.data, null) === 0;

  /** Asks the server what the gift card pays; its refusal lands on the field. Answers whether it applies. */
  async function applyGiftCard(): Promise<boolean> {
    if (!giftCode.trim()) {
      setLocalErrors((prev) => ({ ...prev, gift_card_code: [t('payment.gift.required')] }));
      return false;
    }
    setGiftBusy(true);
    const result = await previewGiftCard(giftCode);
    setGiftBusy(false);
    if (!result.ok) {
      setGift(null);
      if (hasLineErrors(result.errors)) setCartProblem(true);
      else
        setLocalErrors((prev) => ({
          ...prev,
          gift_card_code: result.errors.gift_card_code ?? [tc('app.somethingWentWrong')],
        }));
      return false;
    }
    setGift(result.data.content);
    // A card that pays everything needs no other method.
    if (result.data.content.due_cents === 0) setMethod('gift_card');
    return true;
  }

  const onPaid = useCallback(() => {
    forgetPendingPayment();
    const current = cartStore.getState().paymentResponse;
    if (isStoredPayment(current))
      navigate(
        localizeHref(
          purchaseCompletePath({ id: current.booking.booking_id, reference: current.booking.reference }),
          locale,
        ),
      );
  }, [navigate, locale]);

  const changeMethod = useCallback(async () => {
    forgetPendingPayment();
    cartStore.getState().resetPayment();
    // The items were cleared with the booking (spec §4); the server still holds the open cart, so take them back.
    await fetchServerCart();
    // The released booking gave its places back: hold them again for the next attempt.
    await holdPlaces();
  }, []);

  function clearError(field: string) {
    cartStore
      .getState()
      .setPaymentErrors(
        Object.fromEntries(Object.entries(cartStore.getState().paymentErrors).filter(([k]) => k !== field)),
      );
    setLocalErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => k !== field)));
  }

  function validate(): FieldErrors {
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

  async function pay() {
    // Processing blocks a second submit (double click, Enter twice).
    if (cartStore.getState().processingPayment || !billing) return;
    // A typed gift card changes what is charged: show its part first, the customer then pays what is left.
    if (!nothingDue && giftCode.trim() && !gift) {
      await applyGiftCard();
      return;
    }
    const found = nothingDue ? {} : validate();
    setLocalErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0] ?? '')?.focus();
      return;
    }
    const store = cartStore.getState();
    store.setProcessingPayment(true);
    store.setPaymentMethod(method === 'gift_card' || nothingDue ? null : method);
    const fields: PaymentFields = nothingDue
      ? {}
      : {
          ...(method === 'card' && !stripeCard ? { card_number: cardNumberDigits(card.number) } : {}),
          ...(method === 'mbway' ? { customer_phone: toMbwayPhone(phone) } : {}),
          ...(method === 'crypto' ? { pay_currency: currency } : {}),
          ...(giftCode.trim() ? { gift_card_code: giftCode.trim() } : {}),
        };
    // The total the summary and the Pay button show right now: the server charges it or nothing.
    const shownTotal = cartTotalOrStore(server.data, store.items);
    const result = await createBooking(
      bookingBody(
        nothingDue ? 'free' : (method as PaymentMethodName),
        billing,
        store.promo_code,
        store.notes,
        fields,
        shownTotal,
      ),
    );
    const created = result.ok ? bookingContent<BookingCreated>(result.data) : null;
    if (!created) {
      store.setProcessingPayment(false);
      if (!result.ok && result.status === 401) {
        // The session ended: nothing was charged, the cart is kept, the sign-in opens.
        setNotice(t('session.ended'));
        return;
      }
      const failure = result.ok ? { kind: 'alert' as const } : bookingFailure(result);
      if (failure.kind === 'fields' && cartChangedMessage(failure.errors)) {
        // Nothing was charged: take the cart as it is now so the summary and the Pay button show the new total.
        const fresh = await fetchServerCart();
        const total = fresh.ok ? fresh.data.content.total_price : null;
        revealNotice.current = true;
        setNotice(
          total === null
            ? t('payment.cartChanged')
            : t('payment.cartChangedTotal', { total: formatMoney(total, locale) }),
        );
        void holdPlaces();
        return;
      }
      if (failure.kind === 'fields' && hasLineErrors(failure.errors)) {
        // The cart itself changed under us (a date filled up, an item went away): the cart page says what and why.
        setCartProblem(true);
        return;
      }
      // A refused payment (a declined card) released its booking, and the hold the booking had taken with it.
      void holdPlaces();
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
    const snapshot: StoredPayment = {
      booking: created,
      method: created.payment.method,
      email: billing.email,
      lines: snapshotLines(store.items),
    };
    if (clearsCartOnBooking(created.payment.method)) {
      // Spec §4: cleared at once (MB WAY, crypto, gift card); billing data is the customer's, kept for a retry.
      store.clear();
      cartStore.getState().setBillingData(billing);
    }
    cartStore.getState().setPaymentResponse(snapshot);
    const payment = created.payment;
    if (payment.mbway) cartStore.getState().startMbwayCountdown(Date.parse(payment.mbway.started_at));
    // Other tabs learn that this payment waits for the customer (MB WAY app, crypto wallet), not an empty cart.
    if (payment.status !== 'paid' && created.booking_status !== 'paid')
      rememberPendingPayment(snapshot, payment.mbway ? Date.parse(payment.mbway.started_at) : null);
    if (payment.status === 'paid' || created.booking_status === 'paid') {
      cartStore.getState().setProcessingPayment(false);
      navigate(localizeHref(purchaseCompletePath({ id: created.booking_id, reference: created.reference }), locale));
      return;
    }
    // Leaving for the provider's page: a gift card applied here is applied again if the customer comes back.
    if ((payment.card?.challenge_url || payment.paypal) && gift) rememberGiftCardCode(giftCode);
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
  if (stored && stored.method === 'card' && stored.booking.payment.stripe) {
    return (
      <PageFrame title={title}>
        <StripeCardPayment stored={stored} onPaid={onPaid} onChangeMethod={() => void changeMethod()} />
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

  if (cartProblem) {
    return (
      <PageFrame title={title}>
        <EmptyState
          title={t('payment.cartProblem')}
          action={<LinkButton href={to('cart')}>{t('payment.toCart')}</LinkButton>}
        />
      </PageFrame>
    );
  }
  if (items.length === 0) {
    return (
      <PageFrame title={title}>
        <EmptyState
          title={tc('emptyCart.title')}
          action={<LinkButton href={to('cart')}>{t('personal.backToCart')}</LinkButton>}
        />
      </PageFrame>
    );
  }
  if (!billing) {
    return (
      <PageFrame title={title}>
        <EmptyState
          title={t('payment.billingMissing')}
          action={<LinkButton href={to('checkout-personal-data')}>{t('payment.toPersonalData')}</LinkButton>}
        />
      </PageFrame>
    );
  }

  const billingProblems = Object.keys(checkoutErrors).filter((k) => (checkoutErrors[k]?.length ?? 0) > 0);
  const generalErrors = Object.entries(paymentErrors).filter(
    ([k]) => !['card_number', 'customer_phone', 'pay_currency', 'gift_card_code'].includes(k),
  );
  const brand = cardBrand(card.number);

  return (
    <PageFrame title={title}>
      {!nothingDue && <SandboxNotice />}
      {/* The summary's last line is the amount to pay, said once (the Pay button repeats it as its action). */}
      <OrderSummary items={items} cart={server.data} gift={gift} showHold dueTestId="payment-total" />
      {notice && (
        <ErrorNotice role="alert" data-testid="payment-notice" ref={noticeRef} tabIndex={-1}>
          {notice}
        </ErrorNotice>
      )}
      {(billingProblems.length > 0 || generalErrors.length > 0) && (
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
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void pay();
        }}
      >
        {nothingDue ? (
          <p data-testid="nothing-due">{t('payment.free.notice')}</p>
        ) : (
          <>
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
                  <MethodLogos method={m} />
                </label>
              ))}
            </Fieldset>

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
                  totalCents={dueCents}
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
                  setGift(null);
                  clearError('gift_card_code');
                }}
              />
              <Button
                variant="secondary"
                busy={giftBusy}
                disabled={giftBusy || !giftCode.trim()}
                onClick={() => void applyGiftCard()}
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
          </>
        )}

        <PayTerms items={items} booking={nothingDue} />
        <div aria-live="polite">{processing && <p>{t('payment.processing')}</p>}</div>
        <Button
          type="submit"
          busy={processing}
          disabled={processing || (!nothingDue && method === 'crypto' && belowMinimum)}
        >
          {nothingDue
            ? t('payment.free.confirm')
            : gift && dueCents === 0
              ? t('payment.gift.payWithGift', { amount: formatMoney(gift.covers_cents, locale) })
              : t('payment.pay', { amount: formatMoney(dueCents, locale) })}
        </Button>
        {!nothingDue && <SecurePaymentLine />}
      </form>

      <Modal open={alertOpen} title={t('payment.alertTitle')} onClose={() => setAlertOpen(false)}>
        <ErrorNotice role="alert">{tc('app.changePaymentMethod')}</ErrorNotice>
        <Button onClick={() => setAlertOpen(false)}>{t('personal.ok')}</Button>
      </Modal>
    </PageFrame>
  );
}
