// What was bought, as the API reports it: the reference, each line, each discount on its own line, then the total and
// each payment, so the breakdown adds up (the mail says the same).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BookingPaymentStatus } from '@mp/shared/contracts';
import { formatDate, formatMoney, partyPricedText, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { TransferTripSummary } from '@mp/shared/transfer-trip/ui';
import type { StoredPayment } from '../../../shared/payment/stored-payment';

const Summary = styled.dl`
  display: grid;
  /* A long service name wraps instead of pushing the page sideways on a phone, and the names'
     column never takes more than 45 % (max-content let a long name leave its value one letter wide). */
  grid-template-columns: fit-content(45%) minmax(0, 1fr);
  gap: 0.5rem 1rem;
  overflow-wrap: anywhere;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** One row of the breakdown: a discount reads "−€10.00". */
function Amount({ label, cents, testId }: { label: string; cents: number; testId: string }): ReactNode {
  const locale = useLocale();
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{cents < 0 ? `−${formatMoney(-cents, locale)}` : formatMoney(cents, locale)}</dd>
    </>
  );
}

export function PurchaseSummary({
  status,
  stored,
}: {
  status: BookingPaymentStatus;
  stored: StoredPayment | null;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  // The server's lines survive a reload; the snapshot taken at Pay is the fallback while the status loads.
  const lines = status.items ?? stored?.lines ?? [];
  // With the server's breakdown the lines show their price and each other discount follows on its own line; without it
  // (the snapshot taken at Pay, while the status loads) each line shows what it cost after its discounts.
  const amounts = status.amounts && status.amounts.line_cents.length === lines.length ? status.amounts : null;
  const lineCents = (line: { cents: number }, index: number) =>
    amounts ? (amounts.line_cents[index] ?? line.cents) : line.cents;
  return (
    <Summary aria-label={t('complete.summary')}>
      <dt>{t('complete.reference')}</dt>
      <dd data-testid="booking-reference">{status.reference}</dd>
      {lines.map((line, index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt>{line.name}</dt>
          {line.trip ? (
            <dd data-testid="purchase-trip">
              <TransferTripSummary trip={line.trip} />
              {formatMoney(lineCents(line, index), locale)}
            </dd>
          ) : (
            <dd data-testid="purchase-line">
              {[line.date ? formatDate(line.date) : null, line.time].filter(Boolean).join(' · ')} ·{' '}
              {line.ages ? partyPricedText(tc, line.ages, locale) : t('summary.people', { count: line.quantity })} ·{' '}
              {formatMoney(lineCents(line, index), locale)}
            </dd>
          )}
        </div>
      ))}
      {/* Each discount on its own line, then the total and each payment: the breakdown adds up (the mail says the same). */}
      {amounts && amounts.discount_cents > 0 && (
        <Amount label={t('summary.priceDiscount')} cents={-amounts.discount_cents} testId="booking-discount" />
      )}
      {amounts && amounts.promo_cents > 0 && (
        <Amount label={t('complete.promo')} cents={-amounts.promo_cents} testId="booking-promo" />
      )}
      {amounts && amounts.points_cents > 0 && (
        <Amount
          label={t('summary.points', { count: amounts.points_used })}
          cents={-amounts.points_cents}
          testId="booking-points"
        />
      )}
      <dt>{t('complete.total')}</dt>
      <dd data-testid="booking-total">{formatMoney(status.total_cents, locale)}</dd>
      {status.payment.gift_card && status.payment.gift_card.amount_cents > 0 && (
        <>
          <dt>{t('summary.giftCard', { last4: status.payment.gift_card.code_last4 })}</dt>
          <dd data-testid="booking-gift">{formatMoney(status.payment.gift_card.amount_cents, locale)}</dd>
        </>
      )}
      {status.payment.method !== 'gift_card' && status.payment.method !== 'gift' && status.payment.amount_cents > 0 && (
        <>
          <dt>{t('complete.method')}</dt>
          <dd data-testid="booking-method">
            {t(`payment.methods.${status.payment.method}`)} · {formatMoney(status.payment.amount_cents, locale)}
          </dd>
        </>
      )}
    </Summary>
  );
}
