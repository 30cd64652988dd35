// The SQL of the partner's booking items: their lists, the rows an answer locks and changes, the mailed answer links
// and what the partner and customer mails read. The rules (who may move an item, when, what it refunds) are the
// service's.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingItemAnswerLinks, bookingItems } from '../../db/schema';
import { one, rows, type Conn } from '../../db/sql';
import { answerBySql } from '../bookings/repository';
import { bookingItemRecords, bookingItemRecordsCounted, type BookingItemRecord } from '../bookings/views';
import { voucherItemRows } from '../bookings/voucher';
import { keptChargeOf } from '../super/sales/figures-repository';

/** The companies a partner user works for: the one they own and those whose team they are in. */
const ownCompanies = (userId: number) =>
  sql`(select id from companies where owner_user_id = ${userId} union select company_id from company_members where user_id = ${userId})`;

const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(',')})`);

/** Whose items an answer may touch: a partner's companies', a customer's own bookings', or any (links, sweep, staff). */
export type ItemScope = { partnerUserId: number } | { customerUserId: number } | 'any';

const inScope = (scope: ItemScope, alias: string) =>
  scope === 'any'
    ? sql`true`
    : 'partnerUserId' in scope
      ? sql`${sql.raw(alias)}.company_id in ${ownCompanies(scope.partnerUserId)}`
      : sql`exists (select 1 from bookings b where b.id = ${sql.raw(alias)}.booking_id and b.user_id = ${scope.customerUserId})`;

/** One item as the lists and mails show it. */
export async function itemRecord(db: Conn, itemId: number): Promise<BookingItemRecord | undefined> {
  return (await bookingItemRecords(db, sql`bi.id = ${itemId}`))[0];
}

/**
 * One page of the items of `companies` in `statuses`, by the item's Lisbon day between `from` and `to`, and how many
 * there are. The companies are written as constants, so PostgreSQL counts and pages each (company, status) straight
 * from booking_items_company_status_idx (bench:api part lists: with a subquery it scanned every item).
 */
export async function itemsPage(
  db: Db,
  q: {
    companies: readonly number[];
    statuses: readonly string[];
    from?: string;
    to?: string;
    sort: 'asc' | 'desc';
    page: number;
    perPage: number;
  },
): Promise<{ records: BookingItemRecord[]; total: number }> {
  // The calendar's range: the item's Lisbon day (its booking_date is an instant).
  const day = sql`(bi.booking_date at time zone 'Europe/Lisbon')::date`;
  const range = sql`${q.from ? sql` and ${day} >= ${q.from}::date` : sql``}${q.to ? sql` and ${day} <= ${q.to}::date` : sql``}`;
  const where = sql`bi.company_id in (${sql.join(
    q.companies.map((id) => sql`${id}`),
    sql`, `,
  )}) and bi.status in ${inList(q.statuses)}${range}`;
  const count = sql`select count(*)::int from booking_items bi where ${where}`;
  // The page's ids: the first offset + perPage of each (company, status) in the index's order, merged; then the joins
  // for those rows only.
  const order = sql.raw(q.sort === 'asc' ? 'asc' : 'desc');
  const offset = (q.page - 1) * q.perPage;
  const branches = q.companies.flatMap((companyId) =>
    q.statuses.map(
      (status) =>
        sql`(select bi.id from booking_items bi where bi.company_id = ${companyId} and bi.status = ${status}${range} order by bi.id ${order} limit ${offset + q.perPage})`,
    ),
  );
  const pageIds = sql`select id from (${sql.join(branches, sql` union all `)}) ids order by id ${order} limit ${q.perPage} offset ${offset}`;
  // The page and the list's count in one statement (bench:api part lists: a round trip less per request).
  const records = await bookingItemRecordsCounted(db, sql`bi.id in (${pageIds})`, sql`order by bi.id ${order}`, count);
  const total = records[0]?.total_count ?? (await one<{ n: number }>(db, sql`select (${count}) as n`))?.n ?? 0;
  return { records, total };
}

/** A customer's items with the partner user's companies (not those still waiting for payment), newest first. */
export async function customerItemsPage(
  db: Db,
  q: { partnerUserId: number; customerId: number; page: number; perPage: number },
): Promise<{ records: BookingItemRecord[]; total: number }> {
  const where = sql`bi.company_id in ${ownCompanies(q.partnerUserId)} and b.user_id = ${q.customerId} and bi.status <> 'waiting_payment'`;
  const total = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from booking_items bi join bookings b on b.id = bi.booking_id where ${where}`,
  );
  const records = await bookingItemRecords(
    db,
    where,
    sql`order by bi.booking_date desc, bi.id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
  );
  return { records, total: total?.n ?? 0 };
}

/** The booking an item belongs to, and whether the item is in `scope` (read before any lock is taken). */
export function itemOwner(tx: Tx, itemId: number, scope: ItemScope) {
  return one<{ booking_id: number; mine: boolean }>(
    tx,
    sql`select booking_id, ${inScope(scope, 'booking_items')} as mine from booking_items where id = ${itemId}`,
  );
}

export async function lockBookingRow(tx: Tx, bookingId: number): Promise<void> {
  await tx.execute(sql`select id from bookings where id = ${bookingId} for update`);
}

export async function lockItemRow(tx: Tx, itemId: number): Promise<void> {
  await tx.execute(sql`select id from booking_items where id = ${itemId} for update`);
}

export interface LockedItem {
  id: number;
  booking_id: number;
  company_id: number;
  status: string;
  service_id: number | null;
  capacity_date: string | null;
  quantity: number;
  /** What is left of the item's charge: value − discount − what partial refunds gave back. */
  charge_left_cents: number;
  mine: boolean;
  booking_date: string | Date;
  answer_by: string | Date;
  annotations: { free_cancellation?: number | boolean; cancellation_policy?: number };
}

/** The item an answer moves, locked, with its answer deadline and whether it is in `scope`. */
export function lockedItem(tx: Tx, itemId: number, scope: ItemScope) {
  return one<LockedItem>(
    tx,
    sql`select bi.id, bi.booking_id, bi.company_id, bi.status, bi.service_id, to_char(bi.capacity_date, 'YYYY-MM-DD') as capacity_date, bi.quantity,
          ${keptChargeOf('bi')}::int as charge_left_cents, ${inScope(scope, 'bi')} as mine, bi.booking_date,
          ${answerBySql('bi')} as answer_by, bi.annotations
        from booking_items bi where bi.id = ${itemId} for update`,
  );
}

/** Adds `facts` to the item's annotations (the decline reason and who gave it, or that the sweep declined it). */
export async function annotate(tx: Tx, itemId: number, facts: Record<string, unknown>): Promise<void> {
  await tx.execute(
    sql`update booking_items set annotations = annotations || ${JSON.stringify(facts)}::jsonb where id = ${itemId}`,
  );
}

export async function setItemStatus(tx: Tx, itemId: number, status: string, at: Date): Promise<void> {
  await tx.update(bookingItems).set({ status, updatedAt: at }).where(eq(bookingItems.id, itemId));
}

/** The booking of a moved item, locked: who to credit points to or refund, and its promo code. */
export function lockedBooking(tx: Tx, bookingId: number) {
  return one<{ id: number; user_id: number; reference: string; points_used: number; promo_code_id: number | null }>(
    tx,
    sql`select id, user_id, reference, points_used, promo_code_id from bookings where id = ${bookingId} for update`,
  );
}

/** How many of a booking's items are still to be honoured (neither declined nor cancelled). */
export async function liveItemCount(tx: Tx, bookingId: number): Promise<number> {
  const live = await one<{ n: number }>(
    tx,
    sql`select count(*)::int as n from booking_items where booking_id = ${bookingId} and status not in ('declined', 'cancelled')`,
  );
  return live?.n ?? 0;
}

/** Pending items whose answer deadline has passed at `now`, oldest first (a sweep takes at most 500). */
export function unansweredItems(db: Db, now: Date) {
  return rows<{ id: number }>(
    db,
    sql`select bi.id from booking_items bi where bi.status = 'pending' and ${answerBySql('bi')} <= ${now.toISOString()}::timestamptz order by bi.id limit 500`,
  );
}

/** Pending items still within their deadline whose partner has not been mailed yet, with where and how to write. */
export function unannouncedItems(db: Db, now: Date) {
  return rows<{ id: number; answer_by: string | Date; to: string; language: string | null }>(
    db,
    sql`select bi.id, ${answerBySql('bi')} as answer_by,
               coalesce(nullif(c.email, ''), u.email) as to, up.language
          from booking_items bi join companies c on c.id = bi.company_id join users u on u.id = c.owner_user_id
          left join user_preferences up on up.user_id = c.owner_user_id
         where bi.status = 'pending' and ${answerBySql('bi')} > ${now.toISOString()}::timestamptz
           and not exists (select 1 from booking_item_answer_links l where l.booking_item_id = bi.id)
         order by bi.id limit 200`,
  );
}

// --- Mailed answer links (only their SHA-256 is stored) ---

export async function answerLinkCount(tx: Tx, itemId: number): Promise<number> {
  const made = await one<{ n: number }>(
    tx,
    sql`select count(*)::int as n from booking_item_answer_links where booking_item_id = ${itemId}`,
  );
  return made?.n ?? 0;
}

export async function addAnswerLink(
  tx: Tx,
  link: { itemId: number; action: 'confirmed' | 'declined'; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(bookingItemAnswerLinks).values({
    bookingItemId: link.itemId,
    action: link.action,
    tokenHash: link.tokenHash,
    expiresAt: link.expiresAt,
  });
}

/** Every mailed link of the item dies with its answer, however it was given. */
export async function closeAnswerLinks(tx: Tx, itemId: number, at: Date): Promise<void> {
  await tx.execute(
    sql`update booking_item_answer_links set used_at = coalesce(used_at, ${at.toISOString()}::timestamptz) where booking_item_id = ${itemId}`,
  );
}

/** The item and action of an unused link whose deadline is after `now`. */
export function liveAnswerLink(db: Db, tokenHash: string, now: Date) {
  return one<{ booking_item_id: number; action: 'confirmed' | 'declined' }>(
    db,
    sql`select booking_item_id, action from booking_item_answer_links
         where token_hash = ${tokenHash} and used_at is null and expires_at > ${now.toISOString()}::timestamptz`,
  );
}

// --- What the mails read ---

/** Where the partner of an item is written to (notification address, else the owner's), in which language, about whom. */
export function partnerOfCancelledItem(db: Db, itemId: number) {
  return one<{
    email: string | null;
    language: string | null;
    reference: string;
    customer: string;
    booking_date: Date | string;
  }>(
    db,
    sql`select coalesce(c.email, u.email) as email, up.language, b.reference, trim(cu.first_name || ' ' || cu.last_name) as customer, bi.booking_date
        from booking_items bi join companies c on c.id = bi.company_id join bookings b on b.id = bi.booking_id
        left join users u on u.id = c.owner_user_id left join user_preferences up on up.user_id = c.owner_user_id
        left join users cu on cu.id = b.user_id
        where bi.id = ${itemId}`,
  );
}

/** The booking an item belongs to, with its billing address and the language it was made in. */
export function bookingOfItem(db: Db, itemId: number) {
  return one<{
    id: number;
    user_id: number;
    reference: string;
    billing: { email?: string; first_name?: string };
    annotations: { locale?: unknown };
  }>(
    db,
    sql`select b.id, b.user_id, b.reference, b.billing, b.annotations from bookings b join booking_items bi on bi.booking_id = b.id where bi.id = ${itemId}`,
  );
}

/** The voucher line of one item (what the customer's confirmation mail says). */
export async function voucherRowOfItem(db: Db, itemId: number) {
  return (await voucherItemRows(db, sql`bi.id = ${itemId}`))[0];
}
