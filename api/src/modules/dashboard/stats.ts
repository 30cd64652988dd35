// The dashboard home's figures: service views per day and revenue this month vs last.
import { DASHBOARD_SALES_GROUPS } from '@mp/shared/contracts';
import type {
  DashboardRevenue,
  DashboardSales,
  DashboardSalesFigures,
  DashboardSalesGroup,
  DashboardSalesQuery,
  Locale,
  ServiceViews,
} from '@mp/shared/contracts';
import type { Conn } from '../../db/sql';
import * as repo from './repository';
import { lisbonToday } from '../../lib/lisbon-time';
import { weekdayOf } from '@mp/shared/domain';
import { datesBetween } from '../availability/rules';
import { addDays, dayRange } from '../super/sales/service';
import { moneyFigures, type FigureRow } from '../super/sales/money-figures';

export async function serviceViews(db: Conn, companyId: number, days: number, now = new Date()): Promise<ServiceViews> {
  const to = lisbonToday(now);
  const start = new Date(`${to}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  const from = start.toISOString().slice(0, 10);
  const counted = await repo.viewsPerDay(db, companyId, from);
  const byDate = new Map(counted.map((c) => [c.date, c.views]));
  const list = datesBetween(from, to).map((date) => ({ date, views: byDate.get(date) ?? 0 }));
  return { total: list.reduce((s, d) => s + d.views, 0), days: list };
}

/**
 * This month's and last month's net (docs/money-figures.md: items kept: accepted, completed, or cancelled late with the charge kept, by payment day in Lisbon), the
 * partner's sales page's figure for those months, and this month's items still waiting for an answer, apart.
 */
export async function revenue(db: Conn, companyId: number, now = new Date()): Promise<DashboardRevenue> {
  const today = lisbonToday(now);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-01`;
  const [current, last] = await Promise.all(
    [thisMonth, lastMonth].map((from) => repo.monthFigures(db, companyId, from)),
  );
  const thisMonthFigures = moneyFigures(current);
  return {
    this_month_cents: thisMonthFigures.netCents,
    last_month_cents: moneyFigures(last).netCents,
    this_month_pending_cents: thisMonthFigures.pendingCents,
    currency: 'EUR',
  };
}

// ---------- sales ----------
// Read from the per-status daily aggregates the back office's sales and dashboard read (sales_status_daily), with
// the figures of docs/money-figures.md, so the partner's figures are the back office's for the same company and
// period: by payment day, a declined or cancelled item taken off the day it was paid, commission on what was kept.
// Here gross is the net of the definition (what was kept: accepted, completed, or cancelled late with the charge kept), net what is owed to the partner,
// bookings the items kept; booked, cancelled and pending beside them, so the page says where the rest went.

const figures = (r: FigureRow | undefined): DashboardSalesFigures => {
  const f = moneyFigures(r);
  return {
    gross_cents: f.netCents,
    commission_cents: f.commissionCents,
    net_cents: f.partnerNetCents,
    bookings: f.netItems,
    booked_cents: f.bookedCents,
    booked_items: f.bookedItems,
    cancelled_cents: f.cancelledCents,
    cancelled_items: f.cancelledItems,
    pending_cents: f.pendingCents,
    pending_items: f.pendingItems,
  };
};

/** The first day of the day, ISO week (Monday) or month that holds `day`. */
export function periodStart(day: string, group: DashboardSalesGroup): string {
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  if (group === 'week') return addDays(day, -weekdayOf(day));
  return day;
}

function nextPeriod(start: string, group: DashboardSalesGroup): string {
  if (group === 'day') return addDays(start, 1);
  if (group === 'week') return addDays(start, 7);
  const [y = 0, m = 1] = start.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

export async function sales(
  db: Conn,
  companyId: number,
  query: DashboardSalesQuery,
  locale: Locale,
): Promise<DashboardSales> {
  const range = dayRange(query.from, query.to);
  const group = DASHBOARD_SALES_GROUPS.find((g) => g === query.group) ?? 'day';
  const { byPeriod, byService, byMethod, total } = await repo.salesFigures(db, companyId, range, group, locale);
  const found = new Map(byPeriod.map((r) => [r.period, r]));
  const periods: DashboardSales['periods'] = [];
  for (let p = periodStart(range.from, group); p <= range.to; p = nextPeriod(p, group))
    periods.push({ period: p, ...figures(found.get(p)) });
  return {
    from: range.from,
    to: range.to,
    group,
    currency: 'EUR',
    totals: figures(total),
    periods,
    services: byService.map((r) => ({ service_id: Number(r.service_id), name: r.name, ...figures(r) })),
    methods: byMethod.map((r) => ({ payment_method: r.payment_method, ...figures(r) })),
  };
}
