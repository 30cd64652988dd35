import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation, formatMoney } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import type { RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { BarChart, useTableState } from '@mp/shared/dashboard';
import { useSales } from './api/get-sales';
import { RangeControls, rangeOf } from './range-controls';
import { InvoicesSection } from './invoices-section';
import { SalesFigures } from './sales-figures';
import { MethodsTable, PeriodsTable, ServicesTable, periodLabel } from './sales-tables';

const Stack = styled.div`
  display: grid;
  /* One column no wider than the screen: a grid item's min-content (the chart) would otherwise widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * /dashboard/sales: the company's sales over a range (booked, cancelled, awaiting an answer, the net kept, commission
 * and what is owed), by period, service and method, and the company's monthly invoices (the spec has no partner
 * invoices route).
 */
export default function SalesPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const table = useTableState([params, setParams]);
  const sales = useSales(range);
  const invalid = sales.error instanceof ApiError && sales.error.status === 422 ? sales.error.errors : {};
  const money = (cents: number) => formatMoney(cents, locale);
  const data = sales.data;

  return (
    <PageFrame title={title}>
      <RangeControls range={range} setParams={setParams} errors={invalid} />
      {sales.isPending && <Spinner />}
      {sales.error && !Object.keys(invalid).length && <ErrorState onRetry={() => void sales.refetch()} />}
      {data && !Object.keys(invalid).length && (
        <>
          <SalesFigures sales={data} />
          {data.totals.booked_items === 0 ? (
            <EmptyState title={t('sales.empty')} description={t('sales.emptyHint')} />
          ) : (
            <Stack>
              <BarChart
                title={t('sales.chart', { group: t(`sales.group.${data.group}`) })}
                points={data.periods.map((p) => ({
                  label: periodLabel(p.period, data.group, t),
                  value: p.gross_cents,
                }))}
                format={money}
                seriesLabel={t('sales.gross')}
              />
              <PeriodsTable sales={data} state={table} />
              <ServicesTable sales={data} state={table} />
              <MethodsTable sales={data} state={table} />
            </Stack>
          )}
        </>
      )}
      <InvoicesSection />
    </PageFrame>
  );
}
