// SQL of the customer's booking lists.
import { sql, type SQL } from 'drizzle-orm';
import { one, rows, type Conn } from '../../db/sql';
import { internalProviders } from '../../db/schema/statuses';
import { keptChargeOf } from '../super/sales/figures-repository';

const statusFilter = (statuses: string[]) =>
  statuses.length ? sql`and bi.status in ${sql.raw(`(${statuses.map((s) => `'${s}'`).join(',')})`)}` : sql``;

export async function bookingsPage(
  db: Conn,
  userId: number,
  statuses: string[],
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  const filter = sql`b.user_id = ${userId} and exists (select 1 from booking_items bi where bi.booking_id = b.id ${statusFilter(statuses)})`;
  const total = await one<{ n: number }>(db, sql`select count(*)::int as n from bookings b where ${filter}`);
  const list = await bookingRows(
    db,
    filter,
    sql`order by b.created_at ${sql.raw(order === 'asc' ? 'asc' : 'desc')}, b.id ${sql.raw(order === 'asc' ? 'asc' : 'desc')}
        limit ${limit} offset ${offset}`,
  );
  return { total: total?.n ?? 0, list };
}

/** The bookings a filter selects, with what each paid and got back (the customer's booking answer). */
export function bookingRows(db: Conn, filter: SQL, tail: SQL = sql``) {
  return rows<{
    id: number;
    reference: string;
    status: string;
    payment_method: string;
    total_cents: number;
    discount_cents: number;
    points_used: number;
    created_at: Date | string;
    money_cents: number;
    refunded_cents: number;
    promo_cents: number;
    gift_card_cents: number;
  }>(
    db,
    sql`select b.id, b.reference, b.status, b.payment_method, b.total_cents, b.discount_cents, b.points_used, b.created_at,
          (select coalesce(sum(p.amount_cents), 0)::int from payments p
            where p.booking_id = b.id and p.status in ('paid', 'refunded') and p.provider not in (${internalProviders})) as money_cents,
          (select coalesce(sum((p.details->>'refunded_cents')::int), 0)::int from payments p where p.booking_id = b.id) as refunded_cents,
          (select coalesce(sum(r.discount_cents), 0)::int from promo_code_redemptions r where r.booking_id = b.id) as promo_cents,
          (select coalesce(sum(g.amount_cents), 0)::int from gift_card_transactions g where g.booking_id = b.id and g.kind = 'redeem') as gift_card_cents
        from bookings b where ${filter} ${tail}`,
  );
}

export { statusFilter };

/** The items of a booking if it is the user's (a row with null id for a booking without items; none if not theirs). */
export async function itemsOfOwnBooking(
  db: Conn,
  userId: number,
  bookingId: number,
): Promise<
  {
    id: number | null;
    status: string | null;
    booking_date: Date | string;
    annotations: Record<string, unknown>;
    charge_left_cents: number;
  }[]
> {
  const result = (await db.execute(
    sql`select bi.id, bi.status, bi.booking_date, bi.annotations, coalesce(${keptChargeOf('bi')}, 0)::int as charge_left_cents
        from bookings b left join booking_items bi on bi.booking_id = b.id
        where b.id = ${bookingId} and b.user_id = ${userId} order by bi.id`,
  )) as unknown as {
    rows: {
      id: number | null;
      status: string | null;
      booking_date: Date | string;
      annotations: Record<string, unknown>;
      charge_left_cents: number;
    }[];
  };
  return result.rows;
}

/** The partner of each item: company, trade name and the owner a chat opens with. */
/**
 * Where each item takes place as its service states it (a meeting point, a restaurant's address, an event's venue), with
 * its place on the map when the partner gave one.
 */
export interface ItemPlace {
  text: { en?: string; pt?: string };
  position: { lat: number; lng: number } | null;
}
export async function placesOfItems(db: Conn, itemIds: number[]): Promise<Map<number, ItemPlace>> {
  if (itemIds.length === 0) return new Map();
  const found = await rows<{
    item_id: number;
    meeting_point: { en?: string; pt?: string };
    meeting_lat: number | null;
    meeting_lng: number | null;
  }>(
    db,
    sql`select bi.id as item_id, s.meeting_point, s.meeting_lat, s.meeting_lng
          from booking_items bi join services s on s.id = bi.service_id
        where s.meeting_point is not null and bi.id in ${sql.raw(`(${itemIds.map(Number).join(',')})`)}`,
  );
  return new Map(
    found.map((r) => [
      r.item_id,
      {
        text: r.meeting_point,
        position: r.meeting_lat === null || r.meeting_lng === null ? null : { lat: r.meeting_lat, lng: r.meeting_lng },
      },
    ]),
  );
}

export async function partnersOfItems(
  db: Conn,
  itemIds: number[],
): Promise<Map<number, { company_id: number; trade_name: string; contact_user_id: number | null }>> {
  if (itemIds.length === 0) return new Map();
  const found = await rows<{ item_id: number; company_id: number; trade_name: string; contact_user_id: number | null }>(
    db,
    sql`select bi.id as item_id, c.id as company_id, c.trade_name, c.owner_user_id as contact_user_id
        from booking_items bi join companies c on c.id = bi.company_id where bi.id in ${sql.raw(`(${itemIds.map(Number).join(',')})`)}`,
  );
  return new Map(
    found.map((r) => [
      r.item_id,
      { company_id: r.company_id, trade_name: r.trade_name, contact_user_id: r.contact_user_id },
    ]),
  );
}
