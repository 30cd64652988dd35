// The list view of /dashboard/calendar-and-bookings: new, accepted and archived (cancelled / completed) booking items
// in one table with the list, sorting and paging in the URL.
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatInstant, formatMoney, partyText, useTranslation } from '@mp/shared/i18n';
import type { TFunction } from 'i18next';
import { useLocale } from '@mp/shared/stores';
import { Button, EmptyState } from '@mp/shared/ui';
import {
  DataTable,
  pageQueryProps,
  useTableState,
  type CsvColumn,
  type DataColumn,
  CSV_PAGE_SIZE,
} from '@mp/shared/dashboard';
import type { BookingItem } from '@mp/shared/contracts';
import { itemWhen } from './item-when';
import {
  BOOKING_LISTS,
  bookingItemsApiQuery,
  getBookingItems,
  useBookingItems,
  type BookingList,
} from '../../shared/booking-items/api/get-booking-items';
import { ItemActions } from './item-actions';
import { TimeLeft } from './time-left-cell';
import { PressedButtons } from '../../shared/components/pressed-buttons';
import { TransferRouteLine } from './transfer-trip';

const dateTime = (iso: string, locale: string) =>
  formatInstant(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });

/** An instant as Lisbon wall-clock time, YYYY-MM-DD HH:MM, as a spreadsheet reads it (the CSV's times). */
const lisbonCsvTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Lisbon', dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );
const euros = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));

/**
 * The CSV: one row per booking item with its reference, status and money by docs/money-figures.md (booked, the
 * commission and what is owed to the partner, both zero unless the item was kept), times in Lisbon.
 */
export function csvColumns(t: TFunction, tc: TFunction): CsvColumn<BookingItem>[] {
  return [
    { header: t('bookings.csv.reference'), value: (i) => i.booking.reference },
    { header: t('bookings.service'), value: (i) => i.service.service_name },
    { header: t('bookings.customer'), value: (i) => `${i.booking.user.first_name} ${i.booking.user.last_name}` },
    { header: t('bookings.csv.serviceDate'), value: (i) => lisbonCsvTime(i.booking_date) },
    {
      header: t('bookings.quantity'),
      value: (i) => (i.ages ? `${i.quantity} (${partyText(tc, i.ages)})` : i.quantity),
    },
    { header: t('bookings.csv.status'), value: (i) => t(`bookings.csv.statuses.${i.booking_item_status}`) },
    { header: t('bookings.csv.paymentMethod'), value: (i) => i.sale?.payment_method ?? '' },
    { header: t('bookings.csv.booked'), value: (i) => euros(i.value - i.discount) },
    { header: t('bookings.csv.refunded'), value: (i) => euros(i.sale?.refunded_cents) },
    { header: t('bookings.csv.commission'), value: (i) => euros(i.sale?.commission_cents) },
    { header: t('bookings.csv.net'), value: (i) => euros(i.sale?.net_cents) },
    { header: t('bookings.csv.received'), value: (i) => lisbonCsvTime(i.created_at) },
  ];
}

/** `onOpen` must be stable: the columns depend on it. */
export function BookingItemsList({ onOpen }: { onOpen(item: BookingItem): void }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const table = useTableState(useSearchParams(), { filters: ['list'], sort: { id: 'created_at', desc: true } });
  const list: BookingList = (BOOKING_LISTS as readonly string[]).includes(table.filters.list ?? '')
    ? (table.filters.list as BookingList)
    : 'new';
  const query = bookingItemsApiQuery(list, table.query);
  const items = useBookingItems(query);

  // Stable columns (a new cell renderer would remount the cells, closing an open decline dialog every minute).
  const columns = useMemo<DataColumn<BookingItem>[]>(
    () => [
      {
        id: 'service',
        header: t('bookings.service'),
        cell: ({ row }) => (
          <>
            {row.original.service.service_name}
            {row.original.trip && <TransferRouteLine trip={row.original.trip} />}
          </>
        ),
      },
      {
        id: 'customer',
        header: t('bookings.customer'),
        cell: ({ row }) => `${row.original.booking.user.first_name} ${row.original.booking.user.last_name}`,
      },
      {
        id: 'booking_date',
        header: t('bookings.date'),
        cell: ({ row }) => itemWhen(row.original, locale),
      },
      {
        id: 'quantity',
        header: t('bookings.quantity'),
        // docs/adr/023: "2 adults, 1 child" where the service prices ages apart; the CSV keeps the number and the split.
        cell: ({ row }) => (row.original.ages ? partyText(tc, row.original.ages) : row.original.quantity),
      },
      {
        id: 'value',
        header: t('bookings.value'),
        cell: ({ row }) => formatMoney(row.original.value - row.original.discount, locale),
      },
      {
        id: 'created_at',
        header: t('bookings.received'),
        cell: ({ row }) => dateTime(row.original.created_at, locale),
        meta: { sortable: true },
      },
      ...(list === 'new'
        ? [
            {
              id: 'left',
              header: t('bookings.timeLeft'),
              cell: ({ row }: { row: { original: BookingItem } }) => <TimeLeft item={row.original} />,
            } satisfies DataColumn<BookingItem>,
          ]
        : []),
      {
        id: 'actions',
        header: t('bookings.actions'),
        cell: ({ row }: { row: { original: BookingItem } }) => (
          <>
            <Button
              variant="ghost"
              onClick={() => onOpen(row.original)}
              aria-label={t('bookings.detailsOf', { name: row.original.service.service_name })}
            >
              {t('bookings.details')}
            </Button>
            {(list === 'new' || list === 'accepted') && <ItemActions item={row.original} />}
          </>
        ),
      } satisfies DataColumn<BookingItem>,
    ],
    [t, tc, locale, list, onOpen],
  );

  return (
    <>
      <PressedButtons role="group" aria-label={t('bookings.lists')}>
        {BOOKING_LISTS.map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={l === list}
            onClick={() => table.update({ page: 1, filters: { list: l } })}
          >
            {t(`bookings.list.${l}`)}
          </button>
        ))}
      </PressedButtons>
      <DataTable
        caption={t(`bookings.list.${list}`)}
        columns={columns}
        {...pageQueryProps(items)}
        state={table}
        getRowId={(i) => String(i.id)}
        empty={<EmptyState title={t(`bookings.empty.${list}`)} description={t(`bookings.emptyHint.${list}`)} />}
        csv={{
          filename: `booking-items-${list}`,
          fetchPage: (page) => getBookingItems({ ...query, page, items: CSV_PAGE_SIZE }),
          columns: csvColumns(t, tc),
        }}
      />
    </>
  );
}
