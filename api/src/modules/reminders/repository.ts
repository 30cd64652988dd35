// SQL of the scheduled mails of booking items. A mail is claimed by inserting its row in booking_item_mails: the
// primary key lets one insert win, so two API instances sweeping at once (or a re-run) claim each mail once.
import { sql } from 'drizzle-orm';
import { rows, type Conn } from '../../db/sql';

export type ScheduledMail = 'reminder' | 'review_request';

/** How far back a completed item is still asked for a review (older ones, say after a first deploy, are left). */
const REVIEW_REQUEST_DAYS = 14;

/**
 * Claims the reminder of every confirmed item whose Lisbon day is the day after `now`'s, for customers who have not
 * turned reminders off (a guest's holding account has no setting: it gets them). Answers the claimed item ids.
 */
export function claimReminders(db: Conn, now: Date, limit = 200): Promise<{ booking_item_id: number }[]> {
  const at = now.toISOString();
  return rows(
    db,
    sql`insert into booking_item_mails (booking_item_id, kind, sent_at)
        select bi.id, 'reminder', ${at}::timestamptz
          from booking_items bi
          join bookings b on b.id = bi.booking_id
          join users u on u.id = b.user_id
          left join user_preferences up on up.user_id = b.user_id
         where bi.status = 'confirmed'
           and (bi.booking_date at time zone 'Europe/Lisbon')::date = (${at}::timestamptz at time zone 'Europe/Lisbon')::date + 1
           and coalesce(up.email_reminders, true)
           and u.email not like '%@deleted.invalid'
           and not exists (select 1 from booking_item_mails m where m.booking_item_id = bi.id and m.kind = 'reminder')
         order by bi.id
         limit ${limit}
        on conflict do nothing
        returning booking_item_id`,
  );
}

/**
 * Claims the review request of every item completed in the last days and not reviewed yet, of a customer's booking
 * (a guest has no account to write a review from) that has not turned review requests off. Gift cards are not reviewed.
 */
export function claimReviewRequests(db: Conn, now: Date, limit = 200): Promise<{ booking_item_id: number }[]> {
  const at = now.toISOString();
  return rows(
    db,
    sql`insert into booking_item_mails (booking_item_id, kind, sent_at)
        select bi.id, 'review_request', ${at}::timestamptz
          from booking_items bi
          join bookings b on b.id = bi.booking_id
          join users u on u.id = b.user_id
          left join user_preferences up on up.user_id = b.user_id
         where bi.status = 'completed'
           and b.created_by_user_id is not null
           and bi.booking_date <= ${at}::timestamptz
           and bi.booking_date > ${at}::timestamptz - make_interval(days => ${REVIEW_REQUEST_DAYS})
           and coalesce(bi.unserialized_service->>'kind', '') <> 'gift_card'
           and coalesce(up.email_reviews, true)
           and u.email not like '%@deleted.invalid'
           and not exists (select 1 from reviews r where r.booking_item_id = bi.id)
           and not exists (select 1 from booking_item_mails m where m.booking_item_id = bi.id and m.kind = 'review_request')
         order by bi.id
         limit ${limit}
        on conflict do nothing
        returning booking_item_id`,
  );
}

/** Gives a claim back when its mail could not be sent, so the next sweep tries again. */
export async function releaseClaim(db: Conn, itemId: number, kind: ScheduledMail): Promise<void> {
  await db.execute(sql`delete from booking_item_mails where booking_item_id = ${itemId} and kind = ${kind}`);
}

interface MailContext {
  booking_id: number;
  reference: string;
  created_by_user_id: number | null;
  booking_locale: string | null;
  account_language: string | null;
  to: string;
  name: string;
  partner_email: string | null;
  partner_phone: string | null;
}

/** Who reads an item's scheduled mail (the booking's billing address, else its account's) and the partner's contact. */
export async function mailContext(db: Conn, itemId: number): Promise<MailContext | undefined> {
  const [row] = await rows<MailContext>(
    db,
    sql`select b.id as booking_id, b.reference, b.created_by_user_id, b.annotations->>'locale' as booking_locale,
               up.language as account_language,
               coalesce(nullif(b.billing->>'email', ''), u.email) as to,
               coalesce(nullif(b.billing->>'first_name', ''), u.first_name) as name,
               coalesce(nullif(c.email, ''), o.email) as partner_email, nullif(o.phone, '') as partner_phone
          from booking_items bi
          join bookings b on b.id = bi.booking_id
          join users u on u.id = b.user_id
          left join user_preferences up on up.user_id = b.user_id
          join companies c on c.id = bi.company_id
          left join users o on o.id = c.owner_user_id
         where bi.id = ${itemId}`,
  );
  return row;
}

/** The dates of a booking's items (its manage link works until some days after the last). */
export async function bookingDates(db: Conn, bookingId: number): Promise<Date[]> {
  const found = await rows<{ booking_date: string | Date }>(
    db,
    sql`select booking_date from booking_items where booking_id = ${bookingId}`,
  );
  return found.map((r) => new Date(r.booking_date));
}
