// SQL of bookings: capacity rows (created on demand, locked FOR UPDATE in a fixed order), bookings, items, payments.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bookingItems, bookings, payments, serviceDailyCapacity, userProfiles, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { one, rows, type Conn } from '../../db/sql';
import type { CartItemInput } from '@mp/shared/contracts';
import { ANSWER_CUTOFF_HOURS } from './answer-window';
import {
  cartFromJson,
  heldByOthers,
  servicesForPricingSql,
  type CartJson,
  type CartRow,
  type ServiceForPricing,
} from '../cart/repository';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingItemRow = typeof bookingItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Locks the capacity rows of (service, date) pairs — created from the service's daily capacity when missing —
 * in the order given (callers sort, so two checkouts never wait on each other in opposite orders). One statement
 * (ADR 033): the upsert's DO UPDATE locks an existing row as a row update does (it conflicts with FOR UPDATE and
 * with every other writer of the row) and answers the row as it stands once locked.
 */
export async function lockCapacity(db: Conn, pairs: { serviceId: number; date: string; capacity: number }[]) {
  const out = new Map<string, { capacity: number; booked: number }>();
  if (pairs.length === 0) return out;
  const locked = await rows<{ service_id: number; date: string; capacity: number; booked: number }>(
    db,
    sql`insert into service_daily_capacity (service_id, date, capacity, booked)
        select p.service_id, p.date, p.capacity, 0
        from unnest(${intArray(pairs.map((p) => p.serviceId))}, ${dateArray(pairs.map((p) => p.date))}, ${intArray(pairs.map((p) => p.capacity))})
          with ordinality as p(service_id, date, capacity, n)
        order by p.n
        on conflict (service_id, date) do update set capacity = service_daily_capacity.capacity
        returning service_id, to_char(date, 'YYYY-MM-DD') as date, capacity, booked`,
  );
  for (const r of locked) out.set(`${r.service_id}|${r.date}`, { capacity: r.capacity, booked: r.booked });
  return out;
}

/** An int[] parameter (both drivers take a Postgres array literal as text). */
export const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((v) => Math.trunc(Number(v))).join(',')}}`}::int[]`;
/** A date[] parameter from YYYY-MM-DD strings. */
export const dateArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : 'invalid')).join(',')}}`}::date[]`;

export async function addBooked(db: Conn, serviceId: number, date: string, delta: number) {
  await db
    .update(serviceDailyCapacity)
    .set({ booked: sql`${serviceDailyCapacity.booked} + ${delta}` })
    .where(and(eq(serviceDailyCapacity.serviceId, serviceId), eq(serviceDailyCapacity.date, date)));
}

/**
 * The account a guest checkout is held by, made in one short transaction of its own, before the checkout's:
 * - an address nobody has registered: the passwordless CLIENT account keyed by that address (made on first use, reused
 *   after; a reset link opens it later, which proves the inbox);
 * - an address of a registered account (a password set, or a partner's or staff's): never that account (typing an
 *   address proves nothing). A passwordless holder of its own with an address that cannot receive
 *   mail (`guest-…@guest.invalid`) keeps the booking until the address's owner follows the link in the confirmation
 *   mail (`shadow: true`). The answer is the same either way, so checkout does not reveal who has an account.
 * Never call it while this request holds another transaction: the profile insert's foreign-key check takes a key-share
 * lock on the user row, and a lock the caller holds on that row on another connection would make it wait for ever
 * (neither PostgreSQL nor PGlite can see that cycle).
 */
export async function guestClient(
  db: Db,
  b: { email: string; first_name: string; last_name: string; phone: string | null },
): Promise<{ id: number; shadow: boolean }> {
  const email = b.email.trim().toLowerCase();
  // One statement (ADR 033): the address's account made if new; else, for a registered one, a shadow holder with
  // an address that cannot receive mail; and the holder's profile. The existing account is read from the statement's
  // snapshot, which cannot see an account another checkout committed while this insert waited on it: then nothing
  // comes back and the fallback below runs as separate statements, each seeing what was committed before it.
  const found = await one<{ id: number; shadow: boolean }>(
    db,
    sql`with created as (
          insert into users (user_type, email, password_hash, first_name, last_name, phone)
          values ('CLIENT', ${email}, null, ${b.first_name}, ${b.last_name}, ${b.phone})
          on conflict (email) do nothing returning id),
        existing as (
          select id, (password_hash is not null or user_type <> 'CLIENT') as foreign_account from users
          where email = ${email} and not exists (select 1 from created)),
        shadow as (
          insert into users (user_type, email, password_hash, first_name, last_name, phone)
          select 'CLIENT', ${`guest-${randomBytes(12).toString('hex')}@guest.invalid`}, null, ${b.first_name}, ${b.last_name}, ${b.phone}
          from existing where foreign_account returning id),
        holder as (
          select id, false as shadow from created
          union all select id, true from shadow
          union all select id, false from existing where not foreign_account),
        profile as (insert into user_profiles (user_id, country) select id, 'pt' from holder on conflict (user_id) do nothing)
        select id, shadow from holder`,
  );
  if (found) return found;
  return db.transaction(async (tx) => {
    const existing = await one<{ id: number; user_type: string; registered: boolean }>(
      tx,
      sql`select id, user_type, password_hash is not null as registered from users where email = ${email}`,
    );
    if (!existing) throw new Error('guest holder: the account that conflicted is gone');
    let holder = { id: existing.id, shadow: false };
    if (existing.registered || existing.user_type !== 'CLIENT') {
      const [shadow] = await tx
        .insert(users)
        .values({
          userType: 'CLIENT',
          email: `guest-${randomBytes(12).toString('hex')}@guest.invalid`,
          passwordHash: null,
          firstName: b.first_name,
          lastName: b.last_name,
          phone: b.phone,
        })
        .returning({ id: users.id });
      holder = { id: shadow!.id, shadow: true };
    }
    await tx
      .insert(userProfiles)
      .values({ userId: holder.id, country: 'pt' })
      .onConflictDoNothing({ target: userProfiles.userId });
    return holder;
  });
}

/** The account's own billing data (user + saved profile): what a logged-in checkout falls back to (spec §3). */
export async function accountBilling(db: Conn, userId: number) {
  return one<{
    email: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    country: string | null;
    city: string | null;
    address: string | null;
    zipcode: string | null;
    vatnumber: string | null;
  }>(
    db,
    sql`select u.email, u.first_name, u.last_name, u.phone, p.country, p.city, p.address, p.zipcode, p.vatnumber
        from users u left join user_profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
}

export async function bookingForUpdate(db: Conn, id: number): Promise<BookingRow | undefined> {
  return (await db.select().from(bookings).where(eq(bookings.id, id)).for('update'))[0];
}

export async function bookingById(db: Conn, id: number): Promise<BookingRow | undefined> {
  return (await db.select().from(bookings).where(eq(bookings.id, id)))[0];
}

export function itemsOfBooking(db: Conn, bookingId: number) {
  return db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)).orderBy(asc(bookingItems.id));
}

/** Every partial refund of these bookings' items, oldest first: when, and what each gave back method by method. */
export function partialRefundsOfBookings(db: Conn, bookingIds: readonly number[]) {
  return rows<{ booking_id: number; item_id: number; at: Date | string; lines: unknown }>(
    db,
    sql`select booking_id, booking_item_id as item_id, created_at as at, lines from booking_item_refunds
        where booking_id = any(${intArray(bookingIds)}) order by id`,
  );
}

export function bookingsByIds(db: Conn, ids: readonly number[]) {
  return db
    .select()
    .from(bookings)
    .where(inArray(bookings.id, [...ids]));
}

export function itemsOfBookings(db: Conn, bookingIds: readonly number[]) {
  return db
    .select()
    .from(bookingItems)
    .where(inArray(bookingItems.bookingId, [...bookingIds]))
    .orderBy(asc(bookingItems.id));
}

export function paymentsOfBookings(db: Conn, bookingIds: readonly number[]) {
  return db
    .select()
    .from(payments)
    .where(inArray(payments.bookingId, [...bookingIds]))
    .orderBy(asc(payments.id));
}

export function paymentsOfBooking(db: Conn, bookingId: number) {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));
}

export async function paymentForUpdate(db: Conn, id: number): Promise<PaymentRow | undefined> {
  return (await db.select().from(payments).where(eq(payments.id, id)).for('update'))[0];
}

export async function paymentByExternal(
  db: Conn,
  provider: string,
  externalId: string,
): Promise<PaymentRow | undefined> {
  return (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId)))
  )[0];
}

export async function setItemsStatus(db: Conn, ids: number[], status: string) {
  if (ids.length === 0) return;
  await db.update(bookingItems).set({ status, updatedAt: new Date() }).where(inArray(bookingItems.id, ids));
}

/** Unpaid bookings past their expiry (the sweeper's work list). */
export async function expiredUnpaid(db: Conn, now: Date, limit: number) {
  return rows<{ id: number }>(
    db,
    sql`select id from bookings where status = 'waiting_payment' and expires_at < ${now.toISOString()}::timestamptz order by expires_at limit ${limit}`,
  );
}

/** Net gift-card amount a booking holds (redeemed minus refunded). */
export async function giftCardHeld(db: Conn, bookingId: number): Promise<{ giftCardId: number; cents: number }[]> {
  return rows(
    db,
    sql`select gift_card_id as "giftCardId",
          (sum(case when kind = 'redeem' then amount_cents else 0 end) - sum(case when kind = 'refund' then amount_cents else 0 end))::int as cents
        from gift_card_transactions where booking_id = ${bookingId} and kind in ('redeem', 'refund') group by gift_card_id`,
  );
}

/** Payment rows first, then the booking: the order the callback path locks them in. */
export async function lockPaymentsOf(db: Conn, bookingId: number) {
  await db.execute(sql`select id from payments where booking_id = ${bookingId} order by id for update`);
}

/**
 * Checkout's first locks in one statement (ADR 033): the owner's row FOR NO KEY UPDATE (as `lockUser`), then the
 * caller's open cart FOR UPDATE (a customer's own, or the guest cart of the token's hash), in that order. Nothing is
 * read beside them: what the cart holds is read by the next statement, which sees whatever a writer that held the
 * cart's lock before us committed.
 */
export async function lockOwnerAndCart(
  db: Conn,
  ownerId: number,
  cart: { userId: number } | { guestTokenHash: string },
): Promise<CartRow | undefined> {
  const which =
    'userId' in cart
      ? sql`c.user_id = ${cart.userId} and c.closed_at is null order by c.id`
      : sql`c.guest_token_hash = ${cart.guestTokenHash} and c.closed_at is null`;
  const found = await one<{ cart: CartJson }>(
    db,
    sql`select row_to_json(c) as cart from users u, carts c where u.id = ${ownerId} and ${which} limit 1 for no key update of u for update of c`,
  );
  return found ? cartFromJson(found.cart) : undefined;
}

/**
 * What a locked cart holds, in one statement: its line inputs (as `storedInputs`), its unpaid bookings (those
 * still `waiting_payment` whose `annotations.cart_id` is the cart) and the services of its lines (as `servicesByIds`), for `priceItems`.
 */
export async function checkoutContents(
  db: Conn,
  cartId: number,
): Promise<{ inputs: CartItemInput[]; unpaid: number[]; services: ServiceForPricing[] }> {
  const found = await one<{ inputs: CartItemInput[]; unpaid: number[]; services: ServiceForPricing[] }>(
    db,
    sql`select coalesce((select json_agg(i.notes->'item' order by i.id) from cart_items i where i.cart_id = ${cartId}), '[]'::json) as inputs,
          coalesce((select json_agg(b.id order by b.id) from bookings b
            where b.status = 'waiting_payment' and b.annotations->>'cart_id' = ${String(cartId)}), '[]'::json) as unpaid,
          coalesce((select json_agg(x) from (${servicesForPricingSql(sql`s.id in (select (i.notes->'item'->>'service_id')::int from cart_items i where i.cart_id = ${cartId})`)}) x), '[]'::json) as services`,
  );
  return { inputs: found?.inputs ?? [], unpaid: found?.unpaid ?? [], services: found?.services ?? [] };
}

export type NewBooking = Pick<
  BookingRow,
  | 'reference'
  | 'userId'
  | 'createdByUserId'
  | 'paymentMethod'
  | 'totalCents'
  | 'discountCents'
  | 'pointsUsed'
  | 'promoCodeId'
  | 'giftCardId'
  | 'billing'
  | 'notes'
  | 'annotations'
> & { expiresAt: Date };
export type NewBookingItem = Pick<
  BookingItemRow,
  | 'serviceId'
  | 'vehicleId'
  | 'companyId'
  | 'bookingDate'
  | 'capacityDate'
  | 'quantity'
  | 'adults'
  | 'children'
  | 'adultUnitCents'
  | 'childUnitCents'
  | 'valueCents'
  | 'discountCents'
  | 'annotations'
  | 'unserializedService'
>;
export type NewPayment = Pick<PaymentRow, 'provider' | 'externalId' | 'status' | 'amountCents'>;

/**
 * The booking's writes in one statement (ADR 033), on capacity rows the caller has locked (`lockCapacity`):
 * if every (service, date) still has the places wanted — its capacity less what is booked and what other carts
 * hold (`cartId`'s own hold is what it books now) — the places are taken, and the booking (waiting for payment), its
 * items and its payment are written and the cart's hold ends. Otherwise nothing is written and `left` says what
 * each pair has.
 */
export async function placeBooking(
  db: Conn,
  input: {
    cartId: number;
    wanted: { serviceId: number; date: string; places: number }[];
    booking: NewBooking;
    items: NewBookingItem[];
    payment: NewPayment;
  },
): Promise<
  { booking: BookingRow; payment: PaymentRow; left: null } | { booking: null; payment: null; left: Map<string, number> }
> {
  const { wanted, booking: b, payment: p } = input;
  const items = input.items.map((i) => ({
    service_id: i.serviceId,
    vehicle_id: i.vehicleId,
    company_id: i.companyId,
    booking_date: i.bookingDate.toISOString(),
    capacity_date: i.capacityDate,
    quantity: i.quantity,
    adults: i.adults,
    children: i.children,
    adult_unit_cents: i.adultUnitCents,
    child_unit_cents: i.childUnitCents,
    value_cents: i.valueCents,
    discount_cents: i.discountCents,
    annotations: i.annotations,
    unserialized_service: i.unserializedService,
  }));
  const row = await one<{
    fits: boolean;
    left: { key: string; left: number }[] | null;
    booking: { id: number; created_at: string; updated_at: string } | null;
    payment: { id: number; currency: string; created_at: string; updated_at: string } | null;
  }>(
    db,
    sql`with want as (
          select * from unnest(${intArray(wanted.map((w) => w.serviceId))}, ${dateArray(wanted.map((w) => w.date))}, ${intArray(wanted.map((w) => w.places))})
            as w(service_id, date, places)),
        cur as (
          select d.service_id, d.date, d.capacity - d.booked - ${heldByOthers([input.cartId])} as left_places, w.places
          from service_daily_capacity d join want w on w.service_id = d.service_id and w.date = d.date),
        ok as (select count(*) = ${wanted.length} and coalesce(bool_and(places <= left_places), true) as fits from cur),
        cap as (
          update service_daily_capacity d set booked = d.booked + w.places from want w, ok
          where ok.fits and d.service_id = w.service_id and d.date = w.date returning d.service_id),
        b as (
          insert into bookings (reference, user_id, created_by_user_id, payment_method, total_cents, discount_cents, points_used, promo_code_id,
            gift_card_id, billing, notes, annotations, status, expires_at)
          select ${b.reference}, ${b.userId}, ${b.createdByUserId}, ${b.paymentMethod}, ${b.totalCents}, ${b.discountCents}, ${b.pointsUsed}, ${b.promoCodeId},
            ${b.giftCardId}, ${JSON.stringify(b.billing)}::jsonb, ${b.notes}, ${JSON.stringify(b.annotations)}::jsonb, 'waiting_payment', ${b.expiresAt.toISOString()}::timestamptz
          from ok where ok.fits
          returning id, created_at, updated_at),
        it as (
          insert into booking_items (booking_id, service_id, vehicle_id, company_id, booking_date, capacity_date, status, quantity, adults, children,
            adult_unit_cents, child_unit_cents, value_cents, discount_cents, annotations, unserialized_service)
          select b.id, (j->>'service_id')::int, (j->>'vehicle_id')::int, (j->>'company_id')::int, (j->>'booking_date')::timestamptz, (j->>'capacity_date')::date,
            'waiting_payment', (j->>'quantity')::int, (j->>'adults')::int, (j->>'children')::int, (j->>'adult_unit_cents')::int, (j->>'child_unit_cents')::int,
            (j->>'value_cents')::int, (j->>'discount_cents')::int, j->'annotations', j->'unserialized_service'
          from b, jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as e(j, n)
          order by e.n
          returning id),
        pay as (
          insert into payments (booking_id, provider, external_id, status, amount_cents, details)
          select b.id, ${p.provider}, ${p.externalId}, ${p.status}, ${p.amountCents}, '{}'::jsonb from b
          returning id, currency, created_at, updated_at),
        h as (delete from cart_holds where cart_id = ${input.cartId} and exists (select 1 from b))
        select (select fits from ok) as fits,
          (select json_agg(json_build_object('key', service_id || '|' || to_char(date, 'YYYY-MM-DD'), 'left', left_places)) from cur) as left,
          (select row_to_json(b) from b) as booking, (select row_to_json(pay) from pay) as payment`,
  );
  if (!row?.fits || !row.booking || !row.payment) {
    return { booking: null, payment: null, left: new Map((row?.left ?? []).map((l) => [l.key, l.left])) };
  }
  const booking: BookingRow = {
    ...b,
    id: row.booking.id,
    erpId: null,
    status: 'waiting_payment',
    paidAt: null,
    createdAt: new Date(row.booking.created_at),
    updatedAt: new Date(row.booking.updated_at),
  };
  const payment: PaymentRow = {
    ...p,
    id: row.payment.id,
    bookingId: booking.id,
    currency: row.payment.currency,
    details: {},
    expiresAt: null,
    createdAt: new Date(row.payment.created_at),
    updatedAt: new Date(row.payment.updated_at),
  };
  return { booking, payment, left: null };
}

/** A payment and its booking, both locked FOR UPDATE in that order (the order applyStatus takes them in), in one statement. */
export async function lockPaymentWithBooking(
  db: Conn,
  paymentId: number,
): Promise<{ payment: PaymentRow; booking: BookingRow } | undefined> {
  return (
    await db
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.id, paymentId))
      .for('update')
  )[0];
}

/** A booking item as `row_to_json` writes it, back in drizzle's shape. */
export interface BookingItemJson {
  id: number;
  booking_id: number;
  service_id: number | null;
  vehicle_id: number | null;
  company_id: number;
  booking_date: string;
  capacity_date: string | null;
  status: string;
  quantity: number;
  adults: number | null;
  children: number | null;
  adult_unit_cents: number | null;
  child_unit_cents: number | null;
  value_cents: number;
  discount_cents: number;
  refunded_cents: number;
  pending_hours: number;
  annotations: Record<string, unknown>;
  unserialized_service: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export const bookingItemFromJson = (i: BookingItemJson): BookingItemRow => ({
  id: i.id,
  bookingId: i.booking_id,
  serviceId: i.service_id,
  vehicleId: i.vehicle_id,
  companyId: i.company_id,
  bookingDate: new Date(i.booking_date),
  capacityDate: i.capacity_date,
  status: i.status,
  quantity: i.quantity,
  adults: i.adults,
  children: i.children,
  adultUnitCents: i.adult_unit_cents,
  childUnitCents: i.child_unit_cents,
  valueCents: i.value_cents,
  discountCents: i.discount_cents,
  refundedCents: i.refunded_cents,
  pendingHours: i.pending_hours,
  annotations: i.annotations,
  unserializedService: i.unserialized_service,
  createdAt: new Date(i.created_at),
  updatedAt: new Date(i.updated_at),
});

/** What a booking's promo code took off it (0 without one): the redemption written with the booking. */
export async function promoCentsOfBooking(db: Conn, bookingId: number): Promise<number> {
  return (await promoCentsOfBookings(db, [bookingId])).get(bookingId) ?? 0;
}

/** What each booking's promo code took off, by booking (absent: none). */
export async function promoCentsOfBookings(db: Conn, bookingIds: readonly number[]): Promise<Map<number, number>> {
  const found = await rows<{ booking_id: number; cents: number }>(
    db,
    sql`select booking_id, sum(discount_cents)::int as cents from promo_code_redemptions
        where booking_id = any(${intArray(bookingIds)}) group by booking_id`,
  );
  return new Map(found.map((r) => [r.booking_id, r.cents]));
}

/**
 * What each method that paid these bookings still holds (what it paid minus what went back): the paid payments of a
 * gateway, each gift card spent (its partner when it is limited to one, and its code's last four characters), and the
 * points spent. Read under the booking's lock when a refund is decided; without it for the cancel dialog's promise.
 */
export function refundSourceRows(db: Conn, bookingIds: readonly number[]) {
  const ids = intArray(bookingIds);
  return rows<{
    booking_id: number;
    key: string;
    method: string;
    left_cents: number;
    company_id: number | null;
    last4: string | null;
    ref_id: number | null;
  }>(
    db,
    sql`select p.booking_id, 'payment:' || p.id as key, p.provider as method,
          (p.amount_cents - coalesce((p.details->>'refunded_cents')::int, 0))::int as left_cents,
          null::int as company_id, null::text as last4, p.id as ref_id
        from payments p where p.booking_id = any(${ids}) and p.status = 'paid' and p.provider in ('card', 'paypal', 'mbway', 'crypto')
        union all
        select t.booking_id, 'gift_card:' || t.gift_card_id, 'gift_card',
          (sum(case when t.kind = 'redeem' then t.amount_cents else 0 end) - sum(case when t.kind = 'refund' then t.amount_cents else 0 end))::int,
          s.company_id, right(g.code, 4), t.gift_card_id
        from gift_card_transactions t join gift_cards g on g.id = t.gift_card_id left join services s on s.id = g.service_id
        where t.booking_id = any(${ids}) and t.kind in ('redeem', 'refund') group by t.booking_id, t.gift_card_id, s.company_id, g.code
        union all
        select b.id, 'points', 'points',
          (b.points_used - coalesce((select sum(l.delta) from points_ledger l where l.booking_id = b.id and l.reason = 'refund'), 0))::int,
          null::int, null::text, null::int
        from bookings b where b.id = any(${ids}) and b.points_used > 0
        order by 1, 2`,
  );
}

/**
 * The charges these bookings still hold, by partner: items not refunded (live, completed, or cancelled with the charge
 * kept), less what partial refunds gave back of them, and `alsoItemId` whatever its status (the item being refunded,
 * already moved in its transaction).
 */
export function heldChargeRows(db: Conn, bookingIds: readonly number[], alsoItemId: number | null = null) {
  return rows<{ booking_id: number; company_id: number; cents: number }>(
    db,
    sql`select booking_id, company_id, sum(value_cents - discount_cents - refunded_cents)::int as cents from booking_items
        where booking_id = any(${intArray(bookingIds)})
          and (status not in ('declined', 'cancelled', 'waiting_payment') or annotations->>'charge_kept' = 'true' or id = ${alsoItemId ?? 0})
        group by booking_id, company_id`,
  );
}

/** Adds `cents` to what a payment has refunded; answers what the refund ledger needs to send it. */
export function addRefundedCents(db: Conn, paymentId: number, cents: number) {
  return one<{ external_id: string; provider: string }>(
    db,
    sql`update payments set details = details || jsonb_build_object('refunded_cents', coalesce((details->>'refunded_cents')::int, 0) + ${cents}::int),
          updated_at = now() where id = ${paymentId} returning external_id, provider`,
  );
}

/** Merges `values` into an item's annotations (what its refund gave back, that its charge was kept). */
export async function annotateItem(db: Conn, itemId: number, values: Record<string, unknown>) {
  await db.execute(
    sql`update booking_items set annotations = annotations || ${JSON.stringify(values)}::jsonb where id = ${itemId}`,
  );
}

export async function lockGiftCard(db: Conn, giftCardId: number) {
  await db.execute(sql`select id from gift_cards where id = ${giftCardId} for update`);
}

/** When the answer to the booking item aliased `alias` is due (answer-window.ts: the same rule on the clock's side). */
export function answerBySql(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`least(${a}.created_at + make_interval(hours => ${a}.pending_hours), ${a}.booking_date - make_interval(hours => ${ANSWER_CUTOFF_HOURS}))`;
}
