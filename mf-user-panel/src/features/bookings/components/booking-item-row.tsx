import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { ClientBookingItem } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { bookedItemTerms, confirmedOnPayment, placeLabel } from '@mp/shared/domain';
import {
  cancellationText,
  dateTimeFormat,
  formatInstant,
  formatMoney,
  partyText,
  useTranslation,
} from '@mp/shared/i18n';
import { LinkButton, usePathTo } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Button, MapLink, Modal, RefundLines, Spinner } from '@mp/shared/ui';
import { TransferTripSummary } from '@mp/shared/transfer-trip/ui';
import { useCancelBookingItem } from '../api/cancel-booking-item';
import { useOpenPartnerChat } from '../api/open-partner-chat';

// The review form (its TypeBox schema and form validation) loads when a review is started, not with the bookings list
// (ADR 028: the list is the customer panel's first page, and its largest paint waits for its code).
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

function when(iso: string, locale: string, withTime = true): string {
  return dateTimeFormat(locale, {
    dateStyle: 'full',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Europe/Lisbon',
  }).format(new Date(iso));
}

export function BookingItemRow({ item }: { item: ClientBookingItem }): ReactNode {
  const { t } = useTranslation('userPanel');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const cancel = useCancelBookingItem();
  const chat = useOpenPartnerChat();
  // A transfer shows its trip, both legs, people, luggage, vehicle and the driver details.
  const trip = item.trip ?? null;
  const live = item.booking_item_status === 'pending' || item.booking_item_status === 'confirmed';
  const fc = item.free_cancellation;
  // The one cancellation rule of every screen: the server gives `until` only while the window is open.
  const terms = bookedItemTerms(fc);
  // Cancelling an item that cost nothing keeps nothing: no refund to promise, no "without a refund" to confirm.
  const nothingPaid = terms.kind === 'nothing_paid';
  const charged = formatMoney(item.value - item.discount, locale);
  // The chosen start time; a service without start times shows its day only, not a made-up 00:00.
  const startTime = (item.annotations as { time?: string | null }).time;
  // A gift card is complete once paid; it is the service it buys that gets reviewed.
  const giftCard = (item.unserialized_service as { kind?: string }).kind === 'gift_card';

  // The conversation names the booking: in its first message, and above it on the messages page (history state).
  const messagePartner = () => {
    chat.mutate(item.id, {
      onSuccess: (opened) =>
        navigate(pathTo('user-panel.messages', { id: opened.id }), {
          state: {
            about: { chatId: opened.id, reference: item.booking.reference, service: item.service.service_name },
          },
        }),
    });
  };

  return (
    <Row data-testid="booking-item">
      <h3>{item.service.service_name}</h3>
      {giftCard ? (
        // A gift card is bought, not attended: the day it was bought, no party, and where its code and balance are.
        <p>
          <span data-testid="item-when">
            {t('bookings.giftCardBought', { date: when(item.created_at, locale, false) })}
          </span>
        </p>
      ) : (
        <p>
          <span data-testid="item-when">{when(item.booking_date, locale, Boolean(startTime))}</span>
          {/* docs/adr/023: a party split by age reads "2 adults, 1 child". */}
          {!trip && <> · {item.ages ? partyText(tc, item.ages) : t('bookings.quantity', { count: item.quantity })}</>}
        </p>
      )}
      {trip && <TransferTripSummary trip={trip} />}
      {item.meeting_point && !giftCard && (
        <p data-testid="item-place">
          {t(`bookings.place.${placeLabel((item.unserialized_service as { kind?: string }).kind)}`, {
            place: item.meeting_point,
          })}
          {item.meeting_position && (
            <>
              {' · '}
              <MapLink point={item.meeting_position} place={item.meeting_point} />
            </>
          )}
        </p>
      )}
      <p className="muted">
        {t('bookings.partner', { name: item.partner.trade_name })} · {formatMoney(item.value - item.discount, locale)} ·{' '}
        {/* One status wording: the common strings, so this row, the purchase-complete page and the mail agree. */}
        <strong data-testid="item-status">
          {giftCard && item.booking_item_status === 'completed'
            ? t('bookings.giftCardPaid')
            : item.booking_item_status === 'confirmed' && confirmedOnPayment(item.unserialized_service)
              ? tc('bookingStatus.confirmedOnPayment')
              : tc(`bookingStatus.${item.booking_item_status}`)}
        </strong>
      </p>
      {giftCard && item.booking_item_status === 'completed' && (
        <p>
          <LinkButton href={pathTo('user-panel.gift-cards')} variant="ghost" data-testid="gift-card-link">
            {t('bookings.giftCardSee')}
          </LinkButton>
        </p>
      )}
      {item.booking_item_status === 'pending' && (
        <p data-testid="item-status-next">
          {tc('bookingStatus.pendingNext', {
            at: formatInstant(item.answer_by, locale, { dateStyle: 'long', timeStyle: 'short' }),
          })}
        </p>
      )}
      {item.decline_reason && (item.booking_item_status === 'declined' || item.booking_item_status === 'cancelled') && (
        <p data-testid="decline-reason">{t('bookings.declineReason', { reason: item.decline_reason })}</p>
      )}
      {item.refund && item.refund.length > 0 && (
        <div data-testid="item-refund">
          <p>{t('bookings.refundedTo')}</p>
          <RefundLines lines={item.refund} label={t('bookings.refundedTo')} />
        </div>
      )}
      {live && <p data-testid="free-cancellation">{cancellationText(tc, terms)}</p>}
      {item.booking_item_status !== 'waiting_payment' && (
        <p>
          <LinkButton
            href={pathTo('booking-voucher', { reference: item.booking.reference })}
            variant="ghost"
            // Every row has one: its name says whose voucher it is (and starts with the visible "Voucher").
            aria-label={t('bookings.voucherOf', { name: item.service.service_name })}
            data-testid="voucher-link"
          >
            {t('bookings.voucher')}
          </LinkButton>
        </p>
      )}
      {live && (
        <div className="actions">
          {/* Past its window an item can still be cancelled: the dialog says first that nothing is refunded. */}
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('bookings.cancel')}
          </Button>
          {item.partner.contact_user_id !== null && (
            <Button
              variant="secondary"
              onClick={messagePartner}
              busy={chat.isPending}
              // Every upcoming item has one: its name says which booking (and starts with the visible words).
              aria-label={t('bookings.messagePartnerAbout', { service: item.service.service_name })}
            >
              {t('bookings.messagePartner')}
            </Button>
          )}
        </div>
      )}
      {item.booking_item_status === 'completed' && !giftCard && (
        <div className="actions">
          {item.review ? (
            <p data-testid="reviewed">{t('reviews.done', { count: item.review.stars })}</p>
          ) : (
            <Button variant="secondary" onClick={() => setReviewing(true)}>
              {t('reviews.write')}
            </Button>
          )}
        </div>
      )}
      <Modal
        open={reviewing}
        title={t('reviews.title', { service: item.service.service_name })}
        onClose={() => setReviewing(false)}
      >
        {reviewing && (
          <Suspense fallback={<Spinner />}>
            <ReviewForm itemId={item.id} onDone={() => setReviewing(false)} />
          </Suspense>
        )}
      </Modal>
      <div role="status" aria-live="polite">
        {cancel.isSuccess &&
          (cancel.variables.withoutRefund
            ? t('bookings.cancelledNoRefund')
            : nothingPaid
              ? t('bookings.cancelledFree')
              : t('bookings.cancelled'))}
        {cancel.isError && t('bookings.cancelFailed')}
        {chat.isError && t('bookings.messagePartnerFailed')}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('bookings.cancelTitle', { service: item.service.service_name })}
        confirmLabel={
          nothingPaid
            ? t('bookings.cancelConfirmFree')
            : fc.open
              ? t('bookings.cancelConfirmRefund', { amount: charged })
              : t('bookings.cancelConfirmNoRefund')
        }
        destructive
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(
            { id: item.id, withoutRefund: !fc.open && !nothingPaid },
            { onSettled: () => setConfirming(false) },
          )
        }
      >
        {nothingPaid ? (
          <p data-testid="cancel-refund">{t('bookings.cancelNothingPaid')}</p>
        ) : fc.open ? (
          <div data-testid="cancel-refund">
            <p>{t('bookings.cancelRefund', { amount: charged })}</p>
            <RefundLines lines={item.refund_if_cancelled} label={t('bookings.cancelRefund', { amount: charged })} />
          </div>
        ) : (
          <p data-testid="cancel-refund">
            <strong>{tc('cancellation.nonRefundable')}.</strong> {t('bookings.cancelNoRefund', { amount: charged })}
          </p>
        )}
      </ConfirmDialog>
    </Row>
  );
}
