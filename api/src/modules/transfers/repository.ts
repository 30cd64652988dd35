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

const VEHICLE_COLUMNS = sql`v.id, v.name, v.car_type, v.seats, v.luggage, v.accessibility, v.value_cents, v.roundback_value_cents,
  v.value_discount_cents, v.baby_seats_value_cents, v.child_seats_value_cents, v.booster_seats_value_cents,
  v.free_cancelation, v.free_cancelation_policy_hours,
  (select coalesce(json_agg(d.district order by d.district), '[]'::json) from vehicle_districts d where d.vehicle_id = v.id) as districts,
  co.id as company_id, co.slug as company_slug, co.trade_name as company_trade_name,
  (select l.url from company_logos l where l.company_id = co.id order by l.position limit 1) as company_logo_url,
  ts.id as service_id, ts.slug as service_slug`;

// The company's transfer service a vehicle booking is filed under: its first active one.
const FROM = sql`from vehicles v join companies co on co.id = v.company_id
  left join lateral (select s.id, s.slug from services s where s.company_id = co.id and s.kind = 'transfer' and s.status = 'active'
    order by s.id limit 1) ts on true`;

/** Active vehicles of live companies whose districts cover both ends, with room for the passengers and luggage. */
function servesTrip(needs: TripNeeds) {
  return sql`v.status = 'active' and co.status = 'active'
    and v.seats >= ${needs.passengers} and v.luggage >= ${needs.luggage}
    and exists (select 1 from vehicle_districts d where d.vehicle_id = v.id and d.district = ${needs.pickupDistrict})
    and exists (select 1 from vehicle_districts d where d.vehicle_id = v.id and d.district = ${needs.dropOffDistrict})`;
}

export async function vehiclesForTrip(db: Conn, needs: TripNeeds): Promise<VehicleRow[]> {
  return rows(db, sql`select ${VEHICLE_COLUMNS} ${FROM} where ${servesTrip(needs)} order by v.id`);
}

export async function countVehiclesForTrip(db: Conn, needs: TripNeeds): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} where ${servesTrip(needs)}`);
  return row?.n ?? 0;
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
    sql`select count(*)::int as n from vehicles v join companies co on co.id = v.company_id where v.id = ${id} and v.status = 'active' and co.status = 'active'`,
  );
  return (row?.n ?? 0) > 0;
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
