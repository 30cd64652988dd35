// The partner's sales as CSV: one row per booking item of its own company paid in the range (the rows the sales page
// totals, docs/money-figures.md), times in Lisbon, money in euros. Its columns add up to the page: booked is every
// row, commission and net only the rows kept (accepted, completed, or cancelled with the charge kept); a declined,
// refunded or unanswered row says so.
import type { DashboardSalesQuery, Locale } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { csvExport, euros } from '../../lib/csv';
import { salesBatch, type SaleRow } from '../super/sales/repository';
import { dayRange, salesFilter } from '../super/sales/service';

export function partnerSalesCsv(
  db: Db,
  companyId: number,
  query: DashboardSalesQuery,
  locale: Locale,
  t: (key: string) => string,
): AsyncIterable<string> {
  const range = dayRange(query.from, query.to);
  const filter = salesFilter({ from: range.from, to: range.to, company_id: companyId });
  const charge = (r: SaleRow) => r.value_cents - r.discount_cents;
  const commission = (r: SaleRow) => (r.kept ? r.commission_cents : 0);
  return csvExport<SaleRow>({
    messages: 'dashboard.salesCsv',
    t,
    columns: [
      { key: 'paid_at', value: (r) => r.paid_at_lisbon },
      { key: 'reference', value: (r) => r.reference },
      { key: 'service', value: (r) => r.service_name },
      { key: 'service_date', value: (r) => r.service_date_lisbon },
      { key: 'status', value: (r) => r.status },
      { key: 'payment_method', value: (r) => r.payment_method },
      { key: 'booked', value: (r) => euros(charge(r)) },
      { key: 'commission', value: (r) => euros(commission(r)) },
      { key: 'net', value: (r) => euros(r.kept ? charge(r) - r.refunded_cents - commission(r) : 0) },
    ],
    batch: (beforeId, limit) => salesBatch(db, filter, locale, beforeId, limit),
    cursor: (r) => r.id,
  });
}
