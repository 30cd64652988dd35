// The sales screen's "Invoices" section: the company's monthly invoices (what the marketplace owes it for the items
// completed that month), paged in the URL, each PDF downloadable (drawn by the server, or the copy staff uploaded:
// ADR 046). Seven short columns (the
// number and its month share one) so the table fits the dashboard's content column at 1280 px; narrower screens
// scroll inside DataTable's focusable region.
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { dateTimeFormat, formatMoney, useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, EmptyState } from '@mp/shared/ui';
import { DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import type { Invoice, Locale } from '@mp/shared/contracts';
import { useInvoices } from './api/get-invoices';
import { useDownloadInvoice } from './api/download-invoice';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.2rem;
`;

// The invoice number over its month: the number is what the partner quotes, the month says which one it is.
const Period = styled.span`
  display: flex;
  flex-direction: column;
  .number {
    font-weight: 600;
    white-space: nowrap;
  }
  .month {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
const Nowrap = styled.span`
  white-space: nowrap;
`;

/** "November 2025" / "novembro de 2025". */
export function monthLabel(year: number, month: number, locale: Locale): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

export function InvoicesSection(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const table = useTableState(useSearchParams());
  const invoices = useInvoices({ page: table.page, per_page: table.perPage });
  const download = useDownloadInvoice();
  const { mutate } = download;

  const columns = useMemo<DataColumn<Invoice>[]>(() => {
    const money = (id: 'gross_cents' | 'commission_cents' | 'amount_cents', header: string): DataColumn<Invoice> => ({
      id,
      header,
      cell: ({ row }) => <Nowrap>{formatMoney(row.original[id], locale)}</Nowrap>,
    });
    return [
      {
        id: 'number',
        header: t('sales.invoices.invoice'),
        enableHiding: false,
        cell: ({ row }) => (
          <Period>
            <span className="number">{row.original.number || '—'}</span>
            <span className="month">{monthLabel(row.original.year, row.original.month, locale)}</span>
          </Period>
        ),
      },
      { id: 'items', header: t('sales.invoices.items'), cell: ({ row }) => row.original.items },
      money('gross_cents', t('sales.invoices.gross')),
      money('commission_cents', t('sales.invoices.commission')),
      money('amount_cents', t('sales.invoices.amount')),
      {
        id: 'status',
        header: t('sales.invoices.status'),
        cell: ({ row }) => t(`sales.invoices.statuses.${row.original.status}`),
      },
      {
        id: 'file',
        header: t('sales.invoices.file'),
        cell: ({ row }) => (
          <Button
            type="button"
            variant="secondary"
            aria-label={t('sales.invoices.downloadLabel', { number: row.original.number })}
            disabled={download.isPending && download.variables?.id === row.original.id}
            onClick={() =>
              mutate(row.original, {
                onError: () =>
                  toastStore.getState().show({ message: t('sales.invoices.downloadFailed'), kind: 'error' }),
              })
            }
          >
            <Nowrap>{t('sales.invoices.download')}</Nowrap>
          </Button>
        ),
      },
    ];
  }, [t, locale, mutate, download.isPending, download.variables]);

  return (
    <Section aria-labelledby="sales-invoices">
      <Title id="sales-invoices">{t('sales.invoices.title')}</Title>
      <DataTable
        caption={t('sales.invoices.caption')}
        columns={columns}
        {...pageQueryProps(invoices)}
        state={table}
        getRowId={(r) => String(r.id)}
        empty={<EmptyState title={t('sales.invoices.empty')} description={t('sales.invoices.emptyHint')} />}
      />
    </Section>
  );
}
