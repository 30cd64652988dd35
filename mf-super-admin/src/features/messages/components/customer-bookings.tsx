// The customer's bookings beside the conversation: reference, service, day, status, and a link to each item's
// back-office page. A partner's conversation has none.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { ErrorState, Spinner } from '@mp/shared/ui';
import { useCustomerBookings } from '../api/get-customer-bookings';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    overflow-wrap: anywhere;
  }
  li span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

export function CustomerBookings({ chatId }: { chatId: number }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const pathTo = usePathTo();
  const bookings = useCustomerBookings(chatId);
  return (
    <Box aria-labelledby={`inbox-bookings-${chatId}`}>
      <h2 id={`inbox-bookings-${chatId}`}>{t('inbox.bookings')}</h2>
      {bookings.isPending ? (
        <Spinner />
      ) : bookings.isError ? (
        <ErrorState message={t('inbox.bookingsFailed')} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <p>{t('inbox.noBookings')}</p>
      ) : (
        <ul data-testid="inbox-bookings">
          {bookings.data.map((b) => (
            <li key={b.item_id}>
              <Link to={pathTo('super-admin.booking-item', { id: b.item_id })}>
                {b.reference} · {b.service_name ?? t('inbox.noService')}
              </Link>
              <span>
                <time dateTime={b.booking_date}>{formatInstant(b.booking_date, locale, { dateStyle: 'medium' })}</time>
                {' · '}
                {t(`bookings.statuses.${b.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
