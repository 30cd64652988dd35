// SQL of the BOL events (spec §7 GET /api/bol-*): only upcoming, not cancelled events are public.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../catalogue/repository';
import { containsPattern } from '../catalogue/search';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '../../db/schema';
import { heldByOthers } from '../cart/repository';
import type { Conn } from '../../db/sql';
import { dateArray, intArray } from '../bookings/repository';

const fold = (expression: string) =>
  sql.raw(`lower(translate(${expression}, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'))`);

export interface EventFilter {
  category?: string;
  location?: string;
  venue?: string;
  words?: string[];
  /** Instants bounding starts_at. */
  from?: Date;
  to?: Date;
}

const FROM = sql`from bol_events e join bol_categories bc on bc.id = e.category_id join bol_venues bv on bv.id = e.venue_id
  join cities ci on ci.id = bv.city_id
  left join services sv on sv.id = e.service_id and sv.status = 'active' and sv.kind = 'event'`;

const UPCOMING = sql`e.status <> 'cancelled' and e.starts_at > now()`;

function where(f: EventFilter): SQL {
  const parts: SQL[] = [UPCOMING];
  if (f.category) parts.push(sql`bc.slug = ${f.category}`);
  if (f.location) parts.push(sql`ci.slug = ${f.location}`);
  if (f.venue) parts.push(sql`bv.slug = ${f.venue}`);
  if (f.from) parts.push(sql`e.starts_at >= ${f.from.toISOString()}`);
  if (f.to) parts.push(sql`e.starts_at < ${f.to.toISOString()}`);
  for (const word of f.words ?? []) {
    parts.push(
      sql`${fold("e.name_en || ' ' || e.name_pt || ' ' || e.description_en || ' ' || e.description_pt || ' ' || bv.name")} like ${containsPattern(word)}`,
    );
  }
  return sql`where ${sql.join(parts, sql` and `)}`;
}

export interface EventRow {
  id: number;
  slug: string;
  name_en: string;
  name_pt: string;
  description_en: string;
  description_pt: string;
  starts_at: Date | string;
  price_from_cents: number;
  image_url: string | null;
  status: string;
  category_id: number;
  category_slug: string;
  category_name_en: string;
  category_name_pt: string;
  venue_id: number;
  venue_slug: string;
  venue_name: string;
  venue_address: string;
  city_id: number;
  city_slug: string;
  city_name: string;
  city_district: string;
  service_slug: string | null;
}

export async function eventsPage(
  db: Db,
  f: EventFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: EventRow[] }> {
  const w = where(f);
  const [countRow] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} ${w}`);
  const data = await rows<EventRow>(
    db,
    sql`select e.id, e.slug, e.name_en, e.name_pt, e.description_en, e.description_pt, e.starts_at, e.price_from_cents, e.image_url, e.status,
        bc.id as category_id, bc.slug as category_slug, bc.name_en as category_name_en, bc.name_pt as category_name_pt,
        bv.id as venue_id, bv.slug as venue_slug, bv.name as venue_name, bv.address as venue_address,
        ci.id as city_id, ci.slug as city_slug, ci.name as city_name, ci.district as city_district,
        sv.slug as service_slug
      ${FROM} ${w} order by e.starts_at asc, e.id asc limit ${page.limit} offset ${page.offset}`,
  );
  return { total: countRow?.n ?? 0, rows: data };
}

export async function categoriesWithCounts(
  db: Db,
): Promise<{ id: number; slug: string; name_en: string; name_pt: string; events_count: number }[]> {
  return rows(
    db,
    sql`select bc.id, bc.slug, bc.name_en, bc.name_pt,
        (select count(*)::int from bol_events e where e.category_id = bc.id and ${UPCOMING}) as events_count
      from bol_categories bc order by bc.id`,
  );
}

export async function venues(db: Db): Promise<
  {
    id: number;
    slug: string;
    name: string;
    address: string;
    capacity: number;
    city_id: number;
    city_slug: string;
    city_name: string;
    city_district: string;
  }[]
> {
  return rows(
    db,
    sql`select bv.id, bv.slug, bv.name, bv.address, bv.capacity, ci.id as city_id, ci.slug as city_slug, ci.name as city_name, ci.district as city_district
      from bol_venues bv join cities ci on ci.id = bv.city_id order by ci.name, bv.name`,
  );
}

export async function locations(
  db: Db,
): Promise<{ id: number; slug: string; name: string; district: string; events_count: number }[]> {
  return rows(
    db,
    sql`select ci.id, ci.slug, ci.name, ci.district, count(*)::int as events_count ${FROM} ${where({})}
      group by ci.id, ci.slug, ci.name, ci.district order by events_count desc, ci.name`,
  );
}

export interface EventOfferRow {
  service_id: number;
  venue: { name: string; address: string; city: string } | null;
  sessions: { date: string; time: string; capacity: number; booked: number }[];
  ticket_types: { id: number; name_en: string; name_pt: string; seating: 'seated' | 'general'; price_cents: number }[];
}

/**
 * What an active event service sells (docs/adr/043): its sessions from yesterday on (the caller drops those already
 * begun) with the places taken — booked, plus other carts' live checkout holds (`ownCarts` are the caller's, not
 * counted) — and its ticket types. Undefined for a slug that is not an event on sale.
 */
export async function eventOffer(
  db: Db,
  slug: string,
  ownCarts: readonly number[],
): Promise<EventOfferRow | undefined> {
  const [row] = await rows<EventOfferRow>(
    db,
    sql`select s.id as service_id,
        (select json_build_object('name', bv.name, 'address', bv.address, 'city', ci.name) from bol_events e
           join bol_venues bv on bv.id = e.venue_id join cities ci on ci.id = bv.city_id where e.service_id = s.id order by e.id limit 1) as venue,
        coalesce((select json_agg(json_build_object('date', to_char(d.date, 'YYYY-MM-DD'), 'time', d.start_time, 'capacity', coalesce(d.capacity, d.session_capacity),
             'booked', d.booked + ${heldByOthers(ownCarts)}) order by d.date)
           from (select es.service_id, es.date, es.start_time, es.capacity as session_capacity, c.capacity, coalesce(c.booked, 0) as booked
                 from event_sessions es left join service_daily_capacity c on c.service_id = es.service_id and c.date = es.date
                 where es.service_id = s.id and es.date >= current_date - 1) d), '[]'::json) as sessions,
        coalesce((select json_agg(json_build_object('id', tt.id, 'name_en', tt.name_en, 'name_pt', tt.name_pt, 'seating', tt.seating, 'price_cents', tt.price_cents) order by tt.position)
           from event_ticket_types tt where tt.service_id = s.id), '[]'::json) as ticket_types
      from services s join companies co on co.id = s.company_id
      where s.slug = ${slug} and s.kind = 'event' and s.status = 'active' and co.status = 'active'`,
  );
  return row;
}

export interface PartnerSessionRow {
  id: number;
  date: string;
  time: string;
  capacity: number;
  sold: number;
}
export interface PartnerTicketTypeRow {
  id: number;
  name_en: string;
  name_pt: string;
  seating: 'seated' | 'general';
  price_cents: number;
  sold: number;
}

/** Booking items that hold or used places count as sold; the type sold is written on the item (docs/adr/043). */
const ITEM_TICKET_TYPE = sql.raw(`(bi.annotations -> 'ticket_type' ->> 'id')`);
const SOLD_STATUSES = sql.raw(`('waiting_payment', 'pending', 'confirmed', 'completed')`);

/**
 * An event service's sessions by date, each with the places booked on its day, and its ticket types in order, each
 * with the tickets sold. Under `lock` (inside the save's transaction) the day rows are locked too, so no ticket is sold
 * between the check and the write.
 */
export async function partnerOffer(
  db: Conn,
  serviceId: number,
  lock = false,
): Promise<{ sessions: PartnerSessionRow[]; ticket_types: PartnerTicketTypeRow[] }> {
  if (lock)
    await db.execute(
      sql`select service_id from service_daily_capacity where service_id = ${serviceId} order by date for update`,
    );
  const sessions = await rows<PartnerSessionRow>(
    db,
    sql`select es.id, to_char(es.date, 'YYYY-MM-DD') as date, es.start_time as time, es.capacity, coalesce(c.booked, 0)::int as sold
        from event_sessions es left join service_daily_capacity c on c.service_id = es.service_id and c.date = es.date
        where es.service_id = ${serviceId} order by es.date`,
  );
  const ticketTypes = await rows<PartnerTicketTypeRow>(
    db,
    sql`select tt.id, tt.name_en, tt.name_pt, tt.seating, tt.price_cents,
          (select coalesce(sum(bi.quantity), 0) from booking_items bi
             where bi.service_id = tt.service_id and ${ITEM_TICKET_TYPE} = tt.id::text and bi.status in ${SOLD_STATUSES})::int as sold
        from event_ticket_types tt where tt.service_id = ${serviceId} order by tt.position, tt.id`,
  );
  return { sessions, ticket_types: ticketTypes };
}

/** Places booked on each given day of a service (0 for a day without a row). */
export async function bookedOn(tx: Conn, serviceId: number, dates: readonly string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const found = await rows<{ date: string; booked: number }>(
    tx,
    sql`select to_char(date, 'YYYY-MM-DD') as date, booked from service_daily_capacity
        where service_id = ${serviceId} and date = any(${dateArray(dates)})`,
  );
  return new Map(found.map((r) => [r.date, r.booked]));
}

/** Locks the service row, so two saves of one event's offer run one after the other. */
export async function lockService(tx: Conn, serviceId: number): Promise<void> {
  await tx.execute(sql`select id from services where id = ${serviceId} for update`);
}

export interface OfferWrite {
  sessions: { id?: number; date: string; time: string; capacity: number }[];
  ticket_types: { id?: number; name_en: string; name_pt: string; seating: string; price_cents: number }[];
}

/**
 * Writes an event's sessions and ticket types (the caller's transaction, checked before): rows left out are deleted,
 * kept ones updated, new ones inserted, and the day rows of the sessions' days take the sessions' capacities. Kept
 * rows first move out of the way (far-future dates, negative positions), so two sessions may swap days and two ticket
 * types their order without tripping the unique keys.
 */
export async function replaceOffer(tx: Conn, serviceId: number, offer: OfferWrite): Promise<void> {
  const keptSessions = offer.sessions.flatMap((s) => (s.id === undefined ? [] : [s.id]));
  await tx.execute(
    sql`delete from event_sessions where service_id = ${serviceId} and not (id = any(${intArray(keptSessions)}))`,
  );
  await tx.execute(
    sql`update event_sessions set date = date + 365000 where service_id = ${serviceId} and id = any(${intArray(keptSessions)})`,
  );
  for (const s of offer.sessions) {
    if (s.id === undefined)
      await tx.execute(
        sql`insert into event_sessions (service_id, date, start_time, capacity) values (${serviceId}, ${s.date}::date, ${s.time}, ${s.capacity})`,
      );
    else
      await tx.execute(
        sql`update event_sessions set date = ${s.date}::date, start_time = ${s.time}, capacity = ${s.capacity}
            where id = ${s.id} and service_id = ${serviceId}`,
      );
  }
  // A day's first booking may make its row after the check read the locked ones; its places stay counted.
  await tx.execute(
    sql`update service_daily_capacity c set capacity = greatest(es.capacity, c.booked) from event_sessions es
        where es.service_id = ${serviceId} and c.service_id = es.service_id and c.date = es.date and c.capacity <> es.capacity`,
  );

  const keptTypes = offer.ticket_types.flatMap((tt) => (tt.id === undefined ? [] : [tt.id]));
  await tx.execute(
    sql`delete from event_ticket_types where service_id = ${serviceId} and not (id = any(${intArray(keptTypes)}))`,
  );
  await tx.execute(sql`update event_ticket_types set position = -1 - position where service_id = ${serviceId}`);
  for (const [position, tt] of offer.ticket_types.entries()) {
    if (tt.id === undefined)
      await tx.execute(
        sql`insert into event_ticket_types (service_id, name_en, name_pt, seating, price_cents, position)
            values (${serviceId}, ${tt.name_en}, ${tt.name_pt}, ${tt.seating}, ${tt.price_cents}, ${position})`,
      );
    else
      await tx.execute(
        sql`update event_ticket_types set name_en = ${tt.name_en}, name_pt = ${tt.name_pt}, seating = ${tt.seating},
              price_cents = ${tt.price_cents}, position = ${position}
            where id = ${tt.id} and service_id = ${serviceId}`,
      );
  }
}
