// SQL of the partner companies' calendar feeds: the one hashed secret per company, and the items a feed lists.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one, rows, type Conn } from '../../db/sql';

export interface FeedRow {
  company_id: number;
  created_at: Date | string;
}

/** The company's live feed, if it has one (never its secret: only the hash is stored). */
export function feedOfCompany(db: Conn, companyId: number): Promise<FeedRow | undefined> {
  return one<FeedRow>(
    db,
    sql`select company_id, created_at from company_calendar_feeds where company_id = ${companyId}`,
  );
}

/** Creates the company's feed or replaces its secret (the old address stops working at once). */
export async function saveFeed(db: Db, companyId: number, tokenHash: string, userId: number): Promise<FeedRow> {
  const row = await one<FeedRow>(
    db,
    sql`insert into company_calendar_feeds (company_id, token_hash, created_by_user_id)
        values (${companyId}, ${tokenHash}, ${userId})
        on conflict (company_id) do update
          set token_hash = excluded.token_hash, created_by_user_id = excluded.created_by_user_id, created_at = now()
        returning company_id, created_at`,
  );
  return row!;
}

export async function deleteFeed(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`delete from company_calendar_feeds where company_id = ${companyId}`);
}

export interface FeedCompany {
  company_id: number;
  trade_name: string;
  language: string | null;
}

/** The company a feed secret's hash opens, with its owner's mail language. */
export function companyOfFeed(db: Conn, tokenHash: string): Promise<FeedCompany | undefined> {
  return one<FeedCompany>(
    db,
    sql`select c.id as company_id, c.trade_name, up.language
          from company_calendar_feeds f
          join companies c on c.id = f.company_id
          left join user_preferences up on up.user_id = c.owner_user_id
         where f.token_hash = ${tokenHash}`,
  );
}

export interface FeedItemRow {
  id: number;
  reference: string;
  booking_date: Date | string;
  quantity: number;
  adults: number | null;
  children: number | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  notes: string | null;
  unserialized_service: { name_en?: string; name_pt?: string; duration?: number; meeting_point?: unknown };
  name_en: string | null;
  name_pt: string | null;
  meeting_point: { en?: string; pt?: string } | null;
}

/** The company's confirmed and completed items whose date falls in [from, to), soonest first. */
export function feedItems(db: Conn, companyId: number, from: Date, to: Date): Promise<FeedItemRow[]> {
  return rows<FeedItemRow>(
    db,
    sql`select bi.id, b.reference, bi.booking_date, bi.quantity, bi.adults, bi.children,
               coalesce(nullif(b.billing->>'first_name', ''), u.first_name) as first_name,
               coalesce(nullif(b.billing->>'last_name', ''), u.last_name) as last_name,
               coalesce(nullif(b.billing->>'phone', ''), u.phone) as phone,
               nullif(trim(bi.annotations->>'notes'), '') as notes,
               bi.unserialized_service, s.name_en, s.name_pt, s.meeting_point
          from booking_items bi
          join bookings b on b.id = bi.booking_id
          join users u on u.id = b.user_id
          left join services s on s.id = bi.service_id
         where bi.company_id = ${companyId} and bi.status in ('confirmed', 'completed')
           and bi.booking_date >= ${from.toISOString()} and bi.booking_date < ${to.toISOString()}
         order by bi.booking_date, bi.id`,
  );
}
