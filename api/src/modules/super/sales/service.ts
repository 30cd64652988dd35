// Sales list and totals (live, same filters) and the revenue / service-view dashboards (daily aggregates).
import type {
  NameMatch,
  SalesNamesQuery,
  DashRevenue,
  DashServiceViews,
  Locale,
  RevenueDay,
  SalesQuery,
  SalesTotal,
  SuperSale,
  UserType,
} from '@mp/shared/contracts';
import type { Db } from '../../../db/client';
import { invalid, type MessageRef } from '../../../lib/errors';
import { isIsoDate, lisbonInstant, lisbonToday } from '../../../lib/lisbon-time';
import { page, pageWindow } from '../../../lib/wire';
import { csvExport, euros } from '../../../lib/csv';
import * as repo from './repository';
import { KEPT_CANCELLATION } from './money-figures';

/** The longest dashboard range, in days (the previous period doubles what is read). */
export const MAX_RANGE_DAYS = 366;

export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A checked Lisbon day range: defaults to the last 30 days; 422 on a bad date or a range that is backwards or too long. */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  defaultDays = 30,
): { from: string; to: string } {
  const errors: Record<string, MessageRef> = {};
  if (from !== undefined && !isIsoDate(from)) errors.from = { key: 'backOffice.sales.dateInvalid' };
  if (to !== undefined && !isIsoDate(to)) errors.to = { key: 'backOffice.sales.dateInvalid' };
  if (Object.keys(errors).length) throw invalid(errors);
  const end = to ?? lisbonToday();
  const start = from ?? addDays(end, -(defaultDays - 1));
  if (start > end) throw invalid({ to: 'backOffice.sales.rangeBackwards' });
  if (daysBetween(start, end) >= MAX_RANGE_DAYS)
    throw invalid({ to: { key: 'backOffice.sales.rangeTooLong', params: { days: MAX_RANGE_DAYS } } });
  return { from: start, to: end };
}

export function salesFilter(q: SalesQuery): repo.SalesFilter {
  const errors: Record<string, MessageRef> = {};
  if (q.from !== undefined && !isIsoDate(q.from)) errors.from = { key: 'backOffice.sales.dateInvalid' };
  if (q.to !== undefined && !isIsoDate(q.to)) errors.to = { key: 'backOffice.sales.dateInvalid' };
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    from: q.from ? lisbonInstant(q.from, '00:00') : undefined,
    until: q.to ? lisbonInstant(addDays(q.to, 1), '00:00') : undefined,
    fromDay: q.from,
    toDay: q.to,
    companyId: q.company_id,
    serviceId: q.service_id,
    status: q.status,
    paymentMethod: q.payment_method,
  };
}

function saleView(r: repo.SaleRow): SuperSale {
  const total = r.value_cents - r.discount_cents;
  // Only an item accepted, completed, or cancelled with its charge kept is kept: a declined or refunded one, or one
  // waiting for the partner's answer, carries no commission and nothing owed to the partner (docs/money-figures.md).
  return {
    id: r.id,
    booking_id: r.booking_id,
    reference: r.reference,
    paid_at: new Date(r.paid_at).toISOString(),
    customer: { id: r.user_id, name: r.customer_name, email: r.customer_email, user_type: r.customer_type as UserType },
    partner: { id: r.company_id, name: r.partner_name },
    service: { id: r.service_id, name: r.service_name },
    // A cancellation whose charge was kept reads as such, not as one refunded: it has commission and a partner net.
    status: r.kept && r.status === 'cancelled' ? KEPT_CANCELLATION : r.status,
    payment_method: r.payment_method,
    quantity: r.quantity,
    value_cents: r.value_cents,
    discount_cents: r.discount_cents,
    total_cents: total,
    refunded_cents: r.refunded_cents,
    commission_cents: r.commission_cents,
    partner_net_cents: r.kept ? total - r.refunded_cents - r.commission_cents : 0,
  };
}

export async function listSales(db: Db, url: string, q: SalesQuery, locale: Locale) {
  const paging = { page: q.page ?? 1, perPage: q.per_page ?? 15 };
  const { total, rows } = await repo.salesPage(db, salesFilter(q), q.sort ?? '-paid_at', locale, pageWindow(paging));
  return page(url, paging, total, rows.map(saleView));
}

/**
 * The sales list as CSV, every row matching the filters (no page), produced batch by batch as the client reads it:
 * the header, then one line per sold item, newest item first. Money in euros with two decimals. A bad filter throws
 * (422) here, before the first byte.
 */
export function salesCsv(db: Db, q: SalesQuery, locale: Locale, t: (key: string) => string): AsyncIterable<string> {
  const filter = salesFilter(q);
  return csvExport<SuperSale>({
    messages: 'backOffice.sales.csv',
    t,
    columns: [
      { key: 'paid_at', value: (s) => s.paid_at },
      { key: 'reference', value: (s) => s.reference },
      { key: 'item', value: (s) => s.id },
      { key: 'customer', value: (s) => s.customer.name },
      { key: 'customer_email', value: (s) => s.customer.email },
      { key: 'partner', value: (s) => s.partner.name },
      { key: 'service', value: (s) => s.service.name },
      { key: 'status', value: (s) => s.status },
      { key: 'payment_method', value: (s) => s.payment_method },
      { key: 'quantity', value: (s) => s.quantity },
      { key: 'booked', value: (s) => euros(s.total_cents) },
      { key: 'commission', value: (s) => euros(s.commission_cents) },
      { key: 'partner_net', value: (s) => euros(s.partner_net_cents) },
    ],
    batch: async (beforeId, limit) => (await repo.salesBatch(db, filter, locale, beforeId, limit)).map(saleView),
    cursor: (s) => s.id,
  });
}

/** The partners or services a sales filter can choose by name. */
export async function salesNames(db: Db, q: SalesNamesQuery, locale: Locale): Promise<NameMatch[]> {
  const term = q.search?.trim() ?? '';
  return q.of === 'partners' ? repo.partnerNames(db, term) : repo.serviceNames(db, term, locale);
}

export async function totalSales(db: Db, q: SalesQuery): Promise<SalesTotal> {
  const t = await repo.salesTotal(db, salesFilter(q));
  return {
    items: t.bookedItems,
    value_cents: t.valueCents,
    discount_cents: t.discountCents,
    total_cents: t.bookedCents,
    cancelled_items: t.cancelledItems,
    cancelled_cents: t.cancelledCents,
    pending_items: t.pendingItems,
    pending_cents: t.pendingCents,
    net_items: t.netItems,
    net_cents: t.netCents,
    commission_cents: t.commissionCents,
    partner_net_cents: t.partnerNetCents,
  };
}

/** Every day of the range, with zeros where the aggregates have no row. */
function fillDays<T extends { day: string }>(
  from: string,
  to: string,
  rows: readonly T[],
  zero: (day: string) => T,
): T[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: T[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(byDay.get(day) ?? zero(day));
  return out;
}

function previousOf(range: { from: string; to: string }) {
  const length = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

export async function dashRevenue(db: Db, query: { from?: string; to?: string }, locale: Locale): Promise<DashRevenue> {
  const range = dayRange(query.from, query.to);
  const prev = previousOf(range);
  const [current, previous, services, partners] = await Promise.all([
    repo.revenueByDay(db, range.from, range.to),
    repo.revenueByDay(db, prev.from, prev.to),
    repo.topServicesByRevenue(db, range.from, range.to, locale),
    repo.topPartnersByRevenue(db, range.from, range.to),
  ]);
  // Revenue is the net, items the items kept (docs/money-figures.md): the same figures the sales page totals.
  const toDay = (r: (typeof current)[number]): RevenueDay => ({
    day: r.day,
    revenue_cents: r.netCents,
    commission_cents: r.commissionCents,
    items: r.netItems,
  });
  const zero = (day: string): RevenueDay => ({ day, revenue_cents: 0, commission_cents: 0, items: 0 });
  const totals = (rows: typeof current) => ({
    revenue_cents: rows.reduce((s, r) => s + r.netCents, 0),
    commission_cents: rows.reduce((s, r) => s + r.commissionCents, 0),
    items: rows.reduce((s, r) => s + r.netItems, 0),
    refunded_cents: rows.reduce((s, r) => s + r.cancelledCents, 0),
    pending_cents: rows.reduce((s, r) => s + r.pendingCents, 0),
    booked_cents: rows.reduce((s, r) => s + r.bookedCents, 0),
  });
  return {
    from: range.from,
    to: range.to,
    previous_from: prev.from,
    previous_to: prev.to,
    current: fillDays(range.from, range.to, current.map(toDay), zero),
    previous: fillDays(prev.from, prev.to, previous.map(toDay), zero),
    totals: { current: totals(current), previous: totals(previous) },
    top_services: services.map((s) => ({ id: s.id, name: s.name, revenue_cents: Number(s.revenue_cents) })),
    top_partners: partners.map((p) => ({ id: p.id, name: p.name, revenue_cents: Number(p.revenue_cents) })),
  };
}

export async function dashServiceViews(
  db: Db,
  query: { from?: string; to?: string },
  locale: Locale,
): Promise<DashServiceViews> {
  const range = dayRange(query.from, query.to);
  const prev = previousOf(range);
  const [current, previous, top] = await Promise.all([
    repo.viewsByDay(db, range.from, range.to),
    repo.viewsByDay(db, prev.from, prev.to),
    repo.topServicesByViews(db, range.from, range.to, locale),
  ]);
  const zero = (day: string) => ({ day, views: 0 });
  const sum = (rows: readonly { views: number }[]) => rows.reduce((s, r) => s + Number(r.views), 0);
  return {
    from: range.from,
    to: range.to,
    previous_from: prev.from,
    previous_to: prev.to,
    current: fillDays(
      range.from,
      range.to,
      current.map((r) => ({ day: r.day, views: Number(r.views) })),
      zero,
    ),
    previous: fillDays(
      prev.from,
      prev.to,
      previous.map((r) => ({ day: r.day, views: Number(r.views) })),
      zero,
    ),
    totals: { current: sum(current), previous: sum(previous) },
    top_services: top.map((s) => ({ id: s.id, name: s.name, views: Number(s.views) })),
  };
}
