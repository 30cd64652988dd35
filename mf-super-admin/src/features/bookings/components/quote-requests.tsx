import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { TransferQuoteRequest } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { EmptyState, SelectField } from '@mp/shared/ui';
import { useQuoteRequests } from '../api/get-quote-requests';
import { AnswerQuote } from './answer-quote';
import { CloseQuote } from './close-quote';
import { ExportButton } from '../../../shared/exports/components/export-button';
import { SavedViews } from '../../../shared/saved-views/saved-views';

const STATUSES = ['open', 'quoted', 'closed'] as const;

/** Transfer quote requests from the storefront's form, newest first, by status. */
export function QuoteRequests(): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const table = useTableState(useSearchParams(), { filters: ['status'] });
  const list = useQuoteRequests(table.query);
  const columns = useMemo<DataColumn<TransferQuoteRequest>[]>(() => {
    const when = dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Lisbon' });
    return [
      {
        id: 'created_at',
        header: t('quotes.createdAt'),
        cell: ({ row }) => when.format(new Date(row.original.created_at)),
      },
      {
        id: 'customer',
        header: t('quotes.customer'),
        cell: ({ row }) =>
          `${row.original.first_name} ${row.original.last_name} (${row.original.email}${row.original.phone ? `, ${row.original.phone}` : ''})`,
      },
      {
        id: 'trip',
        header: t('quotes.trip'),
        cell: ({ row }) =>
          t(row.original.is_roundtrip ? 'quotes.roundTrip' : 'quotes.oneWay', {
            from: row.original.pickup_location,
            to: row.original.drop_off_location,
          }),
      },
      {
        id: 'pickup_at',
        header: t('quotes.pickupAt'),
        cell: ({ row }) => when.format(new Date(row.original.pickup_at)),
      },
      {
        id: 'passengers',
        header: t('quotes.passengers'),
        cell: ({ row }) => row.original.passengers,
        meta: { priority: 'low' },
      },
      {
        id: 'notes',
        header: t('quotes.notes'),
        cell: ({ row }) => row.original.notes ?? '',
        meta: { priority: 'low' },
      },
      { id: 'status', header: t('quotes.status'), cell: ({ row }) => t(`quotes.statuses.${row.original.status}`) },
      {
        id: 'actions',
        meta: { sticky: true },
        header: t('quotes.actions'),
        cell: ({ row }) => (
          <>
            <AnswerQuote request={row.original} /> <CloseQuote request={row.original} />
          </>
        ),
      },
    ];
  }, [t, locale]);
  return (
    <>
      <ExportButton
        path="/super/transfer-quote-requests/export"
        filename="transfer-quote-requests.csv"
        query={table.query}
        rows={list.data?.total}
      />
      <DataTable
        caption={t('quotes.caption')}
        columns={columns}
        {...pageQueryProps(list)}
        state={table}
        getRowId={(q) => String(q.id)}
        empty={<EmptyState title={t('quotes.empty')} />}
        toolbar={
          <>
            <SavedViews list="quote-requests" />
            <SelectField
              label={t('quotes.status')}
              value={table.filters.status ?? ''}
              placeholder={t('sales.any')}
              options={STATUSES.map((s) => ({ value: s, label: t(`quotes.statuses.${s}`) }))}
              onChange={(e) => table.update({ filters: { status: e.target.value || null } })}
            />
          </>
        }
      />
    </>
  );
}
