// SQL of the restaurant guide (spec §7 GET /api/restaurants, restaurant-countries, restaurant-locations).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '../../db/schema';
import { dateArray, intArray } from '../bookings/repository';
import type { Conn } from '../../db/sql';
import { rows } from '../catalogue/repository';
import { containsPattern } from '../catalogue/search';

const fold = (expression: string) =>
  sql.raw(`lower(translate(${expression}, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'))`);

export interface RestaurantFilter {
  country?: string;
  location?: string;
  priceLevel?: number;
  words?: string[];
}

const FROM = sql`from restaurants r join cities ci on ci.id = r.city_id`;

function where(f: RestaurantFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.country) parts.push(sql`r.country = ${f.country}`);
  if (f.location) parts.push(sql`ci.slug = ${f.location}`);
  if (f.priceLevel) parts.push(sql`r.price_level = ${f.priceLevel}`);
  for (const word of f.words ?? []) {
    parts.push(
      sql`${fold("r.name || ' ' || r.cuisine_en || ' ' || r.cuisine_pt || ' ' || ci.name")} like ${containsPattern(word)}`,
    );
  }
  return sql`where ${sql.join(parts, sql` and `)}`;
}

export interface RestaurantRow {
  id: number;
  slug: string;
  name: string;
  address: string;
  country: string;
  cuisine_en: string;
  cuisine_pt: string;
  description_en: string;
  description_pt: string;
  price_level: number;
  rating_tenths: number;
  phone: string | null;
  image_url: string | null;
  city_id: number;
  city_slug: string;
  city_name: string;
  city_district: string;
  service_slug: string | null;
}

export async function restaurantsPage(
  db: Db,
  f: RestaurantFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: RestaurantRow[] }> {
  const w = where(f);
  const [countRow] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} ${w}`);
  const data = await rows<RestaurantRow>(
    db,
    sql`select r.id, r.slug, r.name, r.address, r.country, r.cuisine_en, r.cuisine_pt, r.description_en, r.description_pt, r.price_level,
        r.rating_tenths, r.phone, r.image_url, ci.id as city_id, ci.slug as city_slug, ci.name as city_name, ci.district as city_district,
        (select s.slug from services s join companies co on co.id = s.company_id
           where s.id = r.service_id and s.status = 'active' and co.status = 'active') as service_slug
      ${FROM} ${w} order by r.rating_tenths desc, r.name asc, r.id asc limit ${page.limit} offset ${page.offset}`,
  );
  return { total: countRow?.n ?? 0, rows: data };
}

export async function countries(
  db: Db,
): Promise<{ code: string; name_en: string | null; name_pt: string | null; restaurants_count: number }[]> {
  return rows(
    db,
    sql`select r.country as code, cn.name_en, cn.name_pt, count(*)::int as restaurants_count
      from restaurants r left join countries cn on cn.code = r.country group by r.country, cn.name_en, cn.name_pt order by restaurants_count desc, r.country`,
  );
}

export async function locations(
  db: Db,
  country: string | undefined,
): Promise<{ id: number; slug: string; name: string; district: string; country: string; restaurants_count: number }[]> {
  return rows(
    db,
    sql`select ci.id, ci.slug, ci.name, ci.district, r.country, count(*)::int as restaurants_count ${FROM}
      ${where(country ? { country } : {})} group by ci.id, ci.slug, ci.name, ci.district, r.country order by restaurants_count desc, ci.name`,
  );
}

/**
 * Covers taken in each restaurant slot (docs/adr/044): parties booked (paid, waiting for payment or its answer,
 * confirmed) whose time falls in the slot, plus the parties of other carts' live checkout holds (ADR 022) — a hold is
 * per day, so its cart's lines say which slot it covers; `ownCarts` are the caller's, not counted. Under the day's
 * capacity row lock (`lockCapacity`) no booking or hold of that day appears meanwhile.
 */
export async function coversTaken(
  db: Conn,
  slots: readonly { serviceId: number; from: Date; to: Date }[],
  ownCarts: readonly number[],
): Promise<number[]> {
  if (slots.length === 0) return [];
  const values = sql.join(
    slots.map(
      (s, n) =>
        sql`(${n}::int, ${s.serviceId}::int, ${s.from.toISOString()}::timestamptz, ${s.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const mine = ownCarts.length
    ? sql`and ci.cart_id not in (${sql.join(
        ownCarts.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql``;
  const found = await rows<{ n: number; taken: number }>(
    db,
    sql`select v.n,
          (select coalesce(sum(bi.quantity), 0) from booking_items bi
             where bi.service_id = v.service_id and bi.booking_date >= v.starts and bi.booking_date < v.ends
               and bi.status in ('waiting_payment', 'pending', 'confirmed', 'completed'))::int
          + (select coalesce(sum(ci.quantity), 0) from cart_items ci
             where ci.service_id = v.service_id and ci.booking_date >= v.starts and ci.booking_date < v.ends ${mine}
               and exists (select 1 from cart_holds h where h.cart_id = ci.cart_id and h.service_id = ci.service_id and h.expires_at > now()))::int as taken
        from (values ${values}) as v(n, service_id, starts, ends) order by v.n`,
  );
  return found.map((r) => r.taken);
}

export interface RestaurantServiceRow {
  service_id: number;
  name: string;
  address: string;
  city: string;
  value_cents: number;
  max_capacity: number;
}

/** The active restaurant service behind a page slug, with the guide's address; undefined when not on sale. */
export async function restaurantService(db: Conn, slug: string): Promise<RestaurantServiceRow | undefined> {
  const [row] = await rows<RestaurantServiceRow>(
    db,
    sql`select s.id as service_id, coalesce(r.name, s.name_en) as name, coalesce(r.address, '') as address, coalesce(ci.name, '') as city,
          s.value_cents, s.max_capacity
        from services s join companies co on co.id = s.company_id
          left join restaurants r on r.service_id = s.id left join cities ci on ci.id = r.city_id
        where s.slug = ${slug} and s.kind = 'restaurant' and s.status = 'active' and co.status = 'active'
        order by r.id limit 1`,
  );
  return row;
}

export interface BookingRulesRow {
  slot_minutes: number;
  covers_per_slot: number;
  confirmation: 'partner' | 'instant';
  opening_hours: { weekday: number; opens: string; closes: string }[];
}

/** A restaurant service's rules and weekly opening periods (by weekday, then opening); undefined: none written yet. */
export async function bookingRules(db: Conn, serviceId: number): Promise<BookingRulesRow | undefined> {
  const [row] = await rows<BookingRulesRow>(
    db,
    sql`select rr.slot_minutes, rr.covers_per_slot, rr.confirmation,
          coalesce((select json_agg(json_build_object('weekday', oh.weekday, 'opens', oh.opens, 'closes', oh.closes) order by oh.weekday, oh.opens)
            from restaurant_opening_hours oh where oh.service_id = rr.service_id), '[]'::json) as opening_hours
        from restaurant_booking_rules rr where rr.service_id = ${serviceId}`,
  );
  return row;
}

/**
 * Replaces a restaurant's rules and opening periods (the caller's transaction). The service row is locked first, so two
 * saves of one restaurant run one after the other.
 */
export async function replaceBookingRules(tx: Conn, serviceId: number, rules: BookingRulesRow): Promise<void> {
  await tx.execute(sql`select id from services where id = ${serviceId} for update`);
  await tx.execute(
    sql`insert into restaurant_booking_rules (service_id, slot_minutes, covers_per_slot, confirmation)
        values (${serviceId}, ${rules.slot_minutes}, ${rules.covers_per_slot}, ${rules.confirmation})
        on conflict (service_id) do update set slot_minutes = excluded.slot_minutes, covers_per_slot = excluded.covers_per_slot,
          confirmation = excluded.confirmation`,
  );
  await tx.execute(sql`delete from restaurant_opening_hours where service_id = ${serviceId}`);
  if (rules.opening_hours.length === 0) return;
  await tx.execute(
    sql`insert into restaurant_opening_hours (service_id, weekday, opens, closes) values ${sql.join(
      rules.opening_hours.map((h) => sql`(${serviceId}, ${h.weekday}, ${h.opens}, ${h.closes})`),
      sql`, `,
    )}`,
  );
}

/** The days from `today` that already have a capacity row (something was held or booked on them). */
export async function capacityDaysFrom(tx: Conn, serviceId: number, today: string): Promise<string[]> {
  const found = await rows<{ date: string }>(
    tx,
    sql`select to_char(date, 'YYYY-MM-DD') as date from service_daily_capacity where service_id = ${serviceId} and date >= ${today}::date
        order by date`,
  );
  return found.map((r) => r.date);
}

/**
 * Sets each day row's capacity to the covers of the whole day under the new rules (never below what is booked), so
 * the day's row keeps only serialising that day's bookings and never refuses a party the slots have room for.
 */
export async function setDayCapacities(
  tx: Conn,
  serviceId: number,
  days: readonly { date: string; capacity: number }[],
): Promise<void> {
  if (days.length === 0) return;
  await tx.execute(
    sql`update service_daily_capacity d set capacity = greatest(v.capacity, d.booked)
        from unnest(${dateArray(days.map((d) => d.date))}, ${intArray(days.map((d) => d.capacity))}) as v(date, capacity)
        where d.service_id = ${serviceId} and d.date = v.date`,
  );
}
