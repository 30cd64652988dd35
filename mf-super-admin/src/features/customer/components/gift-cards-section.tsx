import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { CustomerGiftCard, CustomerPointsEntry } from '@mp/shared/contracts';
import { useTableState, type DataColumn, type TableStateHandle } from '@mp/shared/dashboard';
import { formatDate, formatInstant, formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { useCustomerGiftCards } from '../api/get-customer-gift-cards';
import { useCustomerPoints } from '../api/get-customer-points';
import { prefixedParams } from '../customer-tabs';
import { PartTable } from './part-table';

/** The gift cards the customer owns or bought, and their points ledger (its page kept apart in the URL). */
export function GiftCardsSection({ id, state }: { id: number; state: TableStateHandle }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const pointsState = useTableState(prefixedParams(useSearchParams(), 'points_'));
  const cards = useCustomerGiftCards(id, state.query);
  const points = useCustomerPoints(id, pointsState.query);
  const cardColumns = useMemo<DataColumn<CustomerGiftCard>[]>(() => {
    const money = (cents: number) => formatMoney(cents, locale);
    return [
      { id: 'code', header: t('customer.codeEnd'), cell: ({ row }) => `…${row.original.code_end}` },
      {
        id: 'owned',
        header: t('customer.holder'),
        cell: ({ row }) => t(row.original.owned ? 'customer.owned' : 'customer.bought'),
      },
      { id: 'value', header: t('customer.value'), cell: ({ row }) => money(row.original.value_cents) },
      { id: 'balance', header: t('customer.balance'), cell: ({ row }) => money(row.original.balance_cents) },
      {
        id: 'status',
        header: t('bookings.status'),
        cell: ({ row }) => t(`customer.cardStatuses.${row.original.status}`, { defaultValue: row.original.status }),
      },
      { id: 'expires_at', header: t('customer.expires'), cell: ({ row }) => formatDate(row.original.expires_at) },
    ];
  }, [t, locale]);
  const pointColumns = useMemo<DataColumn<CustomerPointsEntry>[]>(
    () => [
      {
        id: 'created_at',
        header: t('customer.when'),
        cell: ({ row }) => formatInstant(row.original.created_at, locale, { dateStyle: 'medium' }),
      },
      {
        id: 'delta',
        header: t('customer.pointsChange'),
        cell: ({ row }) => (row.original.delta > 0 ? `+${row.original.delta}` : String(row.original.delta)),
      },
      {
        id: 'reason',
        header: t('customer.pointsReason'),
        cell: ({ row }) => {
          const reason = row.original.reason;
          return reason ? t(`customer.pointsReasons.${reason}`, { defaultValue: reason }) : '—';
        },
      },
      { id: 'reference', header: t('bookings.reference'), cell: ({ row }) => row.original.reference ?? '—' },
    ],
    [t, locale],
  );
  return (
    <>
      <PartTable
        title={t('customer.tabs.gift-cards')}
        headingId="customer-gift-cards"
        columns={cardColumns}
        query={cards}
        state={state}
        empty={t('customer.emptyGiftCards')}
      />
      <PartTable
        title={t('customer.pointsTitle')}
        headingId="customer-points"
        columns={pointColumns}
        query={points}
        state={pointsState}
        empty={t('customer.emptyPoints')}
      />
    </>
  );
}
