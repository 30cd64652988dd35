// SQL of the back-office sales list (its page live, one row per sold booking item; its count and totals from
// sales_status_daily) and of the dashboard (the same aggregates by payment day; figures as docs/money-figures.md).
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@mp/shared/contracts';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../lib/like';
import { rows as rowsOf } from '../../../db/sql';
import { commissionOf, FIGURE_COLUMNS, figureStatusOf, isKept, isKeptItem, keptChargeOf } from './figures-repository';
import { figureStatusesOf, moneyFigures, type FigureRow, type MoneyFigures } from './money-figures';

export interface SalesFilter {
  from?: Date;
  /** Exclusive end. */
  until?: Date;
  /** The same range as Lisbon days (inclusive), for the figures of sales_status_daily. */
  fromDay?: string;
  toDay?: string;
  companyId?: number;
  serviceId?: number;
  status?: string;
  paymentMethod?: string;
}

function salesWhere(f: SalesFilter): SQL {
  // A sale: a paid booking's item past waiting_payment, on its payment day (a paid row without one is not a sale).
  const parts: SQL[] = [sql`b.status = 'paid'`, sql`b.paid_at is not null`, sql`bi.status <> 'waiting_payment'`];
  if (f.from) parts.push(sql`b.paid_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.until) parts.push(sql`b.paid_at < ${f.until.toISOString()}::timestamptz`);
  if (f.companyId) parts.push(sql`bi.company_id = ${f.companyId}`);
  if (f.serviceId) parts.push(sql`bi.service_id = ${f.serviceId}`);
  if (f.status) parts.push(sql`bi.status = ${f.status}`);
  if (f.paymentMethod) parts.push(sql`b.payment_method = ${f.paymentMethod}`);
  return sql.join(parts, sql` and `);
}

export interface SaleRow {
  id: number;
  booking_id: number;
  reference: string;
  paid_at: Date | string;
  /** The payment time and the service's date and time as Lisbon wall-clock 'YYYY-MM-DD HH:MM' (for the exports). */
  paid_at_lisbon: string;
  service_date_lisbon: string | null;
  user_id: number;
  customer_name: string;
  customer_type: string;
  customer_email: string;
  company_id: number;
  partner_name: string;
  service_id: number | null;
  service_name: string;
  status: string;
  payment_method: string;
  quantity: number;
  value_cents: number;
  discount_cents: number;
  /** What partial refunds gave back of the item's charge. */
  refunded_cents: number;
  /** Whether the item's money was kept (accepted, completed, or cancelled with its charge kept): docs/money-figures.md. */
  kept: boolean;
  /** The commission on what the item kept; 0 if its money was not kept. */
  commission_cents: number;
}

const ORDER = {
  paid_at: sql`b.paid_at asc, bi.id asc`,
  '-paid_at': sql`b.paid_at desc, bi.id desc`,
  total: sql`(bi.value_cents - bi.discount_cents) asc, bi.id asc`,
  '-total': sql`(bi.value_cents - bi.discount_cents) desc, bi.id desc`,
} as const;

/** The columns of one sold item (a SaleRow) and the tables they come from: the sales page and its export read the same. */
function saleRowsFrom(locale: Locale): SQL {
  const name = locale === 'pt' ? sql`s.name_pt` : sql`s.name_en`;
  return sql`select bi.id, b.id as booking_id, b.reference, b.paid_at,
               to_char(b.paid_at at time zone 'Europe/Lisbon', 'YYYY-MM-DD HH24:MI') as paid_at_lisbon,
               to_char(bi.booking_date at time zone 'Europe/Lisbon', 'YYYY-MM-DD HH24:MI') as service_date_lisbon, u.id as user_id, u.first_name || ' ' || u.last_name as customer_name, u.user_type as customer_type,
               u.email as customer_email, c.id as company_id, c.trade_name as partner_name, bi.service_id,
               coalesce(${name}, bi.unserialized_service->>${locale === 'pt' ? 'name_pt' : 'name_en'}, '') as service_name,
               bi.status, b.payment_method, bi.quantity, bi.value_cents, bi.discount_cents, bi.refunded_cents,
               ${isKeptItem('bi')} as kept,
               (case when ${isKeptItem('bi')} then ${commissionOf(keptChargeOf('bi'), sql`c.commission_basis_points`)} else 0 end)::int as commission_cents
        from booking_items bi
        join bookings b on b.id = bi.booking_id
        join users u on u.id = b.user_id
        join companies c on c.id = bi.company_id
        left join services s on s.id = bi.service_id`;
}

/**
 * The same filter on sales_status_daily (its rows hold exactly the items salesWhere selects; see the schema). Its status
 * is the figures' (figureStatusOf): an item status stands for the figure statuses of its items.
 */
function figuresWhere(f: SalesFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.fromDay) parts.push(sql`day >= ${f.fromDay}::date`);
  if (f.toDay) parts.push(sql`day <= ${f.toDay}::date`);
  if (f.companyId) parts.push(sql`company_id = ${f.companyId}`);
  if (f.serviceId) parts.push(sql`service_id = ${f.serviceId}`);
  if (f.status) {
    const statuses = figureStatusesOf(f.status).map((s) => sql`${s}`);
    parts.push(statuses.length ? sql`status in (${sql.join(statuses, sql`, `)})` : sql`false`);
  }
  if (f.paymentMethod) parts.push(sql`payment_method = ${f.paymentMethod}`);
  return sql.join(parts, sql` and `);
}

export async function salesPage(
  db: Db,
  f: SalesFilter,
  sort: keyof typeof ORDER,
  locale: Locale,
  window: { limit: number; offset: number },
) {
  const where = salesWhere(f);
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select coalesce(sum(items), 0)::int as total from sales_status_daily where ${figuresWhere(f)}`,
  );
  const rows = await rowsOf<SaleRow>(
    db,
    sql`${saleRowsFrom(locale)}
        where bi.id in (select bi.id from booking_items bi join bookings b on b.id = bi.booking_id where ${where}
                        order by ${ORDER[sort]} limit ${window.limit} offset ${window.offset})
        order by ${ORDER[sort]}`,
  );
  return { total: count?.total ?? 0, rows };
}

/**
 * One batch of the export: the matching items with an id below `beforeId` (keyset on the primary key, newest item
 * first, so each batch is an index range however far the export is and none is sorted): the export reads batch by
 * batch and never holds more than one in memory.
 */
export async function salesBatch(db: Db, f: SalesFilter, locale: Locale, beforeId: number | null, limit: number) {
  const after = beforeId === null ? sql`` : sql` and bi.id < ${beforeId}`;
  return rowsOf<SaleRow>(
    db,
    sql`${saleRowsFrom(locale)}
        where ${salesWhere(f)}${after}
        order by bi.id desc
        limit ${limit}`,
  );
}

/** The list's figures (docs/money-figures.md) from sales_status_daily. */
export async function salesTotal(db: Db, f: SalesFilter): Promise<MoneyFigures> {
  const [row] = await rowsOf<FigureRow>(
    db,
    sql`select ${FIGURE_COLUMNS} from sales_status_daily d where ${figuresWhere(f)}`,
  );
  return moneyFigures(row);
}

/** The list's figures counted from the items themselves (what sales_status_daily must always equal; tests compare). */
export async function salesTotalLive(db: Db, f: SalesFilter): Promise<MoneyFigures> {
  const [row] = await rowsOf<FigureRow>(
    db,
    sql`select ${FIGURE_COLUMNS}
        from (select ${figureStatusOf('bi')} as status, 1 as items, bi.value_cents, bi.discount_cents, bi.refunded_cents,
                     ${commissionOf(keptChargeOf('bi'), sql`c.commission_basis_points`)} as commission_cents
              from booking_items bi join bookings b on b.id = bi.booking_id join companies c on c.id = bi.company_id
              where ${salesWhere(f)}) d`,
  );
  return moneyFigures(row);
}

// ---------- dashboards: daily aggregates only ----------

/** Per payment day, the figures of docs/money-figures.md (the same rows the sales list totals). */
export async function revenueByDay(db: Db, from: string, to: string) {
  const found = await rowsOf<FigureRow & { day: string }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, ${FIGURE_COLUMNS}
        from sales_status_daily d where d.day between ${from}::date and ${to}::date group by d.day order by d.day`,
  );
  return found.map((r) => ({ day: r.day, ...moneyFigures(r) }));
}

/** What a top list ranks by: the net (kept: accepted, completed, or cancelled late with the charge kept) of the payment days in the range. */
const NET = sql`sum(${keptChargeOf('d')}) filter (where ${isKept(sql`d.status`)})`;

export async function topServicesByRevenue(db: Db, from: string, to: string, locale: Locale, limit = 5) {
  const name = locale === 'pt' ? sql`s.name_pt` : sql`s.name_en`;
  return rowsOf<{ id: number; name: string; revenue_cents: number }>(
    db,
    sql`select d.service_id as id, ${name} as name, coalesce(${NET}, 0)::bigint as revenue_cents
        from sales_status_daily d join services s on s.id = d.service_id
        where d.day between ${from}::date and ${to}::date
        group by d.service_id, ${name} order by revenue_cents desc, d.service_id limit ${limit}`,
  );
}

export async function topPartnersByRevenue(db: Db, from: string, to: string, limit = 5) {
  return rowsOf<{ id: number; name: string; revenue_cents: number }>(
    db,
    sql`select d.company_id as id, c.trade_name as name, coalesce(${NET}, 0)::bigint as revenue_cents
        from sales_status_daily d join companies c on c.id = d.company_id
        where d.day between ${from}::date and ${to}::date
        group by d.company_id, c.trade_name order by revenue_cents desc, d.company_id limit ${limit}`,
  );
}

export async function viewsByDay(db: Db, from: string, to: string) {
  return rowsOf<{ day: string; views: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(views)::int as views from service_views_daily
        where day between ${from}::date and ${to}::date group by day order by day`,
  );
}

export async function topServicesByViews(db: Db, from: string, to: string, locale: Locale, limit = 5) {
  const name = locale === 'pt' ? sql`s.name_pt` : sql`s.name_en`;
  return rowsOf<{ id: number; name: string; views: number }>(
    db,
    sql`select d.service_id as id, ${name} as name, sum(d.views)::int as views
        from service_views_daily d join services s on s.id = d.service_id
        where d.day between ${from}::date and ${to}::date
        group by d.service_id, ${name} order by views desc, d.service_id limit ${limit}`,
  );
}

/** How many names a sales filter offers at once. */
const NAMES = 20;

/** The partners whose trade name holds `term` (all of them when it is empty), by name. */
export async function partnerNames(db: Db, term: string) {
  const match = term ? sql`where c.trade_name ilike ${containsPattern(term)}` : sql``;
  return rowsOf<{ id: number; name: string }>(
    db,
    sql`select c.id, c.trade_name as name from companies c ${match} order by c.trade_name, c.id limit ${NAMES}`,
  );
}

/** The services whose name (in either language) or partner holds `term`, named in `locale` with their partner. */
export async function serviceNames(db: Db, term: string, locale: Locale) {
  const name = locale === 'pt' ? sql`coalesce(nullif(s.name_pt, ''), s.name_en)` : sql`s.name_en`;
  const pattern = containsPattern(term);
  const match = term
    ? sql`where s.name_en ilike ${pattern} or s.name_pt ilike ${pattern} or c.trade_name ilike ${pattern}`
    : sql``;
  return rowsOf<{ id: number; name: string }>(
    db,
    sql`select s.id, ${name} || ' — ' || c.trade_name as name
        from services s join companies c on c.id = s.company_id ${match}
        order by ${name}, s.id limit ${NAMES}`,
  );
}
