// /manage-booking#token=…: a guest's booking, opened from the signed "Manage booking" link of the confirmation mail or
// the voucher (no account). Each item with its day, people, status and cancellation terms, and a Cancel button whose
// dialog says first what comes back (or that nothing does, past the free-cancellation window); the result is announced.
// Each item also lets the guest message its partner and read the replies (components/partner-messages.tsx).
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ClientBookingItem } from '@mp/shared/contracts';
import { cancellationText, dateTimeFormat, formatMoney, partyText, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Button, EmptyState, ErrorState, Modal, PageFrame, RefundLines, Spinner } from '@mp/shared/ui';
import { useCancelManagedItem } from './api/cancel-managed-item';
import { useManagedBooking } from './api/get-managed-booking';
import { manageTokenFromHash } from './api/keys';
import { placeLabel } from '@mp/shared/domain';
import { PartnerMessages } from './components/partner-messages';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const when = (iso: string, locale: string, withTime: boolean) =>
  dateTimeFormat(locale, {
    dateStyle: 'full',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Europe/Lisbon',
  }).format(new Date(iso));

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

function ItemRow({
  token,
  item,
  onCancel,
}: {
  token: string;
  item: ClientBookingItem;
  onCancel(item: ClientBookingItem): void;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const [messaging, setMessaging] = useState(false);
  const messagesId = useId();
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const live = item.booking_item_status === 'pending' || item.booking_item_status === 'confirmed';
  // As in the user panel: the partner is messaged about an item still to happen, not one cancelled, declined or done.
  const canMessage = live && item.partner.contact_user_id !== null;
  const fc = item.free_cancellation;
  // The one cancellation rule of every screen: the server gives `until` only while the window is open.
  const terms =
    fc.open && fc.until
      ? { kind: 'free_until' as const, until: new Date(fc.until) }
      : { kind: 'non_refundable' as const };
  const startTime = (item.annotations as { time?: string | null }).time;
  return (
    <Row data-testid="manage-item">
      <h2 id={`manage-item-${item.id}`}>{item.service.service_name}</h2>
      <p>
        {when(item.booking_date, locale, Boolean(startTime))} ·{' '}
        {item.ages ? partyText(tc, item.ages) : t('summary.people', { count: item.quantity })}
      </p>
      {item.meeting_point && (
        <p data-testid="manage-place">
          {t(`summary.${placeLabel((item.unserialized_service as { kind?: string }).kind)}`, {
            place: item.meeting_point,
          })}
        </p>
      )}
      <p>
        {t('manage.partner', { name: item.partner.trade_name })} ·{' '}
        {t('manage.paid', { amount: formatMoney(item.value - item.discount, locale) })} ·{' '}
        <strong data-testid="manage-status">{tc(`bookingStatus.${item.booking_item_status}`)}</strong>
      </p>
      {item.decline_reason && !live && <p>{item.decline_reason}</p>}
      {item.refund && item.refund.length > 0 && (
        <div data-testid="manage-item-refund">
          <p>{t('manage.refundedTo')}</p>
          <RefundLines lines={item.refund} label={t('manage.refundedTo')} />
        </div>
      )}
      {live && <p data-testid="manage-terms">{cancellationText(tc, terms)}</p>}
      <Actions>
        {live && (
          <Button
            variant="danger"
            onClick={() => onCancel(item)}
            aria-label={t('manage.cancelOf', { service: item.service.service_name })}
          >
            {t('manage.cancel')}
          </Button>
        )}
        {canMessage && (
          <Button
            variant="secondary"
            aria-expanded={messaging}
            aria-controls={messagesId}
            aria-label={t('manage.messagePartnerOf', { service: item.service.service_name })}
            onClick={() => setMessaging(!messaging)}
          >
            {t('manage.messagePartner')}
          </Button>
        )}
      </Actions>
      <div id={messagesId}>{canMessage && messaging && <PartnerMessages token={token} item={item} />}</div>
    </Row>
  );
}

export default function ManageBookingPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [token] = useState(() => manageTokenFromHash(window.location.hash));
  const booking = useManagedBooking(token);
  const cancel = useCancelManagedItem();
  const [confirming, setConfirming] = useState<ClientBookingItem | null>(null);

  if (token === null) {
    return (
      <PageFrame title={title}>
        <EmptyState title={t('manage.noToken')} />
      </PageFrame>
    );
  }
  if (booking.isError) {
    // A forged or expired link says why (the API's message, in the page's language); anything else can be retried.
    const error = booking.error as { status?: number; body?: { message?: string } } | null;
    return (
      <PageFrame title={title}>
        {error?.status === 403 || error?.status === 404 ? (
          <EmptyState title={error.body?.message ?? t('manage.noToken')} />
        ) : (
          <ErrorState message={t('manage.failed')} onRetry={() => void booking.refetch()} />
        )}
      </PageFrame>
    );
  }
  if (!booking.data) {
    return (
      <PageFrame title={title}>
        <Spinner />
      </PageFrame>
    );
  }

  const charged = (item: ClientBookingItem) => formatMoney(item.value - item.discount, locale);
  const refundable = confirming?.free_cancellation.open === true;
  const done = cancel.isSuccess ? cancel.variables : null;
  const doneItem = done ? booking.data.items.find((i) => i.id === done.itemId) : undefined;
  return (
    <PageFrame title={title}>
      <p data-testid="manage-reference">{t('manage.intro', { reference: booking.data.reference })}</p>
      <div role="status" aria-live="polite" data-testid="manage-result">
        {done &&
          doneItem &&
          (done.withoutRefund
            ? t('manage.cancelledNoRefund', { service: doneItem.service.service_name })
            : t('manage.cancelled', { service: doneItem.service.service_name, amount: charged(doneItem) }))}
        {cancel.isError && t('manage.cancelFailed')}
      </div>
      {booking.data.payment.refunded_cents > 0 && (
        <p data-testid="manage-refunded">
          {t('manage.refunded', { amount: formatMoney(booking.data.payment.refunded_cents, locale) })}
        </p>
      )}
      <Items>
        {booking.data.items.map((item) => (
          <ItemRow key={item.id} token={token} item={item} onCancel={setConfirming} />
        ))}
      </Items>
      <Modal
        open={confirming !== null}
        title={confirming ? t('manage.cancelTitle', { service: confirming.service.service_name }) : ''}
        onClose={() => setConfirming(null)}
      >
        {confirming && (
          <>
            <p data-testid="manage-cancel-refund">
              {refundable
                ? t('manage.cancelRefund', { amount: charged(confirming) })
                : t('manage.cancelNoRefund', { amount: charged(confirming) })}
            </p>
            {refundable && (
              <RefundLines
                lines={confirming.refund_if_cancelled}
                label={t('manage.cancelRefund', { amount: charged(confirming) })}
              />
            )}
            <DialogActions>
              <Button variant="secondary" onClick={() => setConfirming(null)} disabled={cancel.isPending}>
                {t('manage.keep')}
              </Button>
              <Button
                variant="danger"
                busy={cancel.isPending}
                onClick={() =>
                  cancel.mutate(
                    { token, itemId: confirming.id, withoutRefund: !refundable },
                    { onSettled: () => setConfirming(null) },
                  )
                }
              >
                {refundable
                  ? t('manage.cancelConfirmRefund', { amount: charged(confirming) })
                  : t('manage.cancelConfirmNoRefund')}
              </Button>
            </DialogActions>
          </>
        )}
      </Modal>
    </PageFrame>
  );
}
