// SQL of the customer's booking lists.
import { sql } from 'drizzle-orm';
import { one, rows, type Conn } from '../cart/sql';

const statusFilter = (statuses: string[]) =>
  statuses.length ? sql`and bi.status in ${sql.raw(`(${statuses.map((s) => `'${s}'`).join(',')})`)}` : sql``;

export async function bookingsPage(db: Conn, userId: number, statuses: string[], order: 'asc' | 'desc', limit: number, offset: number) {
  const filter = sql`b.user_id = ${userId} and exists (select 1 from booking_items bi where bi.booking_id = b.id ${statusFilter(statuses)})`;
  const total = await one<{ n: number }>(db, sql`select count(*)::int as n from bookings b where ${filter}`);
  const list = await rows<{ id: number; reference: string; status: string; payment_method: string; total_cents: number; discount_cents: number; points_used: number; created_at: Date | string }>(
    db,
    sql`select b.id, b.reference, b.status, b.payment_method, b.total_cents, b.discount_cents, b.points_used, b.created_at
        from bookings b where ${filter} order by b.id ${sql.raw(order === 'asc' ? 'asc' : 'desc')} limit ${limit} offset ${offset}`,
  );
  return { total: total?.n ?? 0, list };
}

export { statusFilter };
