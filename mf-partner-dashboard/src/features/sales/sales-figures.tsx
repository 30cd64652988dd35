// The sales screen's figures, each named by what it counts (docs/money-figures.md): booked, what went back, what waits
// for the partner's answer, the net kept, the commission on it and what is owed; and the per-item CSV that adds up to them.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation, formatMoney } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { StatCard, StatGrid } from '@mp/shared/dashboard';
import type { DashboardSales } from '@mp/shared/contracts';
import { useExportSales } from './api/export-sales';

const Export = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`;

export function SalesFigures({ sales }: { sales: DashboardSales }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const exporting = useExportSales();
  const totals = sales.totals;
  const items = (count: number) => t('sales.itemCount', { count });
  return (
    <>
      <StatGrid>
        <StatCard label={t('sales.booked')} value={money(totals.booked_cents)} hint={items(totals.booked_items)} />
        <StatCard
          label={t('sales.cancelled')}
          value={money(totals.cancelled_cents)}
          hint={items(totals.cancelled_items)}
        />
        <StatCard label={t('sales.pending')} value={money(totals.pending_cents)} hint={items(totals.pending_items)} />
        <StatCard label={t('sales.gross')} value={money(totals.gross_cents)} />
        <StatCard label={t('sales.bookings')} value={String(totals.bookings)} />
        <StatCard label={t('sales.commission')} value={money(totals.commission_cents)} />
        <StatCard label={t('sales.net')} value={money(totals.net_cents)} />
      </StatGrid>
      <p>{t('sales.figureNote')}</p>
      <Export>
        <Button
          variant="secondary"
          onClick={() => exporting.mutate({ from: sales.from, to: sales.to })}
          disabled={exporting.isPending}
        >
          {t('sales.export')}
        </Button>
        <p role="status" aria-live="polite">
          {exporting.isPending ? t('sales.exporting') : exporting.isError ? t('sales.exportFailed') : ''}
        </p>
      </Export>
    </>
  );
}
