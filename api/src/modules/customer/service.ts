// Customer reads (spec §4 customer lists, §7): bookings by item status, and items grouped by category.
import { sql } from 'drizzle-orm';
import type { BookItemsByCategory, BookingItemStatus, ClientBooking, Locale, PageOf } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { page } from '../../lib/wire';
import { bookingItemRecords, bookingItemView } from '../bookings/views';
import { bookingsPage, statusFilter } from './repository';

const STATUSES: readonly BookingItemStatus[] = ['waiting_payment', 'pending', 'confirmed', 'completed', 'declined', 'cancelled'];

export function parseStatuses(raw: string | string[] | undefined): string[] {
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
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
  const { total, list } = await bookingsPage(db, userId, statuses, q.orderBy ?? 'desc', req.perPage, (req.page - 1) * req.perPage);
  const ids = list.map((b) => b.id);
  const items = ids.length
    ? await bookingItemRecords(db, sql`bi.booking_id in ${sql.raw(`(${ids.join(',')})`)} ${statusFilter(statuses)}`, sql`order by bi.id`)
    : [];
  return page(
    url,
    req,
    total,
    list.map((b) => ({
      id: b.id,
      reference: b.reference,
      status: b.status as ClientBooking['status'],
      payment_method: b.payment_method,
      total_cents: b.total_cents,
      discount_cents: b.discount_cents,
      points_used: b.points_used,
      created_at: new Date(b.created_at).toISOString(),
      items: items.filter((i) => i.booking_id === b.id).map((i) => bookingItemView(i, locale)),
    })),
  );
}

export async function itemsByCategory(db: Db, userId: number, locale: Locale): Promise<BookItemsByCategory> {
  const records = await bookingItemRecords(db, sql`b.user_id = ${userId}`, sql`order by bi.booking_date desc, bi.id desc`);
  const groups = new Map<string, BookItemsByCategory[number]>();
  for (const r of records) {
    const slug = r.category_slug ?? 'other';
    const group = groups.get(slug) ?? { category: { slug, name: (locale === 'pt' ? r.category_pt : r.category_en) ?? slug }, items: [] };
    group.items.push(bookingItemView(r, locale));
    groups.set(slug, group);
  }
  return [...groups.values()];
}
