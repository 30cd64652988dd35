import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { PageFrame } from '@mp/shared/ui';
import { ItemsTable } from './components/items-table';
import { QuoteRequests } from './components/quote-requests';
import { ViewLinks } from '../../shared/view-links';

/** /super-admin/bookings-and-quotes: booking items (default) or transfer quote requests (`?view=quotes`). */
export default function BookingsPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const pathTo = usePathTo();
  const [params] = useSearchParams();
  const quotes = params.get('view') === 'quotes';
  const base = pathTo('super-admin.bookings-and-quotes');
  return (
    <PageFrame title={title}>
      <ViewLinks
        label={t('bookings.views')}
        links={[
          { key: 'items', to: base, label: t('bookings.itemsView'), current: !quotes },
          { key: 'quotes', to: `${base}?view=quotes`, label: t('bookings.quotesView'), current: quotes },
        ]}
      />
      {quotes ? <QuoteRequests /> : <ItemsTable />}
    </PageFrame>
  );
}
