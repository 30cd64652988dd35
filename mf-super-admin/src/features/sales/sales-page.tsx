import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from 'react-router';
import type { SuperSale } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { dateTimeFormat, formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Button, DateField, EmptyState, PageFrame, SelectField } from '@mp/shared/ui';
import { useSales, useSalesTotal } from './api/get-sales';
import { usePartnerNames, useServiceNames } from './api/get-sales-names';
import { SalesTotals } from './sales-totals';
import { ExportButton } from '../../shared/exports/components/export-button';
import { PAYMENT_METHODS } from '../../shared/payment-methods';
import { NamePicker } from '../../shared/pickers/name-picker';
import { FilterBox } from '../../shared/filters/filter-box';
import { CustomerLink } from '../../shared/people/components/customer-link';
import { SavedViews } from '../../shared/saved-views/saved-views';
import { useFilterDraft } from '../../shared/filters/use-filter-draft';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  > * {
    flex: 0 1 10.5rem;
    min-width: 0;
  }
  > :last-child {
    flex: none;
  }
`;
const FILTERS = ['from', 'to', 'company_id', 'service_id', 'status', 'payment_method'] as const;
const STATUSES = ['pending', 'confirmed', 'completed', 'declined', 'cancelled'] as const;

/** /super-admin/sales: sold items with commission and partner net; totals for the same filters. */
export default function SalesPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const pathTo = usePathTo();
  const table = useTableState(useSearchParams(), { filters: FILTERS, sort: { id: 'paid_at', desc: true } });
  const sales = useSales(table.query);
  const total = useSalesTotal(table.query);
  const [draft, setDraft] = useFilterDraft(table.filters);
  const money = (cents: number) => formatMoney(cents, locale);
  const when = dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Lisbon' });
  const columns: DataColumn<SuperSale>[] = [
    {
      id: 'paid_at',
      header: t('sales.paidAt'),
      cell: ({ row }) => when.format(new Date(row.original.paid_at)),
      meta: { sortable: true },
    },
    {
      id: 'reference',
      header: t('sales.reference'),
      // The item's page: its payments and refunds, where finance refunds part of it.
      cell: ({ row }) => (
        <Link to={pathTo('super-admin.booking-item', { id: row.original.id })}>{row.original.reference}</Link>
      ),
    },
    {
      id: 'customer',
      header: t('sales.customer'),
      cell: ({ row }) => (
        <CustomerLink id={row.original.customer.id} userType={row.original.customer.user_type}>
          {row.original.customer.name}
        </CustomerLink>
      ),
      meta: { priority: 'low' },
    },
    { id: 'partner', header: t('sales.partner'), cell: ({ row }) => row.original.partner.name },
    { id: 'service', header: t('sales.service'), cell: ({ row }) => row.original.service.name },
    { id: 'status', header: t('sales.status'), cell: ({ row }) => t(`sales.statuses.${row.original.status}`) },
    {
      id: 'payment_method',
      meta: { priority: 'low' },
      header: t('sales.method'),
      cell: ({ row }) => t(`sales.methods.${row.original.payment_method}`),
    },
    {
      id: 'total',
      header: t('sales.total'),
      cell: ({ row }) =>
        row.original.refunded_cents > 0
          ? t('sales.totalPartlyRefunded', {
              total: money(row.original.total_cents),
              refunded: money(row.original.refunded_cents),
            })
          : money(row.original.total_cents),
      meta: { sortable: true },
    },
    { id: 'commission', header: t('sales.commission'), cell: ({ row }) => money(row.original.commission_cents) },
    { id: 'partner_net', header: t('sales.partnerNet'), cell: ({ row }) => money(row.original.partner_net_cents) },
  ];
  const option = (group: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`sales.${group}.${v}`) }));
  return (
    <PageFrame title={title}>
      <SalesTotals total={total.data} />
      <DataTable
        caption={t('sales.caption')}
        columns={columns}
        {...pageQueryProps(sales)}
        state={table}
        getRowId={(s) => String(s.id)}
        empty={<EmptyState title={t('sales.empty')} />}
        toolbar={
          <>
            <SavedViews list="sales" />
            <FilterBox open={Object.values(table.filters).some(Boolean) || undefined}>
              <summary>{t('sales.filtersTitle')}</summary>
              <Filters
                onSubmit={(e) => {
                  e.preventDefault();
                  table.update({ filters: Object.fromEntries(FILTERS.map((f) => [f, draft[f]?.trim() || null])) });
                }}
              >
                <DateField
                  label={t('sales.from')}
                  value={draft.from ?? ''}
                  onChange={(from) => setDraft({ ...draft, from })}
                />
                <DateField label={t('sales.to')} value={draft.to ?? ''} onChange={(to) => setDraft({ ...draft, to })} />
                <NamePicker
                  label={t('sales.partner')}
                  findLabel={t('sales.findPartner')}
                  value={draft.company_id ?? ''}
                  onChange={(company_id) => setDraft({ ...draft, company_id })}
                  useMatches={usePartnerNames}
                />
                <NamePicker
                  label={t('sales.service')}
                  findLabel={t('sales.findService')}
                  value={draft.service_id ?? ''}
                  onChange={(service_id) => setDraft({ ...draft, service_id })}
                  useMatches={useServiceNames}
                />
                <SelectField
                  label={t('sales.status')}
                  placeholder={t('sales.any')}
                  value={draft.status ?? ''}
                  options={option('statuses', STATUSES)}
                  onChange={(e) => setDraft({ ...draft, status: e.target.value })}
                />
                <SelectField
                  label={t('sales.method')}
                  placeholder={t('sales.any')}
                  value={draft.payment_method ?? ''}
                  options={option('methods', PAYMENT_METHODS)}
                  onChange={(e) => setDraft({ ...draft, payment_method: e.target.value })}
                />
                <Button type="submit">{t('sales.apply')}</Button>
              </Filters>
            </FilterBox>
            <ExportButton
              path="/super/sales/export"
              filename="sales.csv"
              query={table.query}
              rows={total.data?.items}
              label={t('sales.export')}
            />
          </>
        }
      />
    </PageFrame>
  );
}
