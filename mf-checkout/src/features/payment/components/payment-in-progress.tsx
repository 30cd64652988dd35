import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { localizeHref, purchaseCompletePath } from '@mp/shared/routes';
import { cartStore, useLocale } from '@mp/shared/stores';
import { holdPlaces } from '../../../shared/api/hold-places';
import { forgetPendingPayment } from '../../../shared/payment/pending-payment';
import { isStoredPayment, type StoredPayment } from '../../../shared/payment/stored-payment';
import { fetchServerCart } from '../api/get-server-cart';
import { CryptoStatus } from './crypto-status';
import { MbwayStatus } from './mbway-status';
import { StripeCardPayment } from './stripe-card';

/** A booking whose payment goes on on this page: MB WAY on the phone, a card in Stripe's form, crypto from a wallet. */
export function paysOnThisPage(stored: StoredPayment): boolean {
  return (
    stored.method === 'mbway' ||
    stored.method === 'crypto' ||
    (stored.method === 'card' && !!stored.booking.payment.stripe)
  );
}

/** The payment started at Pay, until it is paid (then purchase complete) or the customer changes method. */
export function PaymentInProgress({ stored }: { stored: StoredPayment }): ReactNode {
  const navigate = useNavigate();
  const locale = useLocale();
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
  const changeMethod = async () => {
    forgetPendingPayment();
    cartStore.getState().resetPayment();
    // The items were cleared with the booking (spec §4); the server still holds the open cart, so take them back.
    await fetchServerCart();
    // The released booking gave its places back: hold them again for the next attempt.
    await holdPlaces();
  };
  const props = { stored, onPaid, onChangeMethod: () => void changeMethod() };
  if (stored.method === 'mbway') return <MbwayStatus {...props} />;
  if (stored.method === 'crypto') return <CryptoStatus {...props} />;
  return <StripeCardPayment {...props} />;
}
