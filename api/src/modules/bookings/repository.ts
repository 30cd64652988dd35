// SQL of bookings: capacity rows (created on demand, locked FOR UPDATE in a fixed order), bookings, items, payments.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bookingItems, bookings, payments, serviceDailyCapacity, userProfiles, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { one, rows, type Conn } from '../cart/sql';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingItemRow = typeof bookingItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Locks the capacity rows of (service, date) pairs — created from the service's daily capacity when missing —
 * in the order given (callers sort, so two checkouts never wait on each other in opposite orders).
 */
export async function lockCapacity(db: Conn, pairs: { serviceId: number; date: string; capacity: number }[]) {
  const out = new Map<string, { capacity: number; booked: number }>();
  for (const p of pairs) {
    await db.insert(serviceDailyCapacity).values({ serviceId: p.serviceId, date: p.date, capacity: p.capacity, booked: 0 }).onConflictDoNothing();
    const row = await one<{ capacity: number; booked: number }>(
      db,
      sql`select capacity, booked from service_daily_capacity where service_id = ${p.serviceId} and date = ${p.date}::date for update`,
    );
    if (row) out.set(`${p.serviceId}|${p.date}`, row);
  }
  return out;
}

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
 *   address proves nothing, issue 11 item 4). A passwordless holder of its own with an address that cannot receive
 *   mail (`guest-…@guest.invalid`) keeps the booking until the address's owner follows the link in the confirmation
 *   mail (`shadow: true`). The answer is the same either way, so checkout does not reveal who has an account.
 * Never call it while this request holds another transaction: the profile insert's foreign-key check takes a key-share
 * lock on the user row, and a lock the caller holds on that row on another connection would make it wait for ever
 * (neither PostgreSQL nor PGlite can see that cycle).
 */
export async function guestClient(db: Db, b: { email: string; first_name: string; last_name: string; phone: string | null }): Promise<{ id: number; shadow: boolean }> {
  const email = b.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ userType: 'CLIENT', email, passwordHash: null, firstName: b.first_name, lastName: b.last_name, phone: b.phone })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Lost the race to another checkout (or an account exists): a new statement sees the committed row.
    const existing = created
      ? undefined
      : await one<{ id: number; user_type: string; registered: boolean }>(tx, sql`select id, user_type, password_hash is not null as registered from users where email = ${email}`);
    let holder = { id: created?.id ?? existing!.id, shadow: false };
    if (existing && (existing.registered || existing.user_type !== 'CLIENT')) {
      const [shadow] = await tx
        .insert(users)
        .values({ userType: 'CLIENT', email: `guest-${randomBytes(12).toString('hex')}@guest.invalid`, passwordHash: null, firstName: b.first_name, lastName: b.last_name, phone: b.phone })
        .returning({ id: users.id });
      holder = { id: shadow!.id, shadow: true };
    }
    await tx.insert(userProfiles).values({ userId: holder.id, country: 'pt' }).onConflictDoNothing({ target: userProfiles.userId });
    return holder;
  });
}

export async function userBasics(db: Conn, userId: number) {
  return one<{ id: number; email: string; first_name: string; last_name: string; phone: string | null; user_type: string }>(
    db,
    sql`select id, email, first_name, last_name, phone, user_type from users where id = ${userId}`,
  );
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

export function paymentsOfBooking(db: Conn, bookingId: number) {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));
}

export async function paymentForUpdate(db: Conn, id: number): Promise<PaymentRow | undefined> {
  return (await db.select().from(payments).where(eq(payments.id, id)).for('update'))[0];
}

export async function paymentByExternal(db: Conn, provider: string, externalId: string): Promise<PaymentRow | undefined> {
  return (await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.externalId, externalId))))[0];
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

/** Unpaid bookings made from a cart (annotations.cart_id). */
export async function unpaidOfCart(db: Conn, cartId: number) {
  return rows<{ id: number }>(
    db,
    sql`select id from bookings where status = 'waiting_payment' and annotations->>'cart_id' = ${String(cartId)} order by id`,
  );
}

/** Payment rows first, then the booking: the order the callback path locks them in. */
export async function lockPaymentsOf(db: Conn, bookingId: number) {
  await db.execute(sql`select id from payments where booking_id = ${bookingId} order by id for update`);
}
