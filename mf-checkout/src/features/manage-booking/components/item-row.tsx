// One item of the guest's booking: its day, people, place, status and cancellation terms, its Cancel button, and the
// way to message its partner.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ClientBookingItem } from '@mp/shared/contracts';
import { bookedItemTerms, placeLabel } from '@mp/shared/domain';
import { cancellationText, dateTimeFormat, formatMoney, partyText, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button, RefundLines } from '@mp/shared/ui';
import { PartnerMessages } from './partner-messages';

export const Items = styled.ul`
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

export function ItemRow({
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
  const terms = bookedItemTerms(fc);
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
