import { useMemo, type ReactNode } from 'react';
import type { CustomerPayment } from '@mp/shared/contracts';
import type { DataColumn, TableStateHandle } from '@mp/shared/dashboard';
import { formatInstant, formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { useCustomerPayments } from '../api/get-customer-payments';
import { PartTable } from './part-table';

/** The payments of the customer's bookings, each with what went back of it. */
export function PaymentsSection({ id, state }: { id: number; state: TableStateHandle }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const query = useCustomerPayments(id, state.query);
  const columns = useMemo<DataColumn<CustomerPayment>[]>(() => {
    const money = (cents: number) => formatMoney(cents, locale);
    return [
      {
        id: 'created_at',
        header: t('customer.paidOn'),
        cell: ({ row }) => formatInstant(row.original.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' }),
      },
      { id: 'reference', header: t('bookings.reference'), cell: ({ row }) => row.original.reference },
      {
        id: 'provider',
        header: t('bookings.method'),
        cell: ({ row }) => t(`sales.methods.${row.original.provider}`, { defaultValue: row.original.provider }),
      },
      {
        id: 'status',
        header: t('bookings.status'),
        cell: ({ row }) => t(`customer.paymentStatuses.${row.original.status}`, { defaultValue: row.original.status }),
      },
      { id: 'amount', header: t('customer.amount'), cell: ({ row }) => money(row.original.amount_cents) },
      {
        id: 'refunded',
        header: t('customer.refunded'),
        cell: ({ row }) => (row.original.refunded_cents > 0 ? money(row.original.refunded_cents) : '—'),
      },
    ];
  }, [t, locale]);
  return (
    <PartTable
      title={t('customer.tabs.payments')}
      headingId="customer-payments"
      columns={columns}
      query={query}
      state={state}
      empty={t('customer.emptyPayments')}
    />
  );
}
