// What the payment step does once on arrival: say why the customer is back from a provider's page (3-D Secure
// failed, PayPal cancelled: the API's redirect says which), price the cart again (the cart page's last answer may be
// older than the places left), hold its places, and apply again the gift card applied before leaving.
import { useEffect } from 'react';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { cartStore, useLocale } from '@mp/shared/stores';
import { holdPlaces } from '../../../shared/api/hold-places';
import { syncCart } from '../../../shared/api/sync-cart';
import { isStoredPayment } from '../../../shared/payment/stored-payment';
import { takeRememberedGiftCardCode } from '../kept-gift-card';
import { hasLineErrors } from '../payment-rules';
import type { GiftCard } from './use-gift-card';
import type { RevealedNotice } from './use-revealed-notice';

export function usePaymentArrival(notice: RevealedNotice, giftCard: GiftCard, onCartProblem: () => void): void {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    const returned = Boolean(search.get('failed') || search.get('cancelled'));
    const message = search.get('failed') ? t('payment.card.authenticationFailed') : t('payment.paypal.cancelled');
    // The notice sits above the form, out of view on a phone: brought into view and focused like the others.
    if (returned) notice.reveal(message);
    const current = cartStore.getState().paymentResponse;
    if (returned && isStoredPayment(current) && (current.method === 'card' || current.method === 'paypal')) {
      cartStore.getState().resetPayment();
    }
    // The gift card applied before leaving is applied again (the failed attempt gave its amount back), and said so.
    const keptGift = returned ? takeRememberedGiftCardCode() : null;
    const reapplyGift = async () => {
      if (!keptGift) return;
      const kept = await giftCard.reapply(keptGift);
      notice.show(
        kept
          ? `${message} ${t('payment.gift.kept', { last4: kept.code_last4, amount: formatMoney(kept.covers_cents, locale) })}`
          : `${message} ${t('payment.gift.notKept')}`,
      );
    };
    if (cartStore.getState().items.length > 0 && !isStoredPayment(cartStore.getState().paymentResponse)) {
      void syncCart().then(async (result) => {
        if (!result.ok && hasLineErrors(result.errors)) onCartProblem();
        // The places stay held while paying (a live hold keeps its end; a reload here finds it again).
        else if (result.ok) {
          void holdPlaces();
          await reapplyGift();
        }
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on arrival
  }, []);
}
