// One booking item in the calendar's grid or the phone's agenda: a button (time, service, status, and on the agenda the
// customer) that opens its details, edged in its status's colour, a declined or cancelled one struck through.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import type { BookingItem } from '@mp/shared/contracts';
import { isDayOnly } from '../item-when';

const ItemButton = styled.button<{ $status: BookingItem['booking_item_status'] }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-left: 4px solid
    ${({ theme, $status }) =>
      $status === 'pending'
        ? theme.colors.warning
        : $status === 'confirmed'
          ? theme.colors.primary
          : $status === 'completed'
            ? theme.colors.success
            : theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  span {
    display: block;
  }
  .status {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${({ $status }) => ($status === 'declined' || $status === 'cancelled' ? '.service { text-decoration: line-through; }' : '')}
`;

export function CalendarItem({
  item,
  describedBy,
  locale,
  withCustomer = false,
  onOpen,
}: {
  item: BookingItem;
  /** The id of what names the item's day. */
  describedBy: string;
  locale: string;
  /** The agenda has the width to name the customer too. */
  withCustomer?: boolean;
  onOpen(item: BookingItem): void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Lisbon' });
  const customer = `${item.booking.user.first_name} ${item.booking.user.last_name}`.trim();
  return (
    <ItemButton
      type="button"
      $status={item.booking_item_status}
      aria-describedby={describedBy}
      onClick={() => onOpen(item)}
    >
      <span>{isDayOnly(item) ? t('bookings.calendar.allDay') : time.format(new Date(item.booking_date))}</span>
      <span className="service">{item.service.service_name}</span>
      <span className="status">{t(`bookings.status.${item.booking_item_status}`)}</span>
      {withCustomer && customer && <span className="status">{customer}</span>}
    </ItemButton>
  );
}
