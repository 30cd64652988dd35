// SQL of carts: the cart row (user's or guest's), its items, and the catalogue rows pricing reads.
import { and, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { cartHolds, cartItems, carts } from '../../db/schema';
import { one, rows, type Conn } from '../../db/sql';
import type { CartItemInput, ImageVariant } from '@mp/shared/contracts';
import type { PricedVehicle } from '../transfers/pricing';
import { ROUTE_PRICES } from '../transfers/repository';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export interface ServiceForPricing {
  id: number;
  slug: string;
  kind: 'experience' | 'wellness' | 'transfer' | 'gift_card' | 'event' | 'restaurant';
  name_en: string;
  name_pt: string;
  status: string;
  company_id: number;
  company_status: string;
  category_slug: string;
  price_type: 'per_person' | 'per_group';
  max_capacity: number;
  value_cents: number;
  value_discount_cents: number;
  /** The child band (docs/adr/023): null child_value_cents = one price per person. */
  age_start: number;
  child_value_cents: number | null;
  child_age_end: number | null;
  children_alone: boolean;
  daily_capacity: number;
  start_times: string[];
  duration_minutes: number;
  /** Who confirms a booked item (bookings/confirmation.ts); a restaurant's table rules decide for its tables. */
  confirmation: 'partner' | 'instant';
  annotations: { free_cancellation?: boolean; cancellation_policy?: number; selected_language?: string | null };
  gift_card_values_cents: number[] | null;
  image_url: string | null;
  /** The first picture's size and variants (ADR 024), for the order summary's <picture>; null without pictures. */
  image_variants: { width: number | null; height: number | null; variants: ImageVariant[] } | null;
  meeting_point: { en: string; pt: string } | null;
  /** The partner's availability rules: null weekly = open every day at start_times. */
  weekly: { weekday: number; times: string[] }[] | null;
  cutoff_hours: number;
  blocked_dates: string[];
  /** Start times closed on one date from the partner's calendar, as availability's `slotKey`s (docs/adr/051). */
  blocked_slots: string[];
  /** The service's price tiers (service_extra_prices), by max_capacity. */
  extra_prices: { max_capacity: number; value_cents: number }[];
  /** An event's sessions and ticket types (docs/adr/043); empty for every other kind. */
  event_sessions: EventSessionRow[];
  ticket_types: TicketTypeRow[];
  /** A restaurant's booking rules and opening hours (docs/adr/044); null for every other kind. */
  restaurant: RestaurantRules | null;
}

export interface RestaurantRules {
  slot_minutes: number;
  covers_per_slot: number;
  confirmation: 'partner' | 'instant';
  hours: { weekday: number; opens: string; closes: string }[];
}

export interface EventSessionRow {
  date: string;
  time: string;
  capacity: number;
}

export interface TicketTypeRow {
  id: number;
  name_en: string;
  name_pt: string;
  seating: 'seated' | 'general';
  price_cents: number;
}

/** What the cart reads of a vehicle to price a transfer (`PricedVehicle`) and check it may be sold. */
export interface VehicleForPricing extends PricedVehicle {
  id: number;
  units: number;
  company_id: number;
  name: string;
  car_type: string;
  status: string;
  seats: number;
  free_cancelation: boolean;
  free_cancelation_policy_hours: number;
}

/**
 * The pricing view of services (`ServiceForPricing`) for the rows `where` keeps of `services s`, with their price
 * tiers: a fragment, so the checkout can read it in the statement that reads the cart (one round trip fewer, ADR 033).
 */
export function servicesForPricingSql(where: SQL): SQL {
  return sql`select s.id, s.slug, s.kind, s.name_en, s.name_pt, s.status, s.company_id, c.status as company_status,
          cat.slug as category_slug, s.price_type, s.max_capacity, s.value_cents, s.value_discount_cents, s.daily_capacity,
          s.age_start, s.child_value_cents, s.child_age_end, s.children_alone, s.start_times, s.duration_minutes, s.confirmation, s.annotations, s.gift_card_values_cents, s.meeting_point,
          (select i.url from service_images i where i.service_id = s.id order by i.position limit 1) as image_url,
          (select json_build_object('width', i.width, 'height', i.height, 'variants', i.variants)
             from service_images i where i.service_id = s.id order by i.position limit 1) as image_variants,
          a.weekly, coalesce(a.cutoff_hours, 0) as cutoff_hours,
          coalesce((select json_agg(to_char(b.date, 'YYYY-MM-DD')) from service_blocked_dates b where b.service_id = s.id and b.date >= current_date - 1), '[]'::json) as blocked_dates,
          coalesce((select json_agg(to_char(b.date, 'YYYY-MM-DD') || ' ' || b.start_time) from service_blocked_slots b where b.service_id = s.id and b.date >= current_date - 1), '[]'::json) as blocked_slots,
          coalesce((select json_agg(json_build_object('max_capacity', e.max_capacity, 'value_cents', e.value_cents) order by e.max_capacity)
             from service_extra_prices e where e.service_id = s.id), '[]'::json) as extra_prices,
          case when s.kind = 'event' then coalesce((select json_agg(json_build_object('date', to_char(es.date, 'YYYY-MM-DD'), 'time', es.start_time, 'capacity', es.capacity) order by es.date)
             from event_sessions es where es.service_id = s.id and es.date >= current_date - 1), '[]'::json) else '[]'::json end as event_sessions,
          case when s.kind = 'event' then coalesce((select json_agg(json_build_object('id', tt.id, 'name_en', tt.name_en, 'name_pt', tt.name_pt, 'seating', tt.seating, 'price_cents', tt.price_cents) order by tt.position)
             from event_ticket_types tt where tt.service_id = s.id), '[]'::json) else '[]'::json end as ticket_types,
          case when s.kind = 'restaurant' then (select json_build_object('slot_minutes', rr.slot_minutes, 'covers_per_slot', rr.covers_per_slot, 'confirmation', rr.confirmation,
               'hours', coalesce((select json_agg(json_build_object('weekday', oh.weekday, 'opens', oh.opens, 'closes', oh.closes) order by oh.weekday, oh.opens)
                 from restaurant_opening_hours oh where oh.service_id = s.id), '[]'::json))
             from restaurant_booking_rules rr where rr.service_id = s.id) end as restaurant
        from services s join companies c on c.id = s.company_id join categories cat on cat.id = s.category_id
          left join service_availability a on a.service_id = s.id
        where ${where}`;
}

/**
 * Ids as one bound parameter (an int[] literal), not inlined: the statement's text is then the same for every cart, so
 * PostgreSQL parses and plans it once per connection (db/prepared); inlined, each call was planned afresh.
 */
const idArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`}::int[]`;

/**
 * `s.id = $1` for one service (a cart of one line, the usual one): PostgreSQL then keeps a generic plan for the
 * statement. With `= any($1)` it cannot tell how many ids the array holds, so its generic plan looked dearer than a
 * plan for the actual ids and it planned the statement afresh on every call (0.35 ms of the server's time each).
 */
export async function servicesByIds(db: Conn, ids: number[]): Promise<ServiceForPricing[]> {
  if (ids.length === 0) return [];
  if (ids.length === 1) return rows(db, servicesForPricingSql(sql`s.id = ${Math.trunc(Number(ids[0]))}::int`));
  return rows(db, servicesForPricingSql(sql`s.id = any(${idArray(ids)})`));
}

export async function vehiclesByIds(db: Conn, ids: number[]): Promise<VehicleForPricing[]> {
  if (ids.length === 0) return [];
  return rows(
    db,
    sql`select v.id, v.company_id, v.name, v.car_type, v.status, v.seats, v.value_cents, v.roundback_value_cents, v.value_discount_cents,
          v.baby_seats_value_cents, v.child_seats_value_cents, v.booster_seats_value_cents, v.free_cancelation, v.free_cancelation_policy_hours,
          v.units, v.per_km_cents, v.min_fare_cents, ${ROUTE_PRICES}
        from vehicles v where v.id = any(${idArray(ids)})`,
  );
}

/**
 * Places other carts hold on a (service, date), live holds only (`expires_at` later than the statement's now()).
 * `ownCarts` leaves out the caller's own holds: theirs to book (a customer's cart and the guest cart they carry, which
 * the next cart call merges into it).
 */
export function heldByOthers(ownCarts: readonly number[]) {
  const mine = ownCarts.length
    ? sql`and h.cart_id not in (${sql.join(
        ownCarts.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql``;
  return sql`coalesce((select sum(h.places) from cart_holds h where h.service_id = d.service_id and h.date = d.date and h.expires_at > now() ${mine}), 0)::int`;
}

/**
 * Places already taken per (service, date): booked (paid or waiting for payment) plus what other carts hold
 * (ADR 022); a missing row means none.
 */
export async function bookedPlaces(
  db: Conn,
  pairs: { serviceId: number; date: string }[],
  ownCarts: readonly number[] = [],
): Promise<Map<string, { capacity: number; booked: number }>> {
  const out = new Map<string, { capacity: number; booked: number }>();
  if (pairs.length === 0) return out;
  const values = sql.join(
    pairs.map((p) => sql`(${p.serviceId}::int, ${p.date}::date)`),
    sql`, `,
  );
  const found = await rows<{ service_id: number; date: string; capacity: number; booked: number }>(
    db,
    sql`select d.service_id, to_char(d.date, 'YYYY-MM-DD') as date, d.capacity, d.booked + ${heldByOthers(ownCarts)} as booked
        from service_daily_capacity d join (values ${values}) as v(service_id, date) on v.service_id = d.service_id and v.date = d.date`,
  );
  for (const r of found) out.set(`${r.service_id}|${r.date}`, { capacity: r.capacity, booked: r.booked });
  return out;
}

export async function openCartOfUser(db: Conn, userId: number, lock = false): Promise<CartRow | undefined> {
  const q = db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), isNull(carts.closedAt)))
    .orderBy(carts.id)
    .limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

export async function openCartOfGuest(db: Conn, tokenHash: string, lock = false): Promise<CartRow | undefined> {
  const q = db
    .select()
    .from(carts)
    .where(and(eq(carts.guestTokenHash, tokenHash), isNull(carts.closedAt)))
    .limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

export async function cartById(db: Conn, id: number, lock = false): Promise<CartRow | undefined> {
  const q = db.select().from(carts).where(eq(carts.id, id)).limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

export async function insertCart(
  db: Conn,
  values: { userId: number | null; guestTokenHash: string | null; notes?: string | null },
): Promise<CartRow> {
  const [row] = await db.insert(carts).values(values).returning();
  if (!row) throw new Error('cart insert failed');
  return row;
}

/**
 * A new cart and its lines in one statement, atomic on its own, so without BEGIN and COMMIT (fewer round trips, ADR
 * 033: a guest's first cart, the bench's cart before each booking). The lines get their ids in the order given.
 */
export async function insertCartWithItems(
  db: Conn,
  values: { userId: number | null; guestTokenHash: string | null; notes?: string | null },
  items: Omit<typeof cartItems.$inferInsert, 'cartId'>[],
): Promise<CartRow> {
  const lines = items.map((i) => ({
    item_key: i.itemKey,
    service_id: i.serviceId ?? null,
    vehicle_id: i.vehicleId ?? null,
    booking_date: i.bookingDate ? i.bookingDate.toISOString() : null,
    quantity: i.quantity,
    adults: i.adults ?? null,
    children: i.children ?? null,
    unit_price_cents: i.unitPriceCents,
    total_cents: i.totalCents,
    discount_cents: i.discountCents ?? 0,
    notes: i.notes ?? {},
  }));
  const found = await one<{ cart: CartJson }>(
    db,
    sql`with c as (
          insert into carts (user_id, guest_token_hash, notes) values (${values.userId}::int, ${values.guestTokenHash}, ${values.notes ?? null}) returning *),
        i as (
          insert into cart_items (cart_id, item_key, service_id, vehicle_id, booking_date, quantity, adults, children, unit_price_cents, total_cents, discount_cents, notes)
          select c.id, e.v->>'item_key', (e.v->>'service_id')::int, (e.v->>'vehicle_id')::int, (e.v->>'booking_date')::timestamptz, (e.v->>'quantity')::int,
            (e.v->>'adults')::int, (e.v->>'children')::int, (e.v->>'unit_price_cents')::int, (e.v->>'total_cents')::int, (e.v->>'discount_cents')::int, e.v->'notes'
          from c, jsonb_array_elements(${JSON.stringify(lines)}::jsonb) with ordinality as e(v, n) order by e.n)
        select row_to_json(c) as cart from c`,
  );
  if (!found) throw new Error('cart insert failed');
  return cartFromJson(found.cart);
}

/** A cart row as `row_to_json` gives it. */
export interface CartJson {
  id: number;
  user_id: number | null;
  guest_token_hash: string | null;
  promo_code_id: number | null;
  used_points: number;
  notes: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export const cartFromJson = (c: CartJson): CartRow => ({
  id: c.id,
  userId: c.user_id,
  guestTokenHash: c.guest_token_hash,
  promoCodeId: c.promo_code_id,
  usedPoints: c.used_points,
  notes: c.notes,
  closedAt: c.closed_at === null ? null : new Date(c.closed_at),
  createdAt: new Date(c.created_at),
  updatedAt: new Date(c.updated_at),
});

/** Writes `patch` (and the time of the change); the cart as it now stands. */
export async function updateCart(
  db: Conn,
  id: number,
  patch: Partial<Pick<CartRow, 'promoCodeId' | 'usedPoints' | 'notes' | 'closedAt' | 'userId' | 'guestTokenHash'>>,
): Promise<CartRow | undefined> {
  return (
    await db
      .update(carts)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(carts.id, id))
      .returning()
  )[0];
}

export function itemsOfCart(db: Conn, cartId: number): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(cartItems.id);
}

/** The line inputs a cart holds (as the client last sent them). */
export async function storedInputs(db: Conn, cartId: number): Promise<CartItemInput[]> {
  const items = await itemsOfCart(db, cartId);
  return items.map((row) => (row.notes as { item: CartItemInput }).item);
}

/** `empty`: the cart was made in this transaction and has no lines to delete (a round trip less). */
export async function replaceItems(db: Conn, cartId: number, items: (typeof cartItems.$inferInsert)[], empty = false) {
  if (!empty) await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  if (items.length) await db.insert(cartItems).values(items);
}

export async function deleteCart(db: Conn, cartId: number) {
  await db.delete(carts).where(eq(carts.id, cartId));
}

/**
 * Serialises everything that touches one user's cart, points or bookings (row lock on the user). FOR NO KEY UPDATE,
 * not FOR UPDATE: it excludes the other checkouts and cart writes of this user just the same, but not the key-share
 * lock a foreign-key check takes, so inserting a row that points at the user (a guest's profile, a login's token)
 * never waits for a checkout in flight.
 */
export async function lockUser(db: Conn, userId: number) {
  return one<{ id: number; user_type: string; email: string; first_name: string; last_name: string }>(
    db,
    sql`select id, user_type, email, first_name, last_name from users where id = ${userId} for no key update`,
  );
}

export type CartHoldRow = typeof cartHolds.$inferSelect;

/** The cart's live hold rows (ADR 022); expired rows are ignored until the sweeper deletes them. */
export function liveHoldsOf(db: Conn, cartId: number): Promise<CartHoldRow[]> {
  return db
    .select()
    .from(cartHolds)
    .where(and(eq(cartHolds.cartId, cartId), gt(cartHolds.expiresAt, sql`now()`)))
    .orderBy(cartHolds.serviceId, cartHolds.date);
}

/** Places other carts hold, per locked (service, date) pair; call after `lockCapacity` so no hold appears meanwhile. */
export async function placesHeldByOthers(
  db: Conn,
  pairs: { serviceId: number; date: string }[],
  cartId: number,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (pairs.length === 0) return out;
  const values = sql.join(
    pairs.map((p) => sql`(${p.serviceId}::int, ${p.date}::date)`),
    sql`, `,
  );
  const found = await rows<{ service_id: number; date: string; held: number }>(
    db,
    sql`select d.service_id, to_char(d.date, 'YYYY-MM-DD') as date, ${heldByOthers([cartId])} as held from (values ${values}) as d(service_id, date)`,
  );
  for (const r of found) out.set(`${r.service_id}|${r.date}`, r.held);
  return out;
}

/** The cart's hold becomes exactly `places` until `expiresAt` (the rows it had before are replaced). */
export async function replaceHolds(
  db: Conn,
  cartId: number,
  places: { serviceId: number; date: string; places: number }[],
  expiresAt: Date,
) {
  await db.delete(cartHolds).where(eq(cartHolds.cartId, cartId));
  if (places.length)
    await db
      .insert(cartHolds)
      .values(places.map((p) => ({ cartId, serviceId: p.serviceId, date: p.date, places: p.places, expiresAt })));
}

export async function deleteHolds(db: Conn, cartId: number) {
  await db.delete(cartHolds).where(eq(cartHolds.cartId, cartId));
}

/** The sweeper's part: rows no read counts any more. */
export async function deleteExpiredHolds(db: Conn, now: Date): Promise<number> {
  const gone = await db.delete(cartHolds).where(lte(cartHolds.expiresAt, now)).returning({ id: cartHolds.id });
  return gone.length;
}
