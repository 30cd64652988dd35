// Any other /user-panel/... path (spec §2, route `user-panel.by-category`): the customer's booking items grouped by
// category — one section per category, each item with its service, date and status, and a link to the booking list
// that holds it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BookingItemStatus } from '@mp/shared/contracts';
import { CUSTOMER_BOOKING_LISTS } from '@mp/shared/domain';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { Link } from '@mp/shared/router';
import { actingUser, useAuth, useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useItemsByCategory } from './api/get-items-by-category';

const LIST_ROUTE = {
  upcoming: 'user-panel.bookings',
  previous: 'user-panel.bookings-previous',
  canceled: 'user-panel.bookings-canceled',
} as const;

function listOf(status: BookingItemStatus): keyof typeof LIST_ROUTE {
  const found = (Object.keys(CUSTOMER_BOOKING_LISTS) as (keyof typeof LIST_ROUTE)[]).find((list) =>
    CUSTOMER_BOOKING_LISTS[list].includes(status),
  );
  return found ?? 'upcoming';
}

function when(iso: string, locale: string): string {
  return formatInstant(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.2rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .service {
    font-weight: 600;
  }
  .meta {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function ByCategoryPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('userPanel');
  const locale = useLocale();
  const pathTo = usePathTo();
  const user = useAuth(actingUser);
  const query = useItemsByCategory(user?.id ?? null);
  return (
    <PageFrame title={title}>
      {query.isPending && query.fetchStatus !== 'idle' && <Spinner />}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {query.data && query.data.length === 0 && (
        <EmptyState
          title={t('byCategory.empty')}
          description={t('byCategory.emptyText')}
          action={<LinkButton href={pathTo('home')}>{t('byCategory.explore')}</LinkButton>}
        />
      )}
      {query.data?.map((group) => (
        <Section
          key={group.category.slug}
          aria-labelledby={`category-${group.category.slug}`}
          data-testid="category-group"
        >
          <h2 id={`category-${group.category.slug}`}>
            {group.category.name} <span className="meta">({t('byCategory.count', { count: group.items.length })})</span>
          </h2>
          <ul>
            {group.items.map((item) => {
              const list = listOf(item.booking_item_status);
              return (
                <li key={item.id} data-testid="category-item">
                  <span className="service">{item.service.service_name}</span>
                  <br />
                  <span className="meta">
                    {when(item.booking_date, locale)} · {t(`bookings.itemStatus.${item.booking_item_status}`)} ·{' '}
                  </span>
                  <Link to={pathTo(LIST_ROUTE[list])}>{t(`byCategory.open.${list}`)}</Link>
                </li>
              );
            })}
          </ul>
        </Section>
      ))}
    </PageFrame>
  );
}

export default ByCategoryPage;
