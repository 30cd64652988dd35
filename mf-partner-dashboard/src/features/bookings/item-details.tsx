// An item's details (from the calendar or the list): when, what, who, its status and value, the time left to answer,
// accept / decline / complete / cancel as in the list (the details close once the answer is saved), the customer's
// history with the company, a transfer's trip with what the driver needs, and a button that opens the chat with them.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney, partyText, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Modal } from '@mp/shared/ui';
import type { BookingItem } from '@mp/shared/contracts';
import { itemWhen } from './item-when';
import { CustomerHistory } from './customer-history';
import { ItemActions } from './item-actions';
import { MessageCustomerButton } from './message-customer';
import { TimeLeft } from './time-left-cell';
import { TransferTripSection } from './transfer-trip';
import { FactsList } from '../../shared/components/facts-list';

const Answers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

export interface ItemDetailsProps {
  item: BookingItem | null;
  onClose(): void;
  onChat(chatId: number): void;
}

export function ItemDetails({ item, onClose, onChat }: ItemDetailsProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  return (
    <Modal open={item !== null} title={item ? item.service.service_name : ''} onClose={onClose}>
      {item && (
        <>
          <FactsList>
            <dt>{t('bookings.date')}</dt>
            <dd>{itemWhen(item, locale, 'full')}</dd>
            <dt>{t('bookings.history.status')}</dt>
            <dd>{t(`bookings.status.${item.booking_item_status}`)}</dd>
            {item.booking_item_status === 'pending' && (
              <>
                <dt>{t('bookings.timeLeft')}</dt>
                <dd>
                  <TimeLeft item={item} />
                </dd>
              </>
            )}
            <dt>{t('bookings.customer')}</dt>
            <dd>{`${item.booking.user.first_name} ${item.booking.user.last_name}`.trim()}</dd>
            {item.booking.user.phone && (
              <>
                <dt>{t('bookings.phone')}</dt>
                <dd>
                  <a href={`tel:${item.booking.user.phone}`}>{item.booking.user.phone}</a>
                </dd>
              </>
            )}
            <dt>{t('bookings.quantity')}</dt>
            <dd>{item.ages ? partyText(tc, item.ages) : item.quantity}</dd>
            <dt>{t('bookings.value')}</dt>
            <dd>{formatMoney(item.value - item.discount, locale)}</dd>
            {(item.sale?.refunded_cents ?? 0) > 0 && (
              <>
                <dt>{t('bookings.refunded')}</dt>
                <dd data-testid="item-refunded">−{formatMoney(item.sale?.refunded_cents ?? 0, locale)}</dd>
              </>
            )}
            <dt>{t('bookings.reference')}</dt>
            <dd>{item.booking.reference}</dd>
          </FactsList>
          {item.trip && <TransferTripSection trip={item.trip} />}
          {(item.booking_item_status === 'pending' || item.booking_item_status === 'confirmed') && (
            <Answers>
              <ItemActions item={item} onDone={onClose} />
            </Answers>
          )}
          <Actions>
            <MessageCustomerButton
              item={item}
              onOpened={(chatId) => {
                onClose();
                onChat(chatId);
              }}
            />
            <CustomerHistory item={item} />
          </Actions>
        </>
      )}
    </Modal>
  );
}
