import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@mp/shared/api';
import { useTableState, type TableStateHandle } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useCustomer } from './api/get-customer';
import { AuditSection } from './components/audit-section';
import { BookingsSection } from './components/bookings-section';
import { CustomerHeader } from './components/customer-header';
import { CustomerSections } from './components/customer-sections';
import { GiftCardsSection } from './components/gift-cards-section';
import { MessagesSection } from './components/messages-section';
import { NotesSection } from './components/notes-section';
import { PaymentsSection } from './components/payments-section';
import { tabOf, type CustomerTab } from './customer-tabs';

const SECTIONS: Record<CustomerTab, (props: { id: number; state: TableStateHandle }) => ReactNode> = {
  bookings: BookingsSection,
  payments: PaymentsSection,
  messages: MessagesSection,
  'gift-cards': GiftCardsSection,
  notes: NotesSection,
  audit: AuditSection,
};

/**
 * /super-admin/customers/{id}: one customer account — who they are, what they booked and paid, their chats, gift cards
 * and points, the notes staff keep on them and what staff did for them. The section and its page are in the URL.
 */
export default function CustomerPage({ title, params }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const pathTo = usePathTo();
  const id = Number(params.id);
  const pair = useSearchParams();
  const tab = tabOf(pair[0]);
  const table = useTableState(pair, { perPage: 10 });
  const customer = useCustomer(id);
  const back = (
    <p>
      <Link to={pathTo('super-admin.customers')}>{t('customer.back')}</Link>
    </p>
  );
  if (customer.isPending && customer.fetchStatus !== 'idle')
    return (
      <PageFrame title={title}>
        <Spinner label={t('customer.loading')} />
      </PageFrame>
    );
  if (!customer.data) {
    const status = customer.error instanceof ApiError ? customer.error.status : 404;
    return (
      <PageFrame title={title}>
        {back}
        {status === 404 ? (
          <EmptyState title={t('customer.notFound')} />
        ) : status === 403 ? (
          <EmptyState title={t('customer.forbidden')} />
        ) : (
          <ErrorState message={t('customer.loadFailed')} onRetry={() => void customer.refetch()} />
        )}
      </PageFrame>
    );
  }
  const Section = SECTIONS[tab];
  return (
    <PageFrame title={`${customer.data.first_name} ${customer.data.last_name}`.trim() || title}>
      {back}
      <CustomerHeader customer={customer.data} />
      <CustomerSections current={tab} />
      <Section key={tab} id={id} state={table} />
    </PageFrame>
  );
}
