import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CustomerConversation } from '@mp/shared/contracts';
import type { DataColumn, TableStateHandle } from '@mp/shared/dashboard';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { useCustomerMessages } from '../api/get-customer-messages';
import { PartTable } from './part-table';

/** The chats the customer takes part in; a chat with our team opens in the back office's inbox. */
export function MessagesSection({ id, state }: { id: number; state: TableStateHandle }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const pathTo = usePathTo();
  const query = useCustomerMessages(id, state.query);
  const columns = useMemo<DataColumn<CustomerConversation>[]>(
    () => [
      {
        id: 'with',
        header: t('customer.with'),
        cell: ({ row }) => {
          const other = row.original.with;
          const label = other.company ? `${other.name} (${other.company})` : other.name;
          return row.original.support ? (
            <Link to={pathTo('super-admin.messages', { id: row.original.id })}>{label}</Link>
          ) : (
            label
          );
        },
      },
      {
        id: 'kind',
        header: t('customer.chatKind'),
        cell: ({ row }) =>
          t(
            row.original.support
              ? 'customer.chatKinds.support'
              : row.original.with.user_type === 'SUPPLIER'
                ? 'customer.chatKinds.partner'
                : 'customer.chatKinds.other',
          ),
      },
      {
        id: 'status',
        header: t('bookings.status'),
        cell: ({ row }) => t(`customer.chatStatuses.${row.original.request_status}`),
      },
      { id: 'messages', header: t('customer.messageCount'), cell: ({ row }) => row.original.messages },
      {
        id: 'last',
        header: t('customer.lastMessage'),
        cell: ({ row }) =>
          row.original.last_message_at
            ? formatInstant(row.original.last_message_at, locale, { dateStyle: 'medium', timeStyle: 'short' })
            : '—',
      },
    ],
    [t, locale, pathTo],
  );
  return (
    <PartTable
      title={t('customer.tabs.messages')}
      headingId="customer-messages"
      columns={columns}
      query={query}
      state={state}
      empty={t('customer.emptyMessages')}
    />
  );
}
