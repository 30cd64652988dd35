// SQL of a transfer partner's vehicles, always scoped to the company.
import { sql } from 'drizzle-orm';
import type { DashboardVehicle, VehicleBody, VehiclePricing } from '@mp/shared/contracts';
import { lisbonToday } from '../../lib/lisbon-time';
import type { PricedVehicle } from '../transfers/pricing';
import { ROUTE_PRICES } from '../transfers/repository';
import type { Conn } from '../../db/sql';
import { one, rows } from '../../db/sql';

const SELECT = sql`select v.id, v.name, v.car_type, v.seats, v.luggage, v.accessibility, v.value_cents, v.roundback_value_cents, v.value_discount_cents,
    v.baby_seats_value_cents, v.child_seats_value_cents, v.booster_seats_value_cents, v.free_cancelation, v.free_cancelation_policy_hours,
    v.status as vehicle_status, v.units, v.per_km_cents, v.min_fare_cents,
    (select count(*)::int from vehicle_route_prices r where r.vehicle_id = v.id) as route_price_count, coalesce((select json_agg(d.district order by d.district) from vehicle_districts d where d.vehicle_id = v.id), '[]'::json) as districts
  from vehicles v`;

export async function listVehicles(
  db: Conn,
  companyId: number,
  status: string | undefined,
  limit: number,
  offset: number,
) {
  const where = status ? sql`v.company_id = ${companyId} and v.status = ${status}` : sql`v.company_id = ${companyId}`;
  const total = await one<{ n: number }>(db, sql`select count(*)::int as n from vehicles v where ${where}`);
  const list = await rows<DashboardVehicle>(
    db,
    sql`${SELECT} where ${where} order by v.name, v.id limit ${limit} offset ${offset}`,
  );
  return { total: total?.n ?? 0, list };
}

export const vehicleOf = (db: Conn, companyId: number, id: number) =>
  one<DashboardVehicle>(db, sql`${SELECT} where v.company_id = ${companyId} and v.id = ${id}`);

export async function nameTaken(db: Conn, companyId: number, name: string, exceptId: number | null): Promise<boolean> {
  return Boolean(
    await one(
      db,
      sql`select 1 from vehicles where company_id = ${companyId} and lower(name) = lower(${name}) and id <> ${exceptId ?? 0}`,
    ),
  );
}

const columns = (b: VehicleBody) => ({
  name: b.name,
  car_type: b.car_type,
  seats: b.seats,
  luggage: b.luggage,
  accessibility: b.accessibility,
  value_cents: b.value_cents,
  roundback_value_cents: b.roundback_value_cents,
  value_discount_cents: b.value_discount_cents,
  baby_seats_value_cents: b.baby_seats_value_cents,
  child_seats_value_cents: b.child_seats_value_cents,
  booster_seats_value_cents: b.booster_seats_value_cents,
  free_cancelation: b.free_cancelation,
  free_cancelation_policy_hours: b.free_cancelation_policy_hours,
  status: b.vehicle_status,
});

export async function insertVehicle(tx: Conn, companyId: number, b: VehicleBody): Promise<number> {
  const c = columns(b);
  const names = Object.keys(c).map((k) => sql.identifier(k));
  const values = Object.values(c).map((v) => sql`${v}`);
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into vehicles (company_id, ${sql.join(names, sql`, `)}) values (${companyId}, ${sql.join(values, sql`, `)}) returning id`,
  );
  return row!.id;
}

export async function updateVehicle(tx: Conn, companyId: number, id: number, b: VehicleBody): Promise<boolean> {
  const set = Object.entries(columns(b)).map(([k, v]) => sql`${sql.identifier(k)} = ${v}`);
  return (
    (
      await rows(
        tx,
        sql`update vehicles set ${sql.join(set, sql`, `)}, updated_at = now() where id = ${id} and company_id = ${companyId} returning id`,
      )
    ).length > 0
  );
}

export async function replaceDistricts(tx: Conn, vehicleId: number, districts: string[]): Promise<void> {
  await tx.execute(sql`delete from vehicle_districts where vehicle_id = ${vehicleId}`);
  for (const d of [...new Set(districts.map((x) => x.trim()).filter(Boolean))]) {
    await tx.execute(sql`insert into vehicle_districts (vehicle_id, district) values (${vehicleId}, ${d})`);
  }
}

export async function bulkStatus(tx: Conn, companyId: number, ids: number[], status: string): Promise<number> {
  const list = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  const locked = await rows(
    tx,
    sql`select id from vehicles where company_id = ${companyId} and id in (${list}) order by id for update`,
  );
  if (locked.length !== ids.length) return -1;
  return (
    await rows(
      tx,
      sql`update vehicles set status = ${status}, updated_at = now() where company_id = ${companyId} and id in (${list}) returning id`,
    )
  ).length;
}

/** A vehicle's units, distance rate, fixed prices and blocked days from today on (docs/adr/052). */
export async function pricingOf(db: Conn, companyId: number, id: number): Promise<VehiclePricing | undefined> {
  return one<VehiclePricing>(
    db,
    sql`select v.units, v.per_km_cents, v.min_fare_cents,
        coalesce((select json_agg(json_build_object('kind', r.kind, 'from_place', r.from_place, 'to_place', r.to_place,
          'one_way_cents', r.one_way_cents, 'round_trip_cents', r.round_trip_cents) order by r.kind, r.id)
          from vehicle_route_prices r where r.vehicle_id = v.id), '[]'::json) as route_prices,
        coalesce((select json_agg(to_char(b.date, 'YYYY-MM-DD') order by b.date) from vehicle_blocked_dates b
          where b.vehicle_id = v.id and b.date >= ${lisbonToday()}::date), '[]'::json) as blocked_dates
      from vehicles v where v.company_id = ${companyId} and v.id = ${id}`,
  );
}

/** The vehicle's priced view, for a preview (the pricing function's fields). */
export function pricedVehicleOf(db: Conn, companyId: number, id: number) {
  return one<PricedVehicle>(
    db,
    sql`select v.value_cents, v.roundback_value_cents, v.value_discount_cents, v.baby_seats_value_cents, v.child_seats_value_cents,
        v.booster_seats_value_cents, v.per_km_cents, v.min_fare_cents, ${ROUTE_PRICES}
      from vehicles v where v.company_id = ${companyId} and v.id = ${id}`,
  );
}

/** Replaces a vehicle's pricing under its row lock; false when it is not the company's. Past blocked days are kept. */
export async function replacePricing(tx: Conn, companyId: number, id: number, p: VehiclePricing): Promise<boolean> {
  const locked = await one(tx, sql`select id from vehicles where id = ${id} and company_id = ${companyId} for update`);
  if (!locked) return false;
  await tx.execute(
    sql`update vehicles set units = ${p.units}, per_km_cents = ${p.per_km_cents}, min_fare_cents = ${p.min_fare_cents},
      updated_at = now() where id = ${id}`,
  );
  await tx.execute(sql`delete from vehicle_route_prices where vehicle_id = ${id}`);
  for (const r of p.route_prices)
    await tx.execute(
      sql`insert into vehicle_route_prices (vehicle_id, kind, from_place, to_place, one_way_cents, round_trip_cents)
        values (${id}, ${r.kind}, ${r.from_place}, ${r.to_place}, ${r.one_way_cents}, ${r.round_trip_cents})`,
    );
  await tx.execute(sql`delete from vehicle_blocked_dates where vehicle_id = ${id} and date >= ${lisbonToday()}::date`);
  for (const d of p.blocked_dates)
    await tx.execute(
      sql`insert into vehicle_blocked_dates (vehicle_id, date) values (${id}, ${d}::date) on conflict do nothing`,
    );
  return true;
}
