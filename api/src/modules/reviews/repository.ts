// SQL of customer reviews: the booked item a review is about, and the review row.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rows } from '../catalogue/repository';

type Conn = Db | Tx;

export interface ReviewableItem {
  id: number;
  status: string;
  service_id: number | null;
  first_name: string;
  last_name: string;
  country: string | null;
  reviewed: boolean;
  /** The kind of service booked (from the item's snapshot): a gift card is not reviewed. */
  kind: string | null;
}

/** The item if it belongs to one of the user's bookings, locked so two reviews of it cannot pass the check together. */
export async function itemForReview(tx: Conn, userId: number, itemId: number): Promise<ReviewableItem | null> {
  const [row] = await rows<Omit<ReviewableItem, 'reviewed'>>(
    tx,
    sql`select bi.id, bi.status, bi.service_id, u.first_name, u.last_name, p.country, bi.unserialized_service->>'kind' as kind
        from booking_items bi join bookings b on b.id = bi.booking_id join users u on u.id = b.user_id
        left join user_profiles p on p.user_id = u.id
        where bi.id = ${itemId} and b.user_id = ${userId}
        for update of bi`,
  );
  if (!row) return null;
  // Asked once the item is locked, in a statement of its own: a review written by a request that held the lock
  // first is then seen (a subquery of the locking statement would still read the snapshot from before the wait).
  const [review] = await rows<{ reviewed: boolean }>(
    tx,
    sql`select exists (select 1 from reviews where booking_item_id = ${itemId}) as reviewed`,
  );
  return { ...row, reviewed: review?.reviewed ?? false };
}

export interface ReviewRow {
  id: number;
  service_id: number;
  booking_item_id: number;
  stars: number;
  text: string;
  language: 'en' | 'pt';
  created_at: Date | string;
}

export async function insertReview(
  tx: Conn,
  r: {
    serviceId: number;
    userId: number;
    itemId: number;
    firstName: string;
    lastName: string;
    country: string | null;
    stars: number;
    text: string;
    language: string;
  },
): Promise<ReviewRow> {
  const [row] = await rows<ReviewRow>(
    tx,
    sql`insert into reviews (service_id, user_id, booking_item_id, author_first_name, author_last_name, author_country, stars, language, text, status, source)
        values (${r.serviceId}, ${r.userId}, ${r.itemId}, ${r.firstName}, ${r.lastName}, ${r.country}, ${r.stars}, ${r.language}, ${r.text}, 'published', 'user')
        returning id, service_id, booking_item_id, stars, text, language, created_at`,
  );
  if (!row) throw new Error('review insert failed');
  return row;
}

/** Which of these items the customer has reviewed (id → stars). */
export async function reviewsOfItems(db: Conn, itemIds: number[]): Promise<Map<number, { id: number; stars: number }>> {
  if (itemIds.length === 0) return new Map();
  const found = await rows<{ id: number; booking_item_id: number; stars: number }>(
    db,
    sql`select id, booking_item_id, stars from reviews where booking_item_id in ${sql.raw(`(${itemIds.map(Number).join(',')})`)}`,
  );
  return new Map(found.map((r) => [r.booking_item_id, { id: r.id, stars: r.stars }]));
}
