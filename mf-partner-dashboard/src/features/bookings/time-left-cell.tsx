// The time a partner has left to answer a new item, ticking every minute (list column and item details).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import type { BookingItem } from '@mp/shared/contracts';
import { timeLeft, useNow } from '../../shared/booking-items/time-left';

const Left = styled.span<{ $urgent: boolean }>`
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.text)};
  font-variant-numeric: tabular-nums;
`;

export function TimeLeft({ item }: { item: BookingItem }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const left = timeLeft(item.answer_by, useNow());
  return (
    <Left $urgent={left.urgent}>
      {left.expired ? t('bookings.expired') : t('bookings.left', { hours: left.hours, minutes: left.minutes })}
    </Left>
  );
}
