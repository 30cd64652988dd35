import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { RouteId } from '@mp/shared/routes';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { actingUser, useAuth } from '@mp/shared/stores';
import { EmptyState, ErrorState, PageFrame, Pager, Spinner } from '@mp/shared/ui';
import { listOfRoute, useClientBookings, type BookingList } from './api/get-client-bookings';
import { BookingCard } from './components/booking-card';

const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;
const Cards = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LISTS: readonly { list: BookingList; route: RouteId }[] = [
  { list: 'upcoming', route: 'user-panel.bookings' },
  { list: 'previous', route: 'user-panel.bookings-previous' },
  { list: 'canceled', route: 'user-panel.bookings-canceled' },
];

/** /user-panel/bookings (+ previous, canceled): the customer's bookings with their items, filtered by item status. */
export function BookingsPage({ route, title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('userPanel');
  const pathTo = usePathTo();
  const user = useAuth(actingUser);
  const list = listOfRoute(route.id);
  const [page, setPage] = useState(1);
  const query = useClientBookings(user?.id ?? null, list, page);
  const data = query.data;
  return (
    <PageFrame title={title}>
      <Tabs aria-label={t('bookings.lists')}>
        <ul>
          {LISTS.map((l) => (
            <li key={l.list}>
              <Link to={pathTo(l.route)} aria-current={l.list === list ? 'page' : undefined} onClick={() => setPage(1)}>
                {t(`bookings.tabs.${l.list}`)}
              </Link>
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
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </Cards>
          {data.last_page > 1 && <Pager page={data.current_page} lastPage={data.last_page} onPageChange={setPage} />}
        </>
      )}
    </PageFrame>
  );
}
