// Customer reads (spec §4 customer lists, §7): bookings by item status, and items grouped by category.
import { sql } from 'drizzle-orm';
import { cancellationTerms, type CancellationPolicy } from '@mp/shared/domain';
import type {
  BookItemsByCategory,
  BookingItemStatus,
  ClientBooking,
  ClientBookingItem,
  Locale,
  PageOf,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { page } from '../../lib/wire';
import { bookingItemRecords, bookingItemView, customerFacingReason } from '../bookings/views';
import {
  bookingRows,
  bookingsPage,
  itemsOfOwnBooking,
  partnersOfItems,
  placesOfItems,
  statusFilter,
} from './repository';
import { cancelsFree } from '../supplier-bookings/service';
import { refundLinesOf, refundPreviews } from '../bookings/refunds';
import { bookingBreakdowns } from '../bookings/amounts';
import { reviewsOfItems } from '../reviews/repository';

const STATUSES: readonly BookingItemStatus[] = [
  'waiting_payment',
  'pending',
  'confirmed',
  'completed',
  'declined',
  'cancelled',
];

export function parseStatuses(raw: string | string[] | undefined): string[] {
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.find((s) => !(STATUSES as readonly string[]).includes(s));
  if (bad) throw invalid({ status: 'validation.enum' });
  return [...new Set(list)];
}

export async function clientBookings(
  db: Db,
  userId: number,
  q: { status?: string | string[]; orderBy?: 'asc' | 'desc'; page?: number; per_page?: number },
  url: string,
  locale: Locale,
): Promise<PageOf<ClientBooking>> {
  const statuses = parseStatuses(q.status);
  const req = { page: q.page ?? 1, perPage: q.per_page ?? 15 };
  const { total, list } = await bookingsPage(
    db,
    userId,
    statuses,
    q.orderBy ?? 'desc',
    req.perPage,
    (req.page - 1) * req.perPage,
  );
  return page(url, req, total, await clientBookingViews(db, list, statuses, locale));
}

/** A place in the request's language, English when it has no Portuguese; null when the service names none. */
function placeText(place: { en?: string; pt?: string } | undefined, locale: Locale): string | null {
  const text = ((locale === 'pt' ? place?.pt : place?.en) || place?.en || '').trim();
  return text || null;
}

/** Bookings as the customer's own booking answer gives them: each with its items (of `statuses`, all when empty). */
export async function clientBookingViews(
  db: Db,
  list: Awaited<ReturnType<typeof bookingRows>>,
  statuses: string[],
  locale: Locale,
): Promise<ClientBooking[]> {
  const ids = list.map((b) => b.id);
  const items = ids.length
    ? await bookingItemRecords(
        db,
        sql`bi.booking_id in ${sql.raw(`(${ids.join(',')})`)} ${statusFilter(statuses)}`,
        sql`order by bi.id`,
      )
    : [];
  const partners = await partnersOfItems(
    db,
    items.map((i) => i.id),
  );
  const reviews = await reviewsOfItems(
    db,
    items.map((i) => i.id),
  );
  const places = await placesOfItems(
    db,
    items.map((i) => i.id),
  );
  const now = new Date();
  // What cancelling each open item would give back, by the rule its refund follows (bookings/refunds.ts).
  const open = items.filter(
    (r) =>
      (r.status === 'pending' || r.status === 'confirmed') &&
      cancellationTerms(r.annotations as CancellationPolicy, r.booking_date, now)?.kind === 'free_until',
  );
  const previews = await refundPreviews(
    db,
    open.map((r) => ({
      id: r.id,
      bookingId: r.booking_id,
      companyId: r.company_id,
      chargeCents: r.kept_charge_cents,
    })),
  );
  const clientItem = (record: (typeof items)[number]): ClientBookingItem => {
    const full = bookingItemView(record, locale);
    // The reason lives on its own field, and only when it was meant for the customer (a staff note stays internal).
    const { decline_reason: _reason, reason_from: _from, ...ownAnnotations } = full.annotations;
    void _reason;
    void _from;
    const view = { ...full, annotations: ownAnnotations };
    const annotations = view.annotations as CancellationPolicy;
    // The one rule of every screen: `until` only while the window is open; after it the item is non-refundable, unless
    // nothing is left of its charge (a table without a deposit): then it costs nothing to cancel.
    const terms = cancellationTerms(
      { ...annotations, charged_cents: record.kept_charge_cents },
      view.booking_date,
      now,
    );
    const live = view.booking_item_status === 'pending' || view.booking_item_status === 'confirmed';
    return {
      ...view,
      partner: partners.get(record.id) ?? { company_id: 0, trade_name: '', contact_user_id: null },
      free_cancellation: {
        offered: Boolean(annotations.free_cancellation) && Number(annotations.cancellation_policy ?? 0) > 0,
        until: terms?.kind === 'free_until' ? terms.until.toISOString() : null,
        open: live && terms?.kind === 'free_until',
        nothing_paid: terms?.kind === 'nothing_paid',
      },
      review: reviews.get(record.id) ?? null,
      meeting_point: placeText(places.get(record.id)?.text, locale),
      meeting_position: places.get(record.id)?.position ?? null,
      decline_reason: customerFacingReason(record.annotations),
      refund: refundLinesOf(record.annotations),
      refund_if_cancelled: previews.get(record.id) ?? [],
    };
  };
  // The whole booking's breakdown, every item included, as the voucher shows it (bookings/amounts.ts).
  const breakdowns = await bookingBreakdowns(
    db,
    list.map((b) => b.id),
    locale,
  );
  return list.map((b): ClientBooking => ({
    id: b.id,
    reference: b.reference,
    status: b.status as ClientBooking['status'],
    payment_method: b.payment_method,
    total_cents: b.total_cents,
    discount_cents: b.discount_cents,
    points_used: b.points_used,
    created_at: new Date(b.created_at).toISOString(),
    payment: {
      money_cents: b.money_cents,
      refunded_cents: b.refunded_cents,
      points_cents: b.points_used,
      promo_cents: b.promo_cents,
      gift_card_cents: b.gift_card_cents,
    },
    ...(breakdowns.has(b.id) ? { amounts: breakdowns.get(b.id)! } : {}),
    items: items.filter((i) => i.booking_id === b.id).map(clientItem),
  }));
}

export async function itemsByCategory(db: Db, userId: number, locale: Locale): Promise<BookItemsByCategory> {
  const records = await bookingItemRecords(
    db,
    sql`b.user_id = ${userId}`,
    sql`order by bi.booking_date desc, bi.id desc`,
  );
  const groups = new Map<string, BookItemsByCategory[number]>();
  for (const r of records) {
    const slug = r.category_slug ?? 'other';
    const group = groups.get(slug) ?? {
      category: { slug, name: (locale === 'pt' ? r.category_pt : r.category_en) ?? slug },
      items: [],
    };
    group.items.push(bookingItemView(r, locale));
    groups.set(slug, group);
  }
  return [...groups.values()];
}

/**
 * The items of the customer's booking that are still open (pending, confirmed): those whose free-cancellation window
 * is open, and how many are past it. null when the booking is not the customer's.
 */
export async function cancellableItemsOf(
  db: Db,
  userId: number,
  bookingId: number,
  now: Date,
): Promise<{ open: number[]; closed: number } | null> {
  const rows = await itemsOfOwnBooking(db, userId, bookingId);
  if (rows.length === 0) return null;
  const live = rows.filter((r) => r.id !== null && (r.status === 'pending' || r.status === 'confirmed'));
  const open = live.filter((r) => cancelsFree(r, now)).map((r) => r.id as number);
  return { open, closed: live.length - open.length };
}
