// SQL of the back office's booking items: the filtered list, one item with its booking, payments,
// refunds, customer and partner, and the item's history (made, paid, answered, refunded; staff answers from the audit log).
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@mp/shared/contracts';
import type { Db } from '../../../db/client';
import { one, rows, type Conn } from '../../../db/sql';
import { answerBySql } from '../../bookings/repository';
import { containsPattern } from '../../../lib/like';

export interface ItemFilter {
  search?: string;
  status?: string;
  companyId?: number;
  serviceId?: number;
  userId?: number;
  paymentMethod?: string;
  from?: Date;
  /** Exclusive end. */
  until?: Date;
}

function whereOf(f: ItemFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`bi.status = ${f.status}`);
  if (f.companyId) parts.push(sql`bi.company_id = ${f.companyId}`);
  if (f.serviceId) parts.push(sql`bi.service_id = ${f.serviceId}`);
  if (f.userId) parts.push(sql`b.user_id = ${f.userId}`);
  if (f.paymentMethod) parts.push(sql`b.payment_method = ${f.paymentMethod}`);
  if (f.from) parts.push(sql`bi.booking_date >= ${f.from.toISOString()}::timestamptz`);
  if (f.until) parts.push(sql`bi.booking_date < ${f.until.toISOString()}::timestamptz`);
  const term = f.search?.trim();
  if (term) {
    const p = containsPattern(term);
    parts.push(sql`(b.reference ilike ${p} or u.email ilike ${p} or (u.first_name || ' ' || u.last_name) ilike ${p}
      or coalesce(s.name_en, bi.unserialized_service->>'name_en', '') ilike ${p} or coalesce(s.name_pt, bi.unserialized_service->>'name_pt', '') ilike ${p})`);
  }
  return sql.join(parts, sql` and `);
}

export interface ItemRow {
  id: number;
  booking_id: number;
  reference: string;
  status: string;
  booking_date: Date | string;
  created_at: Date | string;
  quantity: number;
  value_cents: number;
  discount_cents: number;
  payment_method: string;
  user_id: number;
  customer_name: string;
  customer_type: string;
  customer_email: string;
  company_id: number;
  partner_name: string;
  service_id: number | null;
  service_name: string;
}

const ORDER = {
  booking_date: sql`bi.booking_date asc, bi.id asc`,
  '-booking_date': sql`bi.booking_date desc, bi.id desc`,
  // "Booked" is the item's own time: ids follow the order rows were written, which a booking entered later for an
  // earlier sale (or seeded data) does not keep.
  created_at: sql`bi.created_at asc, bi.id asc`,
  '-created_at': sql`bi.created_at desc, bi.id desc`,
} as const;
export type ItemSort = keyof typeof ORDER;

const FROM = sql`from booking_items bi
  join bookings b on b.id = bi.booking_id
  join users u on u.id = b.user_id
  join companies c on c.id = bi.company_id
  left join services s on s.id = bi.service_id`;

const serviceName = (locale: Locale) =>
  locale === 'pt'
    ? sql`coalesce(bi.unserialized_service->>'name_pt', s.name_pt, '')`
    : sql`coalesce(bi.unserialized_service->>'name_en', s.name_en, '')`;

const ROW = (
  locale: Locale,
) => sql`bi.id, bi.booking_id, b.reference, bi.status, bi.booking_date, bi.created_at, bi.quantity, bi.value_cents,
  bi.discount_cents, b.payment_method, u.id as user_id, trim(u.first_name || ' ' || u.last_name) as customer_name, u.email as customer_email, u.user_type as customer_type,
  c.id as company_id, c.trade_name as partner_name, bi.service_id, ${serviceName(locale)} as service_name`;

export async function itemsPage(
  db: Db,
  f: ItemFilter,
  sort: ItemSort,
  locale: Locale,
  window: { limit: number; offset: number },
) {
  const where = whereOf(f);
  // The search reaches users and services; without it the count needs only the item and its booking, and without a
  // filter on the booking (customer, payment method) only the item.
  const from = f.search?.trim()
    ? FROM
    : f.userId || f.paymentMethod
      ? sql`from booking_items bi join bookings b on b.id = bi.booking_id`
      : sql`from booking_items bi`;
  const count = await one<{ total: number }>(db, sql`select count(*)::int as total ${from} where ${where}`);
  // The page's ids first, then the joins for those rows only (bench:api part lists).
  const pageIds = sql`select bi.id ${from} where ${where} order by ${ORDER[sort]} limit ${window.limit} offset ${window.offset}`;
  const list = await rows<ItemRow>(
    db,
    sql`select ${ROW(locale)} ${FROM} where bi.id in (${pageIds}) order by ${ORDER[sort]}`,
  );
  return { total: count?.total ?? 0, rows: list };
}

/** The export's next rows: the list's filters, newest item first, after `beforeId` (keyset; no count, no offset). */
export function itemsBatch(db: Db, f: ItemFilter, locale: Locale, beforeId: number | null, limit: number) {
  const after = beforeId === null ? sql`` : sql` and bi.id < ${beforeId}`;
  return rows<ItemRow>(
    db,
    sql`select ${ROW(locale)} ${FROM} where ${whereOf(f)}${after} order by bi.id desc limit ${limit}`,
  );
}

export interface ItemDetailRow extends ItemRow {
  answer_by: Date | string;
  adults: number | null;
  children: number | null;
  adult_unit_cents: number | null;
  child_unit_cents: number | null;
  annotations: Record<string, unknown>;
  unserialized_service: Record<string, unknown>;
  updated_at: Date | string;
  booking_status: string;
  booking_total_cents: number;
  booking_discount_cents: number;
  points_used: number;
  promo_code: string | null;
  promo_cents: number | null;
  paid_at: Date | string | null;
  booking_created_at: Date | string;
  created_by_user_id: number | null;
  customer_phone: string | null;
  guest: boolean;
  partner_email: string | null;
  partner_phone: string | null;
}

export function findItem(db: Db, id: number, locale: Locale) {
  return one<ItemDetailRow>(
    db,
    sql`select ${ROW(locale)}, ${answerBySql('bi')} as answer_by, bi.annotations, bi.unserialized_service, bi.updated_at,
          bi.adults, bi.children, bi.adult_unit_cents, bi.child_unit_cents,
          b.status as booking_status, b.total_cents as booking_total_cents, b.discount_cents as booking_discount_cents, b.points_used,
          pc.code as promo_code,
          (select r.discount_cents from promo_code_redemptions r where r.booking_id = b.id and r.promo_code_id = b.promo_code_id) as promo_cents,
          b.paid_at, b.created_at as booking_created_at, b.created_by_user_id,
          u.phone as customer_phone, (u.password_hash is null) as guest,
          coalesce(nullif(c.email, ''), o.email) as partner_email, o.phone as partner_phone
        ${FROM}
        left join users o on o.id = c.owner_user_id
        left join promo_codes pc on pc.id = b.promo_code_id
        where bi.id = ${id}`,
  );
}

export function bookingItems(db: Db, bookingId: number, locale: Locale) {
  return rows<{ id: number; service: string; status: string; total_cents: number; value_cents: number }>(
    db,
    sql`select bi.id, ${serviceName(locale)} as service, bi.status, (bi.value_cents - bi.discount_cents) as total_cents, bi.value_cents
        from booking_items bi left join services s on s.id = bi.service_id where bi.booking_id = ${bookingId} order by bi.id`,
  );
}

export function paymentsOf(db: Db, bookingId: number) {
  return rows<{
    id: number;
    provider: string;
    status: string;
    amount_cents: number;
    refunded_cents: number;
    created_at: Date | string;
    updated_at: Date | string;
  }>(
    db,
    sql`select id, provider, status, amount_cents, coalesce((details->>'refunded_cents')::int, 0) as refunded_cents, created_at, updated_at
        from payments where booking_id = ${bookingId} order by id`,
  );
}

/** Gift-card and points refunds of the booking (money refunds are on the payments: refunded_cents). */
export function ledgerRefundsOf(db: Db, bookingId: number) {
  return rows<{ at: Date | string; kind: 'gift_card' | 'points'; amount: number }>(
    db,
    sql`select created_at as at, 'gift_card' as kind, amount_cents as amount from gift_card_transactions where booking_id = ${bookingId} and kind = 'refund'
        union all
        select created_at, 'points', delta from points_ledger where booking_id = ${bookingId} and reason = 'refund'
        order by at`,
  );
}

/** The booking's refunded items with the refund lines each kept (annotations.refund) and when it was refunded. */
export function itemRefundsOf(db: Db, bookingId: number) {
  return rows<{ item_id: number; at: Date | string; annotations: Record<string, unknown> }>(
    db,
    sql`select id as item_id, updated_at as at, annotations from booking_items
        where booking_id = ${bookingId} and jsonb_typeof(annotations->'refund') = 'array' order by id`,
  );
}

/** What gift cards paid for the booking (their redemptions). */
export function giftCardRedemptionsOf(db: Db, bookingId: number) {
  return rows<{ at: Date | string; last4: string; amount: number }>(
    db,
    sql`select t.created_at as at, right(g.code, 4) as last4, t.amount_cents as amount
        from gift_card_transactions t join gift_cards g on g.id = t.gift_card_id
        where t.booking_id = ${bookingId} and t.kind = 'redeem' order by t.id`,
  );
}

/** Staff answers given for this item (the audit log keeps who, when, why). */
export function staffAnswersOf(db: Db, itemId: number) {
  return rows<{ at: Date | string; by: string; after: { status?: string; reason?: string } | null }>(
    db,
    sql`select a.created_at as at, trim(u.first_name || ' ' || u.last_name) as by, a.after
        from audit_log a join users u on u.id = a.real_user_id
        where a.entity = 'booking_item' and a.entity_id = ${String(itemId)} order by a.id`,
  );
}

/** The item a partial refund is for, with its booking (the caller holds the booking's and the item's locks). */
export function partialRefundTarget(db: Conn, itemId: number) {
  return one<{
    id: number;
    booking_id: number;
    company_id: number;
    status: string;
    charge_cents: number;
    refunded_cents: number;
    booking_paid: boolean;
    user_id: number;
    reference: string;
  }>(
    db,
    sql`select bi.id, bi.booking_id, bi.company_id, bi.status, (bi.value_cents - bi.discount_cents) as charge_cents,
          bi.refunded_cents, (b.status = 'paid' and b.paid_at is not null) as booking_paid, b.user_id, b.reference
        from booking_items bi join bookings b on b.id = bi.booking_id where bi.id = ${itemId}`,
  );
}

export async function bookingIdOfItem(db: Conn, itemId: number): Promise<number | null> {
  const row = await one<{ booking_id: number }>(db, sql`select booking_id from booking_items where id = ${itemId}`);
  return row?.booking_id ?? null;
}

export async function lockBookingItem(db: Conn, itemId: number): Promise<void> {
  await db.execute(sql`select id from booking_items where id = ${itemId} for update`);
}

export async function lockBooking(db: Conn, bookingId: number): Promise<void> {
  await db.execute(sql`select id from bookings where id = ${bookingId} for update`);
}

/** Adds a partial refund to the item (its CHECK keeps the sum within the charge; the figures' trigger follows). */
export async function addItemRefunded(db: Conn, itemId: number, cents: number): Promise<void> {
  await db.execute(sql`update booking_items set refunded_cents = refunded_cents + ${cents}::int where id = ${itemId}`);
}

export async function insertPartialRefund(
  db: Conn,
  r: { itemId: number; bookingId: number; amountCents: number; reason: string; lines: unknown[]; byUserId: number },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    sql`insert into booking_item_refunds (booking_item_id, booking_id, amount_cents, reason, lines, created_by_user_id)
        values (${r.itemId}, ${r.bookingId}, ${r.amountCents}, ${r.reason}, ${JSON.stringify(r.lines)}::jsonb, ${r.byUserId})
        returning id`,
  );
  return row?.id ?? 0;
}

/** The item's partial refunds, oldest first, with who gave each. */
export function partialRefundsOfItem(db: Conn, itemId: number) {
  return rows<{
    id: number;
    at: Date | string;
    amount_cents: number;
    reason: string;
    by: string | null;
    lines: unknown;
  }>(
    db,
    sql`select r.id, r.created_at as at, r.amount_cents, r.reason, nullif(trim(u.first_name || ' ' || u.last_name), '') as by, r.lines
        from booking_item_refunds r left join users u on u.id = r.created_by_user_id
        where r.booking_item_id = ${itemId} order by r.id`,
  );
}

/**
 * The customers whose name or address holds `term` (the first 20 by name when it is empty) among those who booked at
 * least once, each named "First Last <address>" so two customers of one name are told apart.
 */
export async function customerNames(db: Db, term: string) {
  const match = term
    ? sql`and (u.first_name ilike ${containsPattern(term)} or u.last_name ilike ${containsPattern(term)}
            or u.email ilike ${containsPattern(term)})`
    : sql``;
  return rows<{ id: number; name: string }>(
    db,
    sql`select u.id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) || ' <' || u.email || '>' as name
        from users u
        where exists (select 1 from bookings b where b.user_id = u.id) ${match}
        order by u.first_name, u.last_name, u.id limit 20`,
  );
}
