import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@mp/shared/api';
import { formatDate, formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { localizePath } from '@mp/shared/routes';
import { actingUser, useAuth, useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorState, LinkButton, PageFrame, Pager, Spinner } from '@mp/shared/ui';
import { fetchClientBookings, listOfRoute, type BookingList } from './bookings-api';

const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0 0 1rem;
    padding: 0;
    list-style: none;
  }
`;
const Cards = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    border: 1px solid #d1d5db;
    border-radius: 8px;
    padding: 1rem;
    margin-bottom: 1rem;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
`;

const LISTS: readonly { list: BookingList; path: string }[] = [
  { list: 'upcoming', path: '/user-panel/bookings' },
  { list: 'previous', path: '/user-panel/bookings/previous' },
  { list: 'canceled', path: '/user-panel/bookings/canceled' },
];

/** /user-panel/bookings (+ previous, canceled): the customer's bookings with their items, filtered by item status. */
export function BookingsPage({ route, title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('userPanel');
  const locale = useLocale();
  const user = useAuth(actingUser);
  const list = listOfRoute(route.id);
  const [page, setPage] = useState(1);
  const query = useQuery(
    {
      queryKey: ['user-panel', 'client-bookings', user?.id ?? 0, list, page],
      queryFn: ({ signal }) => fetchClientBookings(list, page, signal),
      enabled: Boolean(user),
    },
    queryClient,
  );
  const data = query.data;
  return (
    <PageFrame title={title}>
      <Tabs aria-label={t('bookings.lists')}>
        <ul>
          {LISTS.map((l) => (
            <li key={l.list}>
              <LinkButton variant={l.list === list ? 'primary' : 'secondary'} href={localizePath(l.path, locale)} aria-current={l.list === list ? 'page' : undefined}>
                {t(`bookings.tabs.${l.list}`)}
              </LinkButton>
            </li>
          ))}
        </ul>
      </Tabs>
      {query.isPending && query.fetchStatus !== 'idle' && <Spinner />}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {data && data.data.length === 0 && <EmptyState title={t(`bookings.empty.${list}`)} />}
      {data && data.data.length > 0 && (
        <>
          <Cards aria-label={t(`bookings.tabs.${list}`)} data-testid="client-bookings">
            {data.data.map((booking) => (
              <li key={booking.id}>
                <h2>{t('bookings.reference', { reference: booking.reference })}</h2>
                <p>
                  {t('bookings.created', { date: formatDate(booking.created_at) })} · {t(`bookings.paymentStatus.${booking.status}`)} ·{' '}
                  {formatMoney(booking.total_cents, locale)}
                </p>
                <ul>
                  {booking.items.map((item) => (
                    <li key={item.id}>
                      {item.service.service_name} — {formatDate(item.booking_date)} · {t('bookings.quantity', { count: item.quantity })} ·{' '}
                      {t(`bookings.itemStatus.${item.booking_item_status}`)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </Cards>
          {data.last_page > 1 && <Pager page={data.current_page} lastPage={data.last_page} onPageChange={setPage} />}
        </>
      )}
    </PageFrame>
  );
}
