// Daily sales aggregates (ADR 014), written by one call where a booking is marked paid and one where an item is
// refunded, inside that transaction, so the dashboard's figures move with the money and never need a count over bookings.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';

type Conn = Db | Tx;

const LISBON_DAY = (column: string) => sql.raw(`(${column} at time zone 'Europe/Lisbon')::date`);

/**
 * The upsert that adds sold items to their partners' days: `sold` is a query of (day, company_id, service_id,
 * payment_method, value_cents, discount_cents) rows. A statement of its own (recordSale) or a part of the one that
 * marks a booking paid (bookings/ledger.ts markPaid, which keeps a booking's statements few: ADR 033).
 */
export function addSales(sold: SQL): SQL {
  return sql`
    insert into sales_daily (day, company_id, service_id, payment_method, items_sold, sold_cents, commission_cents)
    select s.day, s.company_id, coalesce(s.service_id, 0), s.payment_method, count(*)::int,
           sum(s.value_cents - s.discount_cents)::int,
           sum(round((s.value_cents - s.discount_cents) * c.commission_basis_points / 10000.0))::int
    from (${sold}) s
    join companies c on c.id = s.company_id
    group by 1, 2, 3, 4
    on conflict (day, company_id, service_id, payment_method) do update set
      items_sold = sales_daily.items_sold + excluded.items_sold,
      sold_cents = sales_daily.sold_cents + excluded.sold_cents,
      commission_cents = sales_daily.commission_cents + excluded.commission_cents`;
}

/** Adds a paid booking's items to their partners' day (its payment day). Call once, when it becomes paid. */
export async function recordSale(tx: Conn, bookingId: number): Promise<void> {
  await tx.execute(
    addSales(sql`select ${LISBON_DAY('b.paid_at')} as day, bi.company_id, bi.service_id, b.payment_method, bi.value_cents, bi.discount_cents
      from booking_items bi join bookings b on b.id = bi.booking_id
      where b.id = ${bookingId} and b.status = 'paid' and bi.status <> 'waiting_payment'`),
  );
}

/** Takes a refunded item's charge off today's figures of its partner (the commission on it goes too). */
export async function recordRefund(tx: Conn, bookingItemId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await tx.execute(sql`
    insert into sales_daily (day, company_id, service_id, payment_method, items_refunded, refunded_cents, commission_cents)
    select ${LISBON_DAY('now()')}, bi.company_id, coalesce(bi.service_id, 0), b.payment_method, 1, ${cents}::int,
           -round(${cents}::int * c.commission_basis_points / 10000.0)::int
    from booking_items bi
    join bookings b on b.id = bi.booking_id
    join companies c on c.id = bi.company_id
    where bi.id = ${bookingItemId}
    on conflict (day, company_id, service_id, payment_method) do update set
      items_refunded = sales_daily.items_refunded + excluded.items_refunded,
      refunded_cents = sales_daily.refunded_cents + excluded.refunded_cents,
      commission_cents = sales_daily.commission_cents + excluded.commission_cents`);
}

/**
 * Recomputes every row from the bookings (the demo seed, which writes bookings directly, and a repair tool): sales on
 * the payment day, refunds of declined or cancelled items on the day the item last changed.
 */
export async function rebuildSalesDaily(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from sales_daily`);
    await tx.execute(sql`
      insert into sales_daily (day, company_id, service_id, payment_method, items_sold, sold_cents, items_refunded, refunded_cents, commission_cents)
      select day, company_id, service_id, payment_method, sum(sold)::int, sum(sold_cents)::int, sum(refunded)::int, sum(refunded_cents)::int, sum(commission)::int
      from (
        select ${LISBON_DAY('b.paid_at')} as day, bi.company_id, coalesce(bi.service_id, 0) as service_id, b.payment_method,
               1 as sold, bi.value_cents - bi.discount_cents as sold_cents, 0 as refunded, 0 as refunded_cents,
               round((bi.value_cents - bi.discount_cents) * c.commission_basis_points / 10000.0) as commission
        from booking_items bi join bookings b on b.id = bi.booking_id join companies c on c.id = bi.company_id
        where b.status = 'paid' and bi.status <> 'waiting_payment'
        union all
        select ${LISBON_DAY('bi.updated_at')}, bi.company_id, coalesce(bi.service_id, 0), b.payment_method,
               0, 0, 1, bi.value_cents - bi.discount_cents,
               -round((bi.value_cents - bi.discount_cents) * c.commission_basis_points / 10000.0)
        from booking_items bi join bookings b on b.id = bi.booking_id join companies c on c.id = bi.company_id
        where b.status = 'paid' and bi.status in ('declined', 'cancelled')
      ) sales
      group by day, company_id, service_id, payment_method`);
  });
}
