import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatInstant, formatMoney, partyPricedText, useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { purchaseCompleteTarget } from '@mp/shared/routes';
import { cartStore, useAuth, useCart, useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { TransferTripSummary } from '@mp/shared/transfer-trip/ui';
import { writeCartToken } from '@mp/shared/api';
import { usePaymentStatus } from '../../shared/api/get-payment-status';
import { isStoredPayment } from '../../shared/payment/stored-payment';
import { forgetPendingPayment } from '../../shared/payment/pending-payment';
import { ClaimBooking } from './claim-booking';

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

/** Spec §4: once the payment is verified paid, the cart (and its payment state) is cleared — for card and PayPal here. */
export function finishPurchase(): void {
  const store = cartStore.getState();
  store.clear();
  forgetPendingPayment();
  writeCartToken(null);
}

/** /purchase-complete: the booking reference and summary as the API reports them, and the confirmation email. */
export default function PurchaseCompletePage({ title }: RemotePageProps): ReactNode {
  const to = usePathTo();
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const response = useCart((s) => s.paymentResponse);
  const loggedIn = useAuth((s) => Boolean(s.user?.api_token));
  const reference = new URLSearchParams(window.location.search).get('booking');
  // The confirmation mail's "add this booking to your account" link.
  const claimToken = new URLSearchParams(window.location.search).get('claim');
  const fromStore =
    isStoredPayment(response) && (!reference || response.booking.reference === reference) ? response : null;
  // Kept in state: clearing the cart after payment empties the store, the page still shows what was bought.
  const [kept, setKept] = useState(fromStore);
  useEffect(() => {
    if (fromStore) setKept(fromStore);
  }, [fromStore]);
  const stored = fromStore ?? kept;
  // Without the stored payment (a reload after the cart was cleared, another tab), the URL names the booking.
  const booking = stored
    ? { id: stored.booking.booking_id, reference: stored.booking.reference }
    : purchaseCompleteTarget(window.location.search);
  const status = usePaymentStatus(booking, 2000);
  const paid = status.data?.booking_status === 'paid';
  // The server's lines survive a reload; the snapshot taken at Pay is the fallback while the status loads.
  const lines = status.data?.items ?? stored?.lines ?? [];
  // With the server's breakdown the lines show their price and each other discount follows on its own line; without it
  // (the snapshot taken at Pay, while the status loads) each line shows what it cost after its discounts.
  const amounts =
    status.data?.amounts && status.data.amounts.line_cents.length === lines.length ? status.data.amounts : null;
  const lineCents = (line: { cents: number }, index: number) =>
    amounts ? (amounts.line_cents[index] ?? line.cents) : line.cents;

  useEffect(() => {
    // A claim link from the mail is not this browser's purchase: its cart stays.
    if (paid && !claimToken) finishPurchase();
  }, [paid, claimToken]);

  if (!booking || (!stored && status.isError)) {
    return (
      <PageFrame title={title}>
        <EmptyState
          title={t('complete.unknown')}
          action={
            <LinkButton href={to(loggedIn ? 'user-panel.bookings' : 'home')}>
              {loggedIn ? t('complete.toBookings') : t('complete.home')}
            </LinkButton>
          }
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      {status.isError && <ErrorState onRetry={() => void status.refetch()} />}
      {!status.data && !status.isError && <Spinner />}
      {status.data && (
        <div role="status" aria-live="polite">
          {paid ? (
            <>
              <p data-testid="purchase-thanks">{t('complete.thanks')}</p>
              <p data-testid="purchase-email">
                {stored?.email || status.data.email_hint
                  ? t('complete.emailSent', { email: stored?.email || status.data.email_hint })
                  : t('complete.emailSentNoAddress')}
              </p>
              {/* One status, worded as in the mail and My bookings, with what happens next. */}
              {status.data.answer_by && (
                <p data-testid="purchase-status">
                  <strong>{tc('bookingStatus.pending')}</strong>
                  <br />
                  {tc('bookingStatus.pendingNext', {
                    at: formatInstant(status.data.answer_by, locale, { dateStyle: 'long', timeStyle: 'short' }),
                  })}
                </p>
              )}
            </>
          ) : (
            <p>{t(`complete.status.${status.data.booking_status}`)}</p>
          )}
        </div>
      )}
      {status.data && (
        <Summary aria-label={t('complete.summary')}>
          <dt>{t('complete.reference')}</dt>
          <dd data-testid="booking-reference">{status.data.reference}</dd>
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
          <dd data-testid="booking-total">{formatMoney(status.data.total_cents, locale)}</dd>
          {status.data.payment.gift_card && status.data.payment.gift_card.amount_cents > 0 && (
            <>
              <dt>{t('summary.giftCard', { last4: status.data.payment.gift_card.code_last4 })}</dt>
              <dd data-testid="booking-gift">{formatMoney(status.data.payment.gift_card.amount_cents, locale)}</dd>
            </>
          )}
          {status.data.payment.method !== 'gift_card' &&
            status.data.payment.method !== 'gift' &&
            status.data.payment.amount_cents > 0 && (
              <>
                <dt>{t('complete.method')}</dt>
                <dd data-testid="booking-method">
                  {t(`payment.methods.${status.data.payment.method}`)} ·{' '}
                  {formatMoney(status.data.payment.amount_cents, locale)}
                </dd>
              </>
            )}
        </Summary>
      )}
      {/* The voucher, for the signed-in owner or with the manage token of this browser's payment. */}
      {paid && status.data && (loggedIn || stored?.booking.voucher_token) && (
        <p>
          <LinkButton
            href={`${to('booking-voucher', { reference: status.data.reference })}${stored?.booking.voucher_token ? `#token=${encodeURIComponent(stored.booking.voucher_token)}` : ''}`}
            data-testid="voucher-link"
          >
            {t('voucher.open')}
          </LinkButton>
        </p>
      )}
      {claimToken && status.data ? (
        <ClaimBooking reference={status.data.reference} token={claimToken} />
      ) : (
        paid && loggedIn && <LinkButton href={to('user-panel.bookings')}>{t('complete.toBookings')}</LinkButton>
      )}
    </PageFrame>
  );
}
