import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from 'react-router';
import type { SuperBookingItemRow } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { dateTimeFormat, formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Button, DateField, EmptyState, SelectField } from '@mp/shared/ui';
import { useBookingItems } from '../../../shared/booking-items/api/get-booking-items';
import { ExportButton } from '../../../shared/exports/components/export-button';
import { PAYMENT_METHODS } from '../../../shared/payment-methods';
import { FilterBox } from '../../../shared/filters/filter-box';
import { CustomerLink } from '../../../shared/people/components/customer-link';
import { SavedViews } from '../../../shared/saved-views/saved-views';
import { useFilterDraft } from '../../../shared/filters/use-filter-draft';
import { NamePicker } from '../../../shared/pickers/name-picker';
import { useCustomerNames, usePartnerNames, useServiceNames } from '../api/get-booking-item-names';

// Narrow fields, six to a row at 1280 px, so the filters leave the list on the first screen.
const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  > * {
    flex: 0 1 9rem;
    min-width: 0;
  }
  > button {
    flex: none;
  }
`;
/** A long e-mail address breaks anywhere, so it never pushes the total off a 1280 px screen. */
const Address = styled.span`
  overflow-wrap: anywhere;
`;

const FILTERS = ['status', 'from', 'to', 'company_id', 'service_id', 'user_id', 'payment_method'] as const;
export const ITEM_STATUSES = ['waiting_payment', 'pending', 'confirmed', 'completed', 'declined', 'cancelled'] as const;

/** Every booking item by every filter (in the URL), each opening its page; CSV of the filtered rows. */
export function ItemsTable(): ReactNode {
  const { t } = useTranslation('superAdmin');
  const pathTo = usePathTo();
  const locale = useLocale();
  const table = useTableState(useSearchParams(), { filters: FILTERS, sort: { id: 'created_at', desc: true } });
  const items = useBookingItems(table.query);
  const [draft, setDraft] = useFilterDraft(table.filters);
  const columns = useMemo<DataColumn<SuperBookingItemRow>[]>(() => {
    const when = dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Lisbon' });
    return [
      {
        id: 'reference',
        header: t('bookings.reference'),
        cell: ({ row }) => (
          <Link to={pathTo('super-admin.booking-item', { id: row.original.id })}>
            {row.original.reference} #{row.original.id}
          </Link>
        ),
      },
      {
        id: 'created_at',
        header: t('bookings.createdAt'),
        cell: ({ row }) => when.format(new Date(row.original.created_at)),
        meta: { sortable: true },
      },
      {
        id: 'booking_date',
        header: t('bookings.date'),
        cell: ({ row }) => when.format(new Date(row.original.booking_date)),
        meta: { sortable: true },
      },
      { id: 'service', header: t('bookings.service'), cell: ({ row }) => row.original.service.name },
      { id: 'partner', header: t('bookings.partner'), cell: ({ row }) => row.original.partner.name },
      {
        id: 'customer',
        header: t('bookings.customer'),
        cell: ({ row }) => (
          <>
            <CustomerLink id={row.original.customer.id} userType={row.original.customer.user_type}>
              {row.original.customer.name}
            </CustomerLink>{' '}
            <Address>({row.original.customer.email})</Address>
          </>
        ),
      },
      { id: 'status', header: t('bookings.status'), cell: ({ row }) => t(`bookings.statuses.${row.original.status}`) },
      {
        id: 'payment_method',
        meta: { priority: 'low' },
        header: t('bookings.method'),
        cell: ({ row }) =>
          t(`sales.methods.${row.original.payment_method}`, { defaultValue: row.original.payment_method }),
      },
      { id: 'total', header: t('bookings.total'), cell: ({ row }) => formatMoney(row.original.total_cents, locale) },
    ];
  }, [t, locale, pathTo]);
  const option = (group: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`${group}.${v}`) }));
  const field = (name: (typeof FILTERS)[number]) => ({
    value: draft[name] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  return (
    <>
      <DataTable
        caption={t('bookings.caption')}
        columns={columns}
        {...pageQueryProps(items)}
        state={table}
        getRowId={(i) => String(i.id)}
        searchLabel={t('bookings.search')}
        empty={<EmptyState title={t('bookings.empty')} />}
        toolbar={
          <>
            <SavedViews list="booking-items" />
            <FilterBox open={Object.values(table.filters).some(Boolean) || undefined}>
              <summary>{t('bookings.filters')}</summary>
              <Filters
                aria-label={t('bookings.filters')}
                onSubmit={(e) => {
                  e.preventDefault();
                  table.update({ filters: Object.fromEntries(FILTERS.map((f) => [f, draft[f]?.trim() || null])) });
                }}
              >
                <SelectField
                  label={t('bookings.status')}
                  placeholder={t('sales.any')}
                  options={option('bookings.statuses', ITEM_STATUSES)}
                  {...field('status')}
                />
                <DateField
                  label={t('bookings.from')}
                  value={draft.from ?? ''}
                  onChange={(from) => setDraft({ ...draft, from })}
                />
                <DateField
                  label={t('bookings.to')}
                  value={draft.to ?? ''}
                  onChange={(to) => setDraft({ ...draft, to })}
                />
                <NamePicker
                  label={t('bookings.partner')}
                  findLabel={t('bookings.findPartner')}
                  value={draft.company_id ?? ''}
                  onChange={(company_id) => setDraft({ ...draft, company_id })}
                  useMatches={usePartnerNames}
                />
                <NamePicker
                  label={t('bookings.service')}
                  findLabel={t('bookings.findService')}
                  value={draft.service_id ?? ''}
                  onChange={(service_id) => setDraft({ ...draft, service_id })}
                  useMatches={useServiceNames}
                />
                <NamePicker
                  label={t('bookings.customer')}
                  findLabel={t('bookings.findCustomer')}
                  value={draft.user_id ?? ''}
                  onChange={(user_id) => setDraft({ ...draft, user_id })}
                  useMatches={useCustomerNames}
                />
                <SelectField
                  label={t('bookings.method')}
                  placeholder={t('sales.any')}
                  options={option('sales.methods', PAYMENT_METHODS)}
                  {...field('payment_method')}
                />
                <Button type="submit">{t('sales.apply')}</Button>
              </Filters>
            </FilterBox>
            <ExportButton
              path="/super/booking-items/export"
              filename="booking-items.csv"
              query={table.query}
              rows={items.data?.total}
            />
          </>
        }
      />
    </>
  );
}
