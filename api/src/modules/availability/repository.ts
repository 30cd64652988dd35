// SQL of service availability.
import { sql } from 'drizzle-orm';
import type { Conn } from '../cart/sql';
import { one, rows } from '../cart/sql';
import { heldByOthers } from '../cart/repository';
import type { ServiceRules } from './rules';

export interface RulesRow {
  id: number;
  company_id: number;
  status: string;
  kind: string;
  daily_capacity: number;
  start_times: string[];
  weekly: { weekday: number; times: string[] }[] | null;
  cutoff_hours: number | null;
  confirmation: 'partner' | 'instant';
  price_type: string;
  max_capacity: number;
  value_cents: number;
  value_discount_cents: number;
}

const RULES = sql`select s.id, s.company_id, s.status, s.kind, s.daily_capacity, s.start_times, a.weekly, a.cutoff_hours,
    s.confirmation, s.price_type, s.max_capacity, s.value_cents, s.value_discount_cents
  from services s left join service_availability a on a.service_id = s.id`;

export const rulesById = (db: Conn, id: number) => one<RulesRow>(db, sql`${RULES} where s.id = ${id}`);
export const rulesBySlug = (db: Conn, slug: string) => one<RulesRow>(db, sql`${RULES} where s.slug = ${slug}`);

export async function blockedDates(
  db: Conn,
  serviceId: number,
  from = '0001-01-01',
  to = '9999-12-31',
): Promise<string[]> {
  return (
    await rows<{ date: string }>(
      db,
      sql`select to_char(date, 'YYYY-MM-DD') as date from service_blocked_dates where service_id = ${serviceId} and date between ${from}::date and ${to}::date order by date`,
    )
  ).map((r) => r.date);
}

/**
 * Places taken per date: booked (paid or waiting for payment) plus live checkout holds (ADR 022), like the cart
 * counts; the holds of `ownCarts` (the asking traveller's) are theirs, not taken.
 */
export async function bookedBetween(
  db: Conn,
  serviceId: number,
  from: string,
  to: string,
  ownCarts: readonly number[] = [],
): Promise<Map<string, { capacity: number; booked: number }>> {
  const list = await rows<{ date: string; capacity: number; booked: number }>(
    db,
    sql`select to_char(d.date, 'YYYY-MM-DD') as date, d.capacity, d.booked + ${heldByOthers(ownCarts)} as booked from service_daily_capacity d
         where d.service_id = ${serviceId} and d.date between ${from}::date and ${to}::date`,
  );
  return new Map(list.map((r) => [r.date, { capacity: r.capacity, booked: r.booked }]));
}

export function toRules(row: RulesRow, blocked: string[]): ServiceRules {
  return {
    weekly: row.weekly,
    startTimes: row.start_times,
    dailyCapacity: row.daily_capacity,
    cutoffHours: row.cutoff_hours ?? 0,
    blocked: new Set(blocked),
    confirmation: row.confirmation,
  };
}

/**
 * Saves the rules in the caller's transaction. The service's start_times become every weekly time (what the cart
 * checks a chosen time against), and the capacity of future dates already on sale follows the new daily capacity,
 * never below what is already booked there.
 */
export async function saveRules(
  tx: Conn,
  serviceId: number,
  r: {
    weekly: { weekday: number; times: string[] }[];
    daily_capacity: number;
    blocked_dates: string[];
    cutoff_hours: number;
  },
  today: string,
): Promise<void> {
  const weekly = r.weekly
    .map((w) => ({ weekday: w.weekday, times: [...new Set(w.times)].sort() }))
    .sort((a, b) => a.weekday - b.weekday);
  const allTimes = [...new Set(weekly.flatMap((w) => w.times))].sort();
  await tx.execute(sql`select id from services where id = ${serviceId} for update`);
  await tx.execute(
    sql`insert into service_availability (service_id, weekly, cutoff_hours) values (${serviceId}, ${JSON.stringify(weekly)}::jsonb, ${r.cutoff_hours})
        on conflict (service_id) do update set weekly = excluded.weekly, cutoff_hours = excluded.cutoff_hours, updated_at = now()`,
  );
  await tx.execute(
    sql`update services set daily_capacity = ${r.daily_capacity}, start_times = ${JSON.stringify(allTimes)}::jsonb, updated_at = now() where id = ${serviceId}`,
  );
  await tx.execute(
    sql`update service_daily_capacity set capacity = greatest(${r.daily_capacity}, booked) where service_id = ${serviceId} and date >= ${today}::date`,
  );
  await saveClosedDates(tx, serviceId, r.blocked_dates);
}

/** Replaces the service's closed dates (the caller's transaction). */
export async function saveClosedDates(tx: Conn, serviceId: number, dates: readonly string[]): Promise<void> {
  await tx.execute(sql`delete from service_blocked_dates where service_id = ${serviceId}`);
  for (const date of [...new Set(dates)]) {
    await tx.execute(sql`insert into service_blocked_dates (service_id, date) values (${serviceId}, ${date}::date)`);
  }
}
