import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { PageFrame } from '@mp/shared/ui';
import { ItemsTable } from './components/items-table';
import { QuoteRequests } from './components/quote-requests';

const Views = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
  }
`;

/** /super-admin/bookings-and-quotes: booking items (default) or transfer quote requests (`?view=quotes`). */
export default function BookingsPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const pathTo = usePathTo();
  const [params] = useSearchParams();
  const quotes = params.get('view') === 'quotes';
  const base = pathTo('super-admin.bookings-and-quotes');
  return (
    <PageFrame title={title}>
      <Views aria-label={t('bookings.views')}>
        <Link to={base} aria-current={quotes ? undefined : 'page'}>
          {t('bookings.itemsView')}
        </Link>
        <Link to={`${base}?view=quotes`} aria-current={quotes ? 'page' : undefined}>
          {t('bookings.quotesView')}
        </Link>
      </Views>
      {quotes ? <QuoteRequests /> : <ItemsTable />}
    </PageFrame>
  );
}
