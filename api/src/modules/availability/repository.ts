// SQL of service availability.
import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/sql';
import { one, rows } from '../../db/sql';
import { heldByOthers } from '../cart/repository';
import { slotKey, type ServiceRules } from './rules';

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
  await tx.execute(sql`update services set start_times = ${JSON.stringify(allTimes)}::jsonb where id = ${serviceId}`);
  await setDailyCapacity(tx, serviceId, r.daily_capacity, today);
  await saveClosedDates(tx, serviceId, r.blocked_dates);
}

/**
 * Sets a service's places per day from `today` on, as the availability editor saves them: a day that already sold more
 * keeps what it sold.
 */
export async function setDailyCapacity(tx: Conn, serviceId: number, capacity: number, today: string): Promise<void> {
  await tx.execute(sql`update services set daily_capacity = ${capacity}, updated_at = now() where id = ${serviceId}`);
  await tx.execute(
    sql`update service_daily_capacity set capacity = greatest(${capacity}, booked) where service_id = ${serviceId} and date >= ${today}::date`,
  );
}

/** Per service, its coming days (from `today`) that already sold more than `capacity` places. */
export async function daysSoldOver(
  db: Conn,
  serviceIds: readonly number[],
  capacity: number,
  today: string,
): Promise<Map<number, number>> {
  if (serviceIds.length === 0) return new Map();
  const found = await rows<{ service_id: number; days: number }>(
    db,
    sql`select service_id, count(*)::int as days from service_daily_capacity
         where service_id in (${sql.join(
           serviceIds.map((id) => sql`${id}::int`),
           sql`, `,
         )}) and date >= ${today}::date and booked > ${capacity}
         group by service_id`,
  );
  return new Map(found.map((r) => [r.service_id, r.days]));
}

/** Replaces the service's closed dates (the caller's transaction). */
export async function saveClosedDates(tx: Conn, serviceId: number, dates: readonly string[]): Promise<void> {
  await tx.execute(sql`delete from service_blocked_dates where service_id = ${serviceId}`);
  for (const date of [...new Set(dates)]) {
    await tx.execute(sql`insert into service_blocked_dates (service_id, date) values (${serviceId}, ${date}::date)`);
  }
}

/** Start times closed on one date from the partner's calendar, as `slotKey`s (docs/adr/051). */
export async function blockedSlots(db: Conn, serviceId: number, from: string, to: string): Promise<Set<string>> {
  const list = await rows<{ date: string; start_time: string }>(
    db,
    sql`select to_char(date, 'YYYY-MM-DD') as date, start_time from service_blocked_slots
        where service_id = ${serviceId} and date between ${from}::date and ${to}::date`,
  );
  return new Set(list.map((r) => slotKey(r.date, r.start_time)));
}

/** The services the partner's calendar shows: the company's, not drafts, whose places are the weekly rules'. */
export interface CalendarServiceRow extends RulesRow {
  name_en: string;
  name_pt: string;
}
export const CALENDAR_KINDS = ['experience', 'wellness', 'transfer'];

export async function calendarServices(
  db: Conn,
  companyId: number,
  serviceIds: readonly number[] | null,
  lock = false,
): Promise<CalendarServiceRow[]> {
  const only = serviceIds
    ? sql`and s.id in (${sql.join(
        serviceIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql``;
  return rows<CalendarServiceRow>(
    db,
    sql`select s.id, s.company_id, s.status, s.kind, s.daily_capacity, s.start_times, a.weekly, a.cutoff_hours,
          s.price_type, s.max_capacity, s.value_cents, s.value_discount_cents, s.name_en, s.name_pt
        from services s left join service_availability a on a.service_id = s.id
        where s.company_id = ${companyId} and s.status <> 'draft'
          and s.kind in (${sql.join(
            CALENDAR_KINDS.map((k) => sql`${k}`),
            sql`, `,
          )}) ${only}
        order by s.id ${lock ? sql`for update of s` : sql``}`,
  );
}

/**
 * What the calendar needs of the services between two dates, in four reads: closed dates, blocked start times, the
 * day's places (booked, and live checkout holds apart) and the places sold per start time (booking items paid or
 * waiting for payment, at their Lisbon start time).
 */
export async function calendarFacts(db: Conn, serviceIds: readonly number[], from: string, to: string) {
  const ids = sql.join(
    serviceIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const range = sql`between ${from}::date and ${to}::date`;
  const [dates, slots, places, sold] = await Promise.all([
    rows<{ service_id: number; date: string }>(
      db,
      sql`select service_id, to_char(date, 'YYYY-MM-DD') as date from service_blocked_dates where service_id in (${ids}) and date ${range}`,
    ),
    rows<{ service_id: number; date: string; start_time: string }>(
      db,
      sql`select service_id, to_char(date, 'YYYY-MM-DD') as date, start_time from service_blocked_slots where service_id in (${ids}) and date ${range}`,
    ),
    rows<{ service_id: number; date: string; capacity: number; booked: number; held: number }>(
      db,
      sql`select d.service_id, to_char(d.date, 'YYYY-MM-DD') as date, d.capacity, d.booked, ${heldByOthers([])} as held
          from service_daily_capacity d where d.service_id in (${ids}) and d.date ${range}`,
    ),
    rows<{ service_id: number; date: string; time: string; sold: number }>(
      db,
      sql`select i.service_id, to_char(i.capacity_date, 'YYYY-MM-DD') as date,
            to_char(i.booking_date at time zone 'Europe/Lisbon', 'HH24:MI') as time, sum(i.quantity)::int as sold
          from booking_items i
          where i.service_id in (${ids}) and i.capacity_date ${range}
            and i.status in ('waiting_payment', 'pending', 'confirmed', 'completed')
          group by 1, 2, 3`,
    ),
  ]);
  return { dates, slots, places, sold };
}

/** The rows of a `values` list of dates: `(values ${dateValues(dates)}) as v(date)`. */
const dateValues = (dates: readonly string[]) =>
  sql.join(
    dates.map((d) => sql`(${d}::date)`),
    sql`, `,
  );

/** Closes or reopens whole dates of a service (its closed dates; the caller's transaction). */
export async function setDatesClosed(tx: Conn, serviceId: number, dates: readonly string[], closed: boolean) {
  if (dates.length === 0) return;
  const list = dateValues(dates);
  await tx.execute(
    closed
      ? sql`insert into service_blocked_dates (service_id, date) select ${serviceId}, v.date from (values ${list}) as v(date) on conflict do nothing`
      : sql`delete from service_blocked_dates where service_id = ${serviceId} and date in (select v.date from (values ${list}) as v(date))`,
  );
}

/** Closes or reopens one start time on some dates of a service (the caller's transaction). */
export async function setSlotsClosed(
  tx: Conn,
  serviceId: number,
  dates: readonly string[],
  time: string,
  closed: boolean,
) {
  if (dates.length === 0) return;
  const list = dateValues(dates);
  await tx.execute(
    closed
      ? sql`insert into service_blocked_slots (service_id, date, start_time) select ${serviceId}, v.date, ${time} from (values ${list}) as v(date) on conflict do nothing`
      : sql`delete from service_blocked_slots where service_id = ${serviceId} and start_time = ${time} and date in (select v.date from (values ${list}) as v(date))`,
  );
}
