// Pay (spec §4, §7, §8): the booking of the cart with the chosen method, then where its payment goes on — paid, a
// provider's page, or a screen that waits for the customer (MB WAY, crypto) — or why it was refused.
import { useNavigate } from 'react-router';
import type { BookingCreated, PaymentMethodName } from '@mp/shared/contracts';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { localizeHref, purchaseCompletePath } from '@mp/shared/routes';
import { cartStore, toastStore, useLocale } from '@mp/shared/stores';
import { holdPlaces } from '../../../shared/api/hold-places';
import { cartTotalOrStore } from '../../../shared/cart-total';
import { rememberPendingPayment } from '../../../shared/payment/pending-payment';
import type { StoredPayment } from '../../../shared/payment/stored-payment';
import { usePricedCart } from '../../../shared/priced-cart';
import { bookingBody, cartChangedMessage, useCreateBooking } from '../api/create-booking';
import { fetchServerCart } from '../api/get-server-cart';
import { rememberGiftCardCode } from '../kept-gift-card';
import {
  bookingContent,
  bookingFailure,
  clearsCartOnBooking,
  hasLineErrors,
  snapshotLines,
  splitErrors,
} from '../payment-rules';
import type { GiftCard } from './use-gift-card';
import type { PaymentForm } from './use-payment-form';
import type { RevealedNotice } from './use-revealed-notice';

interface PayDeps {
  form: PaymentForm;
  giftCard: GiftCard;
  notice: RevealedNotice;
  /** A free table, or points and a promo code that pay it all: the booking is only confirmed. */
  nothingDue: boolean;
  onCartProblem: () => void;
  /** A refusal without field errors: the "change your payment method" alert. */
  onRefused: () => void;
}

export function usePay({ form, giftCard, notice, nothingDue, onCartProblem, onRefused }: PayDeps) {
  const navigate = useNavigate();
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const server = usePricedCart();
  const createBooking = useCreateBooking();
  const { gift, code: giftCode } = giftCard;

  async function refused(result: Awaited<ReturnType<typeof createBooking.mutateAsync>>) {
    const store = cartStore.getState();
    store.setProcessingPayment(false);
    if (!result.ok && result.status === 401) {
      // The session ended: nothing was charged, the cart is kept, the sign-in opens.
      notice.show(t('session.ended'));
      return;
    }
    const failure = result.ok ? { kind: 'alert' as const } : bookingFailure(result);
    if (failure.kind === 'fields' && cartChangedMessage(failure.errors)) {
      // Nothing was charged: take the cart as it is now so the summary and the Pay button show the new total.
      const fresh = await fetchServerCart();
      const total = fresh.ok ? fresh.data.content.total_price : null;
      notice.reveal(
        total === null
          ? t('payment.cartChanged')
          : t('payment.cartChangedTotal', { total: formatMoney(total, locale) }),
      );
      void holdPlaces();
      return;
    }
    if (failure.kind === 'fields' && hasLineErrors(failure.errors)) {
      // The cart itself changed under us (a date filled up, an item went away): the cart page says what and why.
      onCartProblem();
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
      onRefused();
    }
  }

  return async function pay(): Promise<void> {
    const billing = cartStore.getState().billingData;
    // Processing blocks a second submit (double click, Enter twice).
    if (cartStore.getState().processingPayment || !billing) return;
    // A typed gift card changes what is charged: show its part first, the customer then pays what is left.
    if (!nothingDue && giftCode.trim() && !gift) {
      await giftCard.apply();
      return;
    }
    const found = nothingDue ? {} : form.validate(giftCode);
    form.setLocalErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0] ?? '')?.focus();
      return;
    }
    const store = cartStore.getState();
    store.setProcessingPayment(true);
    store.setPaymentMethod(form.method === 'gift_card' || nothingDue ? null : form.method);
    // The total the summary and the Pay button show right now: the server charges it or nothing.
    const shownTotal = cartTotalOrStore(server, store.items);
    const result = await createBooking.mutateAsync(
      bookingBody(
        nothingDue ? 'free' : (form.method as PaymentMethodName),
        billing,
        store.promo_code,
        store.notes,
        nothingDue ? {} : form.fields(giftCode),
        shownTotal,
      ),
    );
    const created = result.ok ? bookingContent<BookingCreated>(result.data) : null;
    if (!created) return refused(result);
    form.forgetCard();
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
  };
}
