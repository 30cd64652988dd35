// SQL of the back office's customer page: one customer account with its totals and balances, its booking items,
// payments, chats, gift cards, points and the notes staff keep on it (its audit entries are the audit module's).
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@mp/shared/contracts';
import { customerNotes, users } from '../../../db/schema';
import { internalProviders } from '../../../db/schema/statuses';
import { one, rows, type Conn } from '../../../db/sql';
import { paidTotalCentsOf } from '../people/repository';

type Window = { limit: number; offset: number };
type Instant = Date | string;

export interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  language: string | null;
  guest: boolean;
  email_verified_at: Instant | null;
  created_at: Instant;
  birthdate: string | null;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
  bookings: number;
  booking_items: number;
  paid_total_cents: number;
  gift_card_cents: number;
  gift_cards: number;
  points: number;
}

/** A CLIENT account with its profile, totals and balances; undefined for any other id. */
export function findCustomer(db: Conn, id: number): Promise<CustomerRow | undefined> {
  return one<CustomerRow>(
    db,
    sql`select u.id, u.email, u.first_name, u.last_name, u.phone, up.language, (u.password_hash is null) as guest,
          u.email_verified_at, u.created_at, p.birthdate::text as birthdate, p.address, p.zipcode, p.city, p.country,
          (select count(*)::int from bookings b where b.user_id = u.id) as bookings,
          (select count(*)::int from booking_items bi join bookings b on b.id = bi.booking_id where b.user_id = u.id)
            as booking_items,
          ${paidTotalCentsOf(sql`u.id`)} as paid_total_cents,
          (select coalesce(sum(g.balance_cents), 0)::int from gift_cards g
             where g.owner_user_id = u.id and g.status = 'active' and g.expires_at > now()) as gift_card_cents,
          (select count(*)::int from gift_cards g
             where g.owner_user_id = u.id and g.status = 'active' and g.expires_at > now() and g.balance_cents > 0)
            as gift_cards,
          (select coalesce(sum(l.delta), 0)::int from points_ledger l where l.user_id = u.id) as points
        from users u
        left join user_profiles p on p.user_id = u.id
        left join user_preferences up on up.user_id = u.id
        where u.id = ${id} and u.user_type = 'CLIENT'`,
  );
}

/** Whether the id is a customer account (the parts answer 404 otherwise). */
export async function isCustomer(db: Conn, id: number): Promise<boolean> {
  const row = await one<{ id: number }>(db, sql`select id from users where id = ${id} and user_type = 'CLIENT'`);
  return row !== undefined;
}

async function paged<T>(db: Conn, count: SQL, list: SQL): Promise<{ total: number; rows: T[] }> {
  const counted = await one<{ total: number }>(db, count);
  return { total: counted?.total ?? 0, rows: await rows<T>(db, list) };
}

export interface BookingItemRow {
  id: number;
  booking_id: number;
  reference: string;
  status: string;
  booking_date: Instant;
  created_at: Instant;
  service: string;
  company_id: number;
  partner: string;
  quantity: number;
  charge_cents: number;
  refunded_cents: number;
  payment_method: string;
}

/** The customer's booking items, newest booked first. */
export function bookingItemsPage(db: Conn, userId: number, locale: Locale, window: Window) {
  const name =
    locale === 'pt'
      ? sql`coalesce(bi.unserialized_service->>'name_pt', s.name_pt, '')`
      : sql`coalesce(bi.unserialized_service->>'name_en', s.name_en, '')`;
  return paged<BookingItemRow>(
    db,
    sql`select count(*)::int as total from booking_items bi join bookings b on b.id = bi.booking_id
        where b.user_id = ${userId}`,
    sql`select bi.id, bi.booking_id, b.reference, bi.status, bi.booking_date, bi.created_at, ${name} as service,
          c.id as company_id, c.trade_name as partner, bi.quantity, (bi.value_cents - bi.discount_cents) as charge_cents,
          bi.refunded_cents, b.payment_method
        from booking_items bi
        join bookings b on b.id = bi.booking_id
        join companies c on c.id = bi.company_id
        left join services s on s.id = bi.service_id
        where b.user_id = ${userId}
        order by bi.created_at desc, bi.id desc limit ${window.limit} offset ${window.offset}`,
  );
}

export interface PaymentRow {
  id: number;
  booking_id: number;
  reference: string;
  provider: string;
  status: string;
  amount_cents: number;
  refunded_cents: number;
  created_at: Instant;
}

/**
 * The payments of the customer's bookings, newest first, each with what went back of it: the gateway's refunds kept on
 * the payment (full and partial alike), and for a gift-card payment the refunds put back on the card for that booking.
 */
export function paymentsPage(db: Conn, userId: number, window: Window) {
  return paged<PaymentRow>(
    db,
    sql`select count(*)::int as total from payments p join bookings b on b.id = p.booking_id where b.user_id = ${userId}`,
    sql`select p.id, p.booking_id, b.reference, p.provider, p.status, p.amount_cents,
          (case when p.provider not in (${internalProviders})
                then coalesce((p.details->>'refunded_cents')::int, 0)
                when p.provider = 'gift_card'
                then coalesce((select sum(g.amount_cents) from gift_card_transactions g
                               where g.booking_id = b.id and g.kind = 'refund'), 0)::int
                else 0 end) as refunded_cents,
          p.created_at
        from payments p join bookings b on b.id = p.booking_id
        where b.user_id = ${userId}
        order by p.created_at desc, p.id desc limit ${window.limit} offset ${window.offset}`,
  );
}

export interface ConversationRow {
  id: number;
  other_id: number;
  other_first: string;
  other_last: string;
  other_type: string;
  company: string | null;
  request_status: string;
  messages: number;
  last_message_at: Instant | null;
  created_at: Instant;
}

/** The chats the customer takes part in, latest message first. */
export function conversationsPage(db: Conn, userId: number, window: Window) {
  const where = sql`(ch.participant_1 = ${userId} or ch.participant_2 = ${userId})`;
  return paged<ConversationRow>(
    db,
    sql`select count(*)::int as total from chats ch where ${where}`,
    sql`select ch.id, o.id as other_id, o.first_name as other_first, o.last_name as other_last,
          o.user_type as other_type,
          (select c.trade_name from companies c
             where c.owner_user_id = o.id
                or c.id in (select m.company_id from company_members m where m.user_id = o.id)
             order by c.id limit 1) as company,
          ch.request_status,
          (select count(*)::int from chat_messages m where m.chat_id = ch.id) as messages,
          (select max(m.created_at) from chat_messages m where m.chat_id = ch.id) as last_message_at,
          ch.created_at
        from chats ch
        join users o on o.id = case when ch.participant_1 = ${userId} then ch.participant_2 else ch.participant_1 end
        where ${where}
        order by coalesce((select max(m.created_at) from chat_messages m where m.chat_id = ch.id), ch.created_at) desc,
          ch.id desc
        limit ${window.limit} offset ${window.offset}`,
  );
}

export interface GiftCardRow {
  id: number;
  code: string;
  owned: boolean;
  value_cents: number;
  balance_cents: number;
  status: string;
  expires_at: Instant;
  created_at: Instant;
}

/** The gift cards the customer owns or bought, newest first. */
export function giftCardsPage(db: Conn, userId: number, window: Window) {
  const where = sql`(g.owner_user_id = ${userId} or g.purchaser_user_id = ${userId})`;
  return paged<GiftCardRow>(
    db,
    sql`select count(*)::int as total from gift_cards g where ${where}`,
    sql`select g.id, g.code, (g.owner_user_id = ${userId}) as owned, g.value_cents, g.balance_cents, g.status,
          g.expires_at, g.created_at
        from gift_cards g where ${where}
        order by g.created_at desc, g.id desc limit ${window.limit} offset ${window.offset}`,
  );
}

export interface PointsRow {
  id: number;
  delta: number;
  reason: string | null;
  reference: string | null;
  created_at: Instant;
}

/** The customer's points ledger, newest first. */
export function pointsPage(db: Conn, userId: number, window: Window) {
  return paged<PointsRow>(
    db,
    sql`select count(*)::int as total from points_ledger l where l.user_id = ${userId}`,
    sql`select l.id, l.delta, l.reason, b.reference, l.created_at
        from points_ledger l left join bookings b on b.id = l.booking_id
        where l.user_id = ${userId}
        order by l.created_at desc, l.id desc limit ${window.limit} offset ${window.offset}`,
  );
}

export interface NoteRow {
  id: number;
  customerUserId: number;
  authorUserId: number;
  authorFirst: string;
  authorLast: string;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
}

const noteColumns = {
  id: customerNotes.id,
  customerUserId: customerNotes.customerUserId,
  authorUserId: customerNotes.authorUserId,
  authorFirst: users.firstName,
  authorLast: users.lastName,
  body: customerNotes.body,
  createdAt: customerNotes.createdAt,
  editedAt: customerNotes.editedAt,
};

/** The customer's notes that are not deleted, newest first. */
export async function notesPage(db: Conn, userId: number, window: Window) {
  const where = and(eq(customerNotes.customerUserId, userId), isNull(customerNotes.deletedAt));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(customerNotes)
    .where(where);
  const list = await db
    .select(noteColumns)
    .from(customerNotes)
    .innerJoin(users, eq(users.id, customerNotes.authorUserId))
    .where(where)
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: counted?.total ?? 0, rows: list as NoteRow[] };
}

/** One note of this customer that is not deleted; `lock` holds its row until the transaction ends. */
export async function findNote(db: Conn, customerId: number, noteId: number, lock = false) {
  const query = db
    .select(noteColumns)
    .from(customerNotes)
    .innerJoin(users, eq(users.id, customerNotes.authorUserId))
    .where(
      and(eq(customerNotes.id, noteId), eq(customerNotes.customerUserId, customerId), isNull(customerNotes.deletedAt)),
    );
  const [row] = lock ? await query.for('update', { of: customerNotes }) : await query;
  return row as NoteRow | undefined;
}

export async function insertNote(db: Conn, customerId: number, authorId: number, body: string): Promise<number> {
  const [row] = await db
    .insert(customerNotes)
    .values({ customerUserId: customerId, authorUserId: authorId, body })
    .returning({ id: customerNotes.id });
  if (!row) throw new Error('customer note not written');
  return row.id;
}

export async function updateNote(db: Conn, noteId: number, body: string): Promise<void> {
  await db.update(customerNotes).set({ body, editedAt: new Date() }).where(eq(customerNotes.id, noteId));
}

export async function deleteNote(db: Conn, noteId: number): Promise<void> {
  await db.update(customerNotes).set({ deletedAt: new Date() }).where(eq(customerNotes.id, noteId));
}
