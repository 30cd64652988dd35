import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { formatCountdown } from '../payment-rules';
import { useRevealOnMount } from './reveal-on-mount';
import { usePaymentStatus } from '../../../shared/api/get-payment-status';
import type { StoredPayment } from '../../../shared/payment/stored-payment';
import { cryptoCurrencyLabel } from './crypto-label';

// The QR encoder is a chunk of its own, fetched only when a crypto payment is on screen (the JS budget, docs/adr/018).
const QrCode = lazy(() => import('../../../shared/qr-code'));

export type CryptoView = 'waiting' | 'confirming' | 'partially_paid' | 'finished' | 'expired';

/** What the screen shows: the gateway's state, except that a window that ran out is expired unless coins are confirming. */
export function cryptoView(state: CryptoView, paid: boolean, remainingSeconds: number): CryptoView {
  if (paid || state === 'finished') return 'finished';
  if (state === 'confirming' || state === 'expired') return state;
  return remainingSeconds <= 0 ? 'expired' : state;
}

/** `due − sent` in the currency's own decimals ("12.50" − "5.00" → "7.50"), never below 0. */
export function cryptoLeft(due: string, sent: string): string {
  const decimals = (due.split('.')[1] ?? '').length;
  const factor = 10 ** decimals;
  const left = Math.max(0, Math.round(Number(due) * factor) - Math.round(Number(sent) * factor));
  return (left / factor).toFixed(decimals);
}

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  align-items: flex-start;
`;
const QrBox = styled.div`
  width: 184px;
  height: 184px;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;
const Facts = styled.dl`
  flex: 1 1 280px;
  min-width: 0;
  margin: 0;
  dd {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
  code {
    overflow-wrap: anywhere;
  }
`;
const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
const Warning = styled.p`
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSurface};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
`;

/** A value and the button that copies it; says "copied" to screen readers too. */
function Copyable({
  value,
  name,
  testId,
  onCopied,
}: {
  value: string;
  name: string;
  testId: string;
  onCopied: (what: string) => void;
}): ReactNode {
  const { t } = useTranslation('checkout');
  return (
    <dd>
      <code data-testid={testId}>{value}</code>
      <Button
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(
            () => onCopied(t('payment.crypto.copied', { what: name })),
            () => onCopied(t('payment.crypto.copyFailed')),
          );
        }}
      >
        {t('payment.crypto.copy', { what: name })}
      </Button>
    </dd>
  );
}

/**
 * A crypto payment after the booking: QR code, address and amount to copy, the network to send on,
 * a countdown to the API's expiry, then waiting → confirming → finished / partially paid / expired, with a way out at
 * every step that says what happens to coins already sent.
 */
export function CryptoStatus({
  stored,
  onPaid,
  onChangeMethod,
}: {
  stored: StoredPayment;
  onPaid: () => void;
  onChangeMethod: () => void;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const heading = useRevealOnMount<HTMLHeadingElement>();
  const locale = useLocale();
  const { booking } = stored;
  const [now, setNow] = useState(() => Date.now());
  const [copied, setCopied] = useState('');
  const status = usePaymentStatus({ id: booking.booking_id, reference: booking.reference }, 3000);
  const crypto = status.data?.payment.crypto ?? booking.payment.crypto;
  const paid = status.data?.payment.status === 'paid';
  const remaining = crypto ? Math.max(0, Math.floor((Date.parse(crypto.expires_at) - now) / 1000)) : 0;
  const view = crypto ? cryptoView(crypto.crypto_status, paid, remaining) : 'waiting';
  const counting = view === 'waiting' || view === 'partially_paid';

  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);

  if (!crypto) return null;
  const currency = cryptoCurrencyLabel(crypto.pay_currency);
  const network = t(`payment.crypto.networks.${crypto.network}`);
  const sent = Number(crypto.actually_paid) > 0 ? crypto.actually_paid : null;
  const price = formatMoney(crypto.price_amount_cents, locale);
  const facts = {
    amount: crypto.pay_amount,
    currency,
    network,
    paid: sent ?? '0',
    left: cryptoLeft(crypto.pay_amount, crypto.actually_paid),
    total: price,
  };

  return (
    <section aria-labelledby="crypto-title" data-testid="crypto-status">
      <h2 id="crypto-title" ref={heading} tabIndex={-1}>
        {t('payment.crypto.payTitle')}
      </h2>
      {counting && (
        <>
          <p>{t('payment.crypto.sendExactly', facts)}</p>
          <Warning data-testid="crypto-network">{t('payment.crypto.networkWarning', facts)}</Warning>
          <Layout>
            <QrBox>
              <Suspense fallback={null}>
                <QrCode
                  value={crypto.pay_address}
                  label={t('payment.crypto.qr', facts)}
                  testId="crypto-qr"
                  pixels={184}
                />
              </Suspense>
            </QrBox>
            <Facts>
              <dt>{t('payment.crypto.address')}</dt>
              <Copyable
                value={crypto.pay_address}
                name={t('payment.crypto.address')}
                testId="crypto-address"
                onCopied={setCopied}
              />
              <dt>{t('payment.crypto.amount')}</dt>
              <Copyable
                value={crypto.pay_amount}
                name={t('payment.crypto.amount')}
                testId="crypto-amount"
                onCopied={setCopied}
              />
              <dt>{t('payment.crypto.network')}</dt>
              <dd>{network}</dd>
              <dt>{t('payment.crypto.timeLeft')}</dt>
              <dd>
                <strong
                  data-testid="crypto-countdown"
                  aria-label={t('payment.crypto.remaining', { time: formatCountdown(remaining) })}
                >
                  {formatCountdown(remaining)}
                </strong>
              </dd>
            </Facts>
          </Layout>
          <p role="status" aria-live="polite">
            {copied}
          </p>
        </>
      )}
      <p role="status" aria-live="polite" data-testid="crypto-state">
        {t(`payment.crypto.states.${view}`)}
      </p>
      {view === 'partially_paid' && (
        <p role="alert" data-testid="crypto-partial">
          {t('payment.crypto.partialHelp', facts)}
        </p>
      )}
      {view === 'expired' && (
        <div role="alert">
          <p>{sent ? t('payment.crypto.expiredSent', facts) : t('payment.crypto.expiredHelp')}</p>
        </div>
      )}
      {view !== 'finished' && view !== 'confirming' && (
        <div>
          <Note data-testid="crypto-way-out">
            {sent ? t('payment.crypto.wayOutSent', facts) : t('payment.crypto.wayOut', facts)}
          </Note>
          <Button variant={view === 'expired' ? 'primary' : 'secondary'} onClick={onChangeMethod}>
            {t('payment.changeMethod')}
          </Button>
        </div>
      )}
    </section>
  );
}
