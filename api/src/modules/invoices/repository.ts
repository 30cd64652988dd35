// SQL of partner invoices: the month's figures from the booking items they pay for, the rows, their numbers.
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, invoices } from '../../db/schema';
import { rows } from '../catalogue/repository';
import { commissionOf, isKeptCancellation, keptChargeOf } from '../super/sales/figures-repository';

type Conn = Db | Tx;

/**
 * The items an invoice pays the partner for, by service date: those completed, and those the customer cancelled after
 * their free-cancellation window without a refund (their charge kept, docs/money-figures.md). An accepted item still to
 * take place waits for its month; a declined or refunded one is never owed.
 */
const INVOICED = sql`(bi.status = 'completed' or ${isKeptCancellation('bi')})`;

/** The year of the first booking (Lisbon), or null when there is none. */
export async function firstBookingYear(db: Conn): Promise<number | null> {
  const [row] = await rows<{ year: number | null }>(
    db,
    sql`select extract(year from min(created_at) at time zone 'Europe/Lisbon')::int as year from bookings`,
  );
  return row?.year ?? null;
}

export interface MonthFigures {
  /** The month (1–12) of the service date in Lisbon. */
  month: number;
  company_id: number;
  items: number;
  gross_cents: number;
  commission_cents: number;
}

/**
 * Per month (of the service date, in Lisbon) and partner: the items invoiced (INVOICED) with a service date in [from,
 * to), what they kept (value − discount − partial refunds) and the marketplace's commission at the partner's rate — the
 * net and commission of docs/money-figures.md over those items (each of them is kept). `from` and `to` are Lisbon month
 * starts, so every item falls in one of the months between them.
 */
export async function monthFigures(db: Conn, from: Date, to: Date): Promise<MonthFigures[]> {
  const found = await rows<{
    month: number;
    company_id: number;
    items: number;
    gross_cents: string | number;
    commission_cents: string | number;
  }>(
    db,
    sql`select extract(month from bi.booking_date at time zone 'Europe/Lisbon')::int as month, bi.company_id, count(*)::int as items,
               sum(${keptChargeOf('bi')})::bigint as gross_cents,
               sum(${commissionOf(keptChargeOf('bi'), sql`c.commission_basis_points`)})::bigint as commission_cents
        from booking_items bi join companies c on c.id = bi.company_id
        where ${INVOICED} and bi.booking_date >= ${from.toISOString()} and bi.booking_date < ${to.toISOString()}
        group by 1, bi.company_id order by 1, bi.company_id`,
  );
  return found.map((r) => ({
    month: r.month,
    company_id: r.company_id,
    items: r.items,
    gross_cents: Number(r.gross_cents),
    commission_cents: Number(r.commission_cents),
  }));
}

/** Serialises the numbering of one year: two generations of the same year never pick the same number. */
export async function lockYear(tx: Tx, year: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(1147, ${year})`);
}

export async function lastNumber(tx: Tx, year: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select coalesce(max(number), 0)::int as n from invoices where year = ${year}`,
  );
  return row?.n ?? 0;
}

/** The year's rows from January to `throughMonth`, locked for the numbering's transaction. */
export async function rowsThrough(tx: Tx, year: number, throughMonth: number) {
  return tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.year, year), lte(invoices.month, throughMonth)))
    .for('update');
}

export type InvoiceValues = typeof invoices.$inferInsert;

export async function insertInvoice(tx: Tx, values: InvoiceValues): Promise<void> {
  await tx.insert(invoices).values(values);
}

export async function updateInvoice(conn: Conn, id: number, values: Partial<InvoiceValues>): Promise<void> {
  await conn
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id));
}

const columns = {
  id: invoices.id,
  number: invoices.number,
  year: invoices.year,
  month: invoices.month,
  companyId: invoices.companyId,
  tradeName: companies.tradeName,
  items: invoices.items,
  grossCents: invoices.grossCents,
  commissionCents: invoices.commissionCents,
  amountCents: invoices.amountCents,
  status: invoices.status,
  fileKey: invoices.fileKey,
  fileName: invoices.fileName,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
};
export type InvoiceRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

export async function invoicesOfPeriod(db: Conn, year: number, month: number): Promise<InvoiceRow[]> {
  return (await db
    .select(columns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.year, year), eq(invoices.month, month)))
    .orderBy(asc(invoices.number), asc(invoices.id))) as InvoiceRow[];
}

export async function invoiceById(conn: Conn, id: number, lock = false): Promise<InvoiceRow | null> {
  const query = conn
    .select(columns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.id, id));
  const [row] = lock ? await query.for('update', { of: invoices }) : await query;
  return (row as InvoiceRow | undefined) ?? null;
}

export async function companyInvoices(
  db: Conn,
  companyId: number,
  year: number | undefined,
  window: { limit: number; offset: number },
) {
  const where =
    year === undefined
      ? eq(invoices.companyId, companyId)
      : and(eq(invoices.companyId, companyId), eq(invoices.year, year));
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .where(where);
  const found = await db
    .select(columns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .orderBy(desc(invoices.year), desc(invoices.month), desc(invoices.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: Number(count?.total ?? 0), rows: found as InvoiceRow[] };
}

/** The partner as an invoice names it: registered and trade names, NIF and address. */
export interface CompanyParty {
  business_name: string;
  trade_name: string;
  tax_number: string;
  address: string | null;
  zip_code: string | null;
  city: string | null;
  country: string;
}

export async function companyParty(db: Conn, companyId: number): Promise<CompanyParty | null> {
  const [row] = await rows<CompanyParty>(
    db,
    sql`select business_name, trade_name, tax_number, address, zip_code, city, country from companies where id = ${companyId}`,
  );
  return row ?? null;
}

/** One line of an invoice: a booking item invoiced in the period, what it kept and the commission on it. */
export interface InvoiceLine {
  id: number;
  reference: string;
  service_name: string;
  /** The service's day in Lisbon, YYYY-MM-DD. */
  service_day: string;
  gross_cents: number;
  commission_cents: number;
}

/**
 * The items behind an invoice row, in service order: the company's items invoiced with a service date in [from, to),
 * each with the charge and commission that monthFigures sums (the same money-figures pieces), so the lines add up to
 * the row.
 */
export async function invoiceLines(
  db: Conn,
  companyId: number,
  from: Date,
  to: Date,
  locale: 'en' | 'pt',
): Promise<InvoiceLine[]> {
  const name = locale === 'pt' ? sql`s.name_pt` : sql`s.name_en`;
  const found = await rows<InvoiceLine & { gross_cents: string | number; commission_cents: string | number }>(
    db,
    sql`select bi.id, b.reference,
               coalesce(${name}, bi.unserialized_service->>${locale === 'pt' ? 'name_pt' : 'name_en'}, '') as service_name,
               to_char(bi.booking_date at time zone 'Europe/Lisbon', 'YYYY-MM-DD') as service_day,
               ${keptChargeOf('bi')}::bigint as gross_cents,
               ${commissionOf(keptChargeOf('bi'), sql`c.commission_basis_points`)}::bigint as commission_cents
        from booking_items bi
        join bookings b on b.id = bi.booking_id
        join companies c on c.id = bi.company_id
        left join services s on s.id = bi.service_id
        where bi.company_id = ${companyId} and ${INVOICED}
          and bi.booking_date >= ${from.toISOString()} and bi.booking_date < ${to.toISOString()}
        order by bi.booking_date, bi.id`,
  );
  return found.map((r) => ({
    ...r,
    gross_cents: Number(r.gross_cents),
    commission_cents: Number(r.commission_cents),
  }));
}
