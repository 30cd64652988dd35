import { useEffect, useState, type ReactNode } from 'react';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { purchaseCompleteTarget } from '@mp/shared/routes';
import { cartStore, useAuth, useCart, useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { writeCartToken } from '@mp/shared/api';
import { usePaymentStatus } from '../../shared/api/get-payment-status';
import { isStoredPayment } from '../../shared/payment/stored-payment';
import { forgetPendingPayment } from '../../shared/payment/pending-payment';
import { ClaimBooking } from './components/claim-booking';
import { PurchaseSummary } from './components/purchase-summary';

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
              {/* One status, worded as in the mail and My bookings: confirmed by the payment, or what happens next. */}
              {!status.data.answer_by && status.data.items?.some((i) => i.status === 'confirmed') && (
                <p data-testid="purchase-status">
                  <strong>{tc('bookingStatus.confirmedOnPayment')}</strong>
                </p>
              )}
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
      {status.data && <PurchaseSummary status={status.data} stored={stored} />}
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
