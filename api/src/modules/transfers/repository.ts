// SQL of transfers: the fixed location list, vehicles that serve a trip, and quote requests.
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { transferQuoteRequests } from '../../db/schema';
import { rows } from '../catalogue/repository';
import type { PricedVehicle } from './pricing';

type Conn = Db | Tx;

export interface TownRow {
  id: number;
  name: string;
  district: string;
  country: string;
  maps_id: string;
  lat: number;
  lng: number;
}

export interface PoiRow {
  id: number;
  slug: string;
  name_en: string;
  name_pt: string;
  city: string;
  city_name: string | null;
  district: string;
  maps_id: string;
  lat: number;
  lng: number;
}

export async function allTowns(db: Conn): Promise<TownRow[]> {
  return rows(db, sql`select id, name, district, country, maps_id, lat, lng from transfer_locations order by name`);
}

export async function allPointsOfInterest(db: Conn): Promise<PoiRow[]> {
  return rows(
    db,
    sql`select p.id, p.slug, p.name_en, p.name_pt, p.city, ci.name as city_name, p.district, p.maps_id, p.lat, p.lng
      from points_of_interest p left join cities ci on ci.slug = p.city order by p.id`,
  );
}

/** A vehicle offered for a trip (its price fields are `PricedVehicle`'s). */
export interface VehicleRow extends PricedVehicle {
  id: number;
  units: number;
  name: string;
  car_type: string;
  seats: number;
  luggage: number;
  accessibility: boolean;
  free_cancelation: boolean;
  free_cancelation_policy_hours: number;
  districts: string[];
  company_id: number;
  company_slug: string;
  company_trade_name: string;
  company_logo_url: string | null;
  service_id: number | null;
  service_slug: string | null;
}

export interface TripNeeds {
  pickupDistrict: string;
  dropOffDistrict: string;
  passengers: number;
  luggage: number;
}

/** The route prices `r` as a JSON array of `RoutePrice` objects (an aggregate over `vehicle_route_prices r`). */
export const ROUTE_PRICES_JSON = sql`coalesce(json_agg(json_build_object('kind', r.kind, 'from_place', r.from_place, 'to_place', r.to_place,
    'one_way_cents', r.one_way_cents, 'round_trip_cents', r.round_trip_cents) order by r.kind, r.id), '[]'::json)`;

/** A vehicle's fixed prices as `RoutePrice` objects (a fragment over `vehicles v`). */
export const ROUTE_PRICES = sql`(select ${ROUTE_PRICES_JSON} from vehicle_route_prices r where r.vehicle_id = v.id) as route_prices`;

const VEHICLE_COLUMNS = sql`v.id, v.name, v.car_type, v.seats, v.luggage, v.accessibility, v.value_cents, v.roundback_value_cents,
  v.value_discount_cents, v.baby_seats_value_cents, v.child_seats_value_cents, v.booster_seats_value_cents,
  v.free_cancelation, v.free_cancelation_policy_hours, v.units, v.per_km_cents, v.min_fare_cents, ${ROUTE_PRICES},
  (select coalesce(json_agg(d.district order by d.district), '[]'::json) from vehicle_districts d where d.vehicle_id = v.id) as districts,
  co.id as company_id, co.slug as company_slug, co.trade_name as company_trade_name,
  (select l.url from company_logos l where l.company_id = co.id order by l.position limit 1) as company_logo_url,
  ts.id as service_id, ts.slug as service_slug`;

// The company's transfer service a vehicle booking is filed under: its first active one.
const FROM = sql`from vehicles v join companies co on co.id = v.company_id
  left join lateral (select s.id, s.slug from services s where s.company_id = co.id and s.kind = 'transfer' and s.status = 'active'
    order by s.id limit 1) ts on true`;

/**
 * Active vehicles of live companies that sell transfers (the module staff approved, docs/partner-review.md) whose
 * districts cover both ends, with room for the passengers and luggage.
 */
function servesTrip(needs: TripNeeds) {
  return sql`v.status = 'active' and co.status = 'active' and (co.modules->>'transfers')::boolean
    and v.seats >= ${needs.passengers} and v.luggage >= ${needs.luggage}
    and exists (select 1 from vehicle_districts d where d.vehicle_id = v.id and d.district = ${needs.pickupDistrict})
    and exists (select 1 from vehicle_districts d where d.vehicle_id = v.id and d.district = ${needs.dropOffDistrict})`;
}

export async function vehiclesForTrip(db: Conn, needs: TripNeeds): Promise<VehicleRow[]> {
  return rows(db, sql`select ${VEHICLE_COLUMNS} ${FROM} where ${servesTrip(needs)} order by v.id`);
}

export async function vehicleForTrip(db: Conn, id: number, needs: TripNeeds): Promise<VehicleRow | null> {
  const [row] = await rows<VehicleRow>(
    db,
    sql`select ${VEHICLE_COLUMNS} ${FROM} where v.id = ${id} and ${servesTrip(needs)}`,
  );
  return row ?? null;
}

export async function activeVehicleExists(db: Conn, id: number): Promise<boolean> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from vehicles v join companies co on co.id = v.company_id where v.id = ${id} and v.status = 'active' and co.status = 'active'
      and (co.modules->>'transfers')::boolean`,
  );
  return (row?.n ?? 0) > 0;
}

/** The vehicles among `ids` that are not for sale on one of `dates` (YYYY-MM-DD). */
export async function vehiclesBlockedOn(db: Conn, ids: number[], dates: string[]): Promise<Set<number>> {
  if (ids.length === 0 || dates.length === 0) return new Set();
  const found = await rows<{ vehicle_id: number }>(
    db,
    sql`select distinct vehicle_id from vehicle_blocked_dates
      where vehicle_id in (${sql.join(
        ids.map((i) => sql`${i}::int`),
        sql`, `,
      )}) and date in (${sql.join(
        dates.map((d) => sql`${d}::date`),
        sql`, `,
      )})`,
  );
  return new Set(found.map((r) => r.vehicle_id));
}

/**
 * The booked windows of the vehicles among `ids` that overlap [from, to): those of live booking items (not declined
 * or cancelled) of a paid booking or one still waiting for its payment.
 */
export async function busyWindowsOf(
  db: Conn,
  ids: number[],
  from: Date,
  to: Date,
  ownCarts: readonly number[] = [],
): Promise<Map<number, { starts: Date; ends: Date }[]>> {
  const out = new Map<number, { starts: Date; ends: Date }[]>();
  if (ids.length === 0) return out;
  const found = await rows<{ vehicle_id: number; starts_at: string | Date; ends_at: string | Date }>(
    db,
    sql`select w.vehicle_id, w.starts_at, w.ends_at from vehicle_busy_windows w
      join booking_items bi on bi.id = w.booking_item_id join bookings b on b.id = bi.booking_id
      where w.vehicle_id in (${sql.join(
        ids.map((i) => sql`${i}::int`),
        sql`, `,
      )}) and w.starts_at < ${to.toISOString()}::timestamptz and w.ends_at > ${from.toISOString()}::timestamptz
        and bi.status not in ('declined', 'cancelled') and (b.status = 'paid' or (b.status = 'waiting_payment' and (b.expires_at is null or b.expires_at > now())
          ${notOwnAttempt(ownCarts)}))`,
  );
  for (const r of found) {
    const list = out.get(r.vehicle_id) ?? [];
    list.push({ starts: new Date(r.starts_at), ends: new Date(r.ends_at) });
    out.set(r.vehicle_id, list);
  }
  return out;
}

/** Leaves out the caller's own unpaid attempts at their carts: paying again replaces them (the checkout releases them). */
function notOwnAttempt(ownCarts: readonly number[]) {
  if (ownCarts.length === 0) return sql``;
  return sql`and coalesce((b.annotations->>'cart_id')::int, 0) not in (${sql.join(
    ownCarts.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}

/** Locks the vehicles' rows in id order, so two bookings of the same car are counted one after the other. */
export async function lockVehicles(tx: Conn, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await tx.execute(
    sql`select id from vehicles where id in (${sql.join(
      sorted.map((i) => sql`${i}::int`),
      sql`, `,
    )}) order by id for update`,
  );
}

/** Stores the windows a booked vehicle trip keeps one unit busy. */
export async function insertBusyWindows(
  tx: Conn,
  windows: { bookingItemId: number; vehicleId: number; starts: Date; ends: Date }[],
): Promise<void> {
  for (const w of windows)
    await tx.execute(
      sql`insert into vehicle_busy_windows (booking_item_id, vehicle_id, starts_at, ends_at)
        values (${w.bookingItemId}, ${w.vehicleId}, ${w.starts.toISOString()}::timestamptz, ${w.ends.toISOString()}::timestamptz)`,
    );
}

/** A booking's vehicle items, in the order they were written (the cart's line order). */
export function vehicleItemsOf(tx: Conn, bookingId: number): Promise<{ id: number; vehicle_id: number }[]> {
  return rows(
    tx,
    sql`select id, vehicle_id from booking_items where booking_id = ${bookingId} and vehicle_id is not null order by id`,
  );
}

export type QuoteRequestInsert = typeof transferQuoteRequests.$inferInsert;
export type QuoteRequestRow = typeof transferQuoteRequests.$inferSelect;

export async function insertQuoteRequest(db: Conn, values: QuoteRequestInsert): Promise<QuoteRequestRow> {
  const [row] = await db.insert(transferQuoteRequests).values(values).returning();
  if (!row) throw new Error('quote request insert returned nothing');
  return row;
}

export async function quoteRequestsPage(
  db: Conn,
  status: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: QuoteRequestRow[] }> {
  const where = status ? and(eq(transferQuoteRequests.status, status)) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(transferQuoteRequests).where(where);
  const data = await db
    .select()
    .from(transferQuoteRequests)
    .where(where)
    .orderBy(desc(transferQuoteRequests.createdAt), desc(transferQuoteRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.n ?? 0, rows: data };
}

/** The export's next quote requests: the list's status filter, newest request first, after `beforeId` (keyset). */
export function quoteRequestsBatch(
  db: Conn,
  status: string | undefined,
  beforeId: number | null,
  limit: number,
): Promise<QuoteRequestRow[]> {
  return db
    .select()
    .from(transferQuoteRequests)
    .where(
      and(
        status ? eq(transferQuoteRequests.status, status) : undefined,
        beforeId === null ? undefined : lt(transferQuoteRequests.id, beforeId),
      ),
    )
    .orderBy(desc(transferQuoteRequests.id))
    .limit(limit);
}
