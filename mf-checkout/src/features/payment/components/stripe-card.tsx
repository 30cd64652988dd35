// Card on Stripe (docs/adr/037-payment-gateways.md): the card is typed into Stripe's Payment Element and confirmed
// by Stripe.js in the browser, 3-D Secure included, so its digits never reach our servers (PCI SAQ A). Stripe.js is
// loaded here, on the payment step only, from the URL the API gives (Stripe's own, or the local stand-in in tests);
// the storefront's CSP lets in exactly that origin. The booking is paid by Stripe's webhook; the purchase-complete
// page polls until it is.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { localizeHref, purchaseCompletePath } from '@mp/shared/routes';
import { useLocale } from '@mp/shared/stores';
import { Button, ErrorNotice } from '@mp/shared/ui';
import type { StoredPayment } from '../../../shared/payment/stored-payment';
import { usePaymentMode } from '../api/get-payment-mode';

/** The part of Stripe.js's documented surface this page calls. */
interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}
interface StripePaymentElement {
  mount(target: HTMLElement): void;
  on(event: 'ready', handler: () => void): void;
  destroy(): void;
}
interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
}
interface StripeJs {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: StripeError; paymentIntent?: { status: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

/** Whether cards are taken by Stripe (then the payment step asks for no card digits itself). */
export function useStripeCard(): boolean {
  return usePaymentMode()?.stripe?.methods.includes('card') ?? false;
}

const loading = new Map<string, Promise<StripeFactory>>();

/** Adds Stripe.js once per URL and answers its `Stripe` function. */
export function loadStripeJs(url: string): Promise<StripeFactory> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<StripeFactory>((resolve, reject) => {
    const ready = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', ready);
    script.addEventListener('error', () => {
      loading.delete(url);
      reject(new Error('Stripe.js did not load'));
    });
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: 8px;
  padding: 1rem;
  margin: 0 0 1rem;
  min-height: 120px;
`;

interface Props {
  stored: StoredPayment;
  onPaid: () => void;
  onChangeMethod: () => void;
}

export function StripeCardPayment({ stored, onPaid, onChangeMethod }: Props): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const config = stored.booking.payment.stripe;

  useEffect(() => {
    if (!config || !host.current) return;
    let element: StripePaymentElement | null = null;
    let live = true;
    loadStripeJs(config.js_url)
      .then((Stripe) => {
        if (!live || !host.current) return;
        const js = Stripe(config.publishable_key);
        const elements = js.elements({ clientSecret: config.client_secret, locale: locale === 'pt' ? 'pt' : 'en' });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => setReady(true));
        element.mount(host.current);
        stripe.current = { js, elements };
      })
      .catch(() => live && setError(t('payment.stripe.loadFailed')));
    return () => {
      live = false;
      element?.destroy();
      stripe.current = null;
    };
  }, [config, locale, t]);

  async function confirm() {
    if (!stripe.current || busy) return;
    setBusy(true);
    setError(null);
    const back = `${window.location.origin}${localizeHref(purchaseCompletePath({ id: stored.booking.booking_id, reference: stored.booking.reference }), locale)}`;
    const result = await stripe.current.js.confirmPayment({
      elements: stripe.current.elements,
      confirmParams: { return_url: back },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error) {
      // A declined card or a failed 3-D Secure step ends this payment (its booking is released): start again.
      setError(
        result.error.code === 'payment_intent_authentication_failure'
          ? t('payment.card.authenticationFailed')
          : (result.error.message ?? t('payment.stripe.declined')),
      );
      setFailed(result.error.type === 'card_error' || result.error.code === 'payment_intent_authentication_failure');
      return;
    }
    onPaid();
  }

  if (!config) return null;
  return (
    <section aria-labelledby="stripe-card-title" data-testid="stripe-card">
      <h2 id="stripe-card-title">{t('payment.card.title')}</h2>
      <p>{t('payment.stripe.hint', { amount: formatMoney(stored.booking.payment.amount_cents, locale) })}</p>
      <Frame ref={host} data-testid="stripe-payment-element" />
      {error && (
        <ErrorNotice role="alert" data-testid="stripe-error">
          {error}
        </ErrorNotice>
      )}
      {failed ? (
        <Button onClick={onChangeMethod}>{t('payment.stripe.tryAgain')}</Button>
      ) : (
        <>
          <Button busy={busy} disabled={!ready || busy} onClick={() => void confirm()} data-testid="stripe-pay">
            {t('payment.pay', { amount: formatMoney(stored.booking.payment.amount_cents, locale) })}
          </Button>{' '}
          <Button variant="secondary" disabled={busy} onClick={onChangeMethod}>
            {t('payment.stripe.changeMethod')}
          </Button>
        </>
      )}
    </section>
  );
}
