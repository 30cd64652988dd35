import { useState, type ReactNode } from 'react';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { useCart, useLocale } from '@mp/shared/stores';
import { Button, ErrorNotice, Modal, PageFrame } from '@mp/shared/ui';
import { amountDue, OrderSummary } from '../../shared/order-summary/order-summary';
import { isStoredPayment } from '../../shared/payment/stored-payment';
import { usePricedCart } from '../../shared/priced-cart';
import { GiftCardFieldset } from './components/gift-card-fieldset';
import { MethodChoice } from './components/method-choice';
import { MethodFields } from './components/method-fields';
import { PaymentBlocked } from './components/payment-blocked';
import { PaymentErrors } from './components/payment-errors';
import { PaymentInProgress, paysOnThisPage } from './components/payment-in-progress';
import { SandboxNotice } from './components/sandbox-notice';
import { useStripeCard } from './components/stripe-card';
import { PayTerms, SecurePaymentLine } from './components/trust-signals';
import { useGiftCard } from './hooks/use-gift-card';
import { usePay } from './hooks/use-pay';
import { usePaymentArrival } from './hooks/use-payment-arrival';
import { usePaymentForm } from './hooks/use-payment-form';
import { useRevealedNotice } from './hooks/use-revealed-notice';

/** /checkout/payment (spec §3 payment form, §4, §7, §8): card, PayPal, MB WAY, crypto and gift card. */
export default function PaymentPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const items = useCart((s) => s.items);
  const billing = useCart((s) => s.billingData);
  const processing = useCart((s) => s.processingPayment);
  const response = useCart((s) => s.paymentResponse);
  const server = usePricedCart();
  const stored = isStoredPayment(response) ? response : null;
  // Cards on Stripe are typed into Stripe's own form after the booking is made, never into this page.
  const stripeCard = useStripeCard();
  const [cartProblem, setCartProblem] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  const notice = useRevealedNotice();
  const form = usePaymentForm(stripeCard);
  const giftCard = useGiftCard(form, () => setCartProblem(true));
  usePaymentArrival(notice, giftCard, () => setCartProblem(true));

  const { gift } = giftCard;
  const dueCents = amountDue(items, server, gift);
  // A free table, or points and a promo code that pay it all: nothing to choose, the booking is only confirmed.
  const nothingDue = items.length > 0 && amountDue(items, server, null) === 0;
  const pay = usePay({
    form,
    giftCard,
    notice,
    nothingDue,
    onCartProblem: () => setCartProblem(true),
    onRefused: () => setAlertOpen(true),
  });

  if (stored && paysOnThisPage(stored)) {
    return (
      <PageFrame title={title}>
        <PaymentInProgress stored={stored} />
      </PageFrame>
    );
  }
  const block = cartProblem ? 'cart-problem' : items.length === 0 ? 'empty-cart' : !billing ? 'no-billing' : null;
  if (block) {
    return (
      <PageFrame title={title}>
        <PaymentBlocked block={block} />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={title}>
      {!nothingDue && <SandboxNotice />}
      {/* The summary's last line is the amount to pay, said once (the Pay button repeats it as its action). */}
      <OrderSummary items={items} cart={server} gift={gift} showHold dueTestId="payment-total" />
      {notice.notice && (
        <ErrorNotice role="alert" data-testid="payment-notice" ref={notice.ref} tabIndex={-1}>
          {notice.notice}
        </ErrorNotice>
      )}
      <PaymentErrors />
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
            <MethodChoice
              method={form.method}
              onMethod={(m) => {
                form.setMethod(m);
                form.setLocalErrors({});
                notice.show(null);
              }}
            />
            <MethodFields form={form} stripeCard={stripeCard} dueCents={dueCents} />
            <GiftCardFieldset form={form} giftCard={giftCard} dueCents={dueCents} />
          </>
        )}

        <PayTerms items={items} booking={nothingDue} />
        <div aria-live="polite">{processing && <p>{t('payment.processing')}</p>}</div>
        <Button
          type="submit"
          busy={processing}
          disabled={processing || (!nothingDue && form.method === 'crypto' && form.belowMinimum)}
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
