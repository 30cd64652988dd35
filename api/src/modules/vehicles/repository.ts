// SQL of a transfer partner's vehicles, always scoped to the company.
import { sql } from 'drizzle-orm';
import type { DashboardVehicle, VehicleBody } from '@mp/shared/contracts';
import type { Conn } from '../cart/sql';
import { one, rows } from '../cart/sql';

const SELECT = sql`select v.id, v.name, v.car_type, v.seats, v.luggage, v.accessibility, v.value_cents, v.roundback_value_cents, v.value_discount_cents,
    v.baby_seats_value_cents, v.child_seats_value_cents, v.booster_seats_value_cents, v.free_cancelation, v.free_cancelation_policy_hours,
    v.status as vehicle_status, coalesce((select json_agg(d.district order by d.district) from vehicle_districts d where d.vehicle_id = v.id), '[]'::json) as districts
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
