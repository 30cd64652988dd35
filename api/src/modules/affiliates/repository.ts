// SQL of the affiliate area (ADR 019). A referral counts once its booking is paid within the visit's 30 days;
// each of its items carries a commission whose state follows the item (completed, or cancelled too late for a refund
// with its charge kept → earned; cancelled or declined → cancelled; otherwise pending).
import { sql, type SQL } from 'drizzle-orm';
import { REFERRAL_DAYS, type AffiliateProfile } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import type { Conn } from '../../db/sql';
import { isKeptCancellation, keptChargeOf } from '../super/sales/figures-repository';
import { one, rows } from '../../db/sql';

export const affiliateByCode = (db: Conn, code: string) =>
  one<{ id: number; user_id: number }>(
    db,
    sql`select id, user_id from affiliates where lower(code) = lower(${code}) and status = 'active'`,
  );

export const affiliateOfUser = (db: Conn, userId: number) =>
  one<{ id: number; code: string; commission_basis_points: number; status: string }>(
    db,
    sql`select id, code, commission_basis_points, status from affiliates where user_id = ${userId}`,
  );

export async function insertVisit(db: Conn, affiliateId: number): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    sql`insert into affiliate_visits (affiliate_id) values (${affiliateId}) returning id`,
  );
  return row!.id;
}

/**
 * Records the booking as the visit's affiliate's (at the affiliate's rate now), when the visit is younger than 30
 * days, the affiliate active, and the booking not the affiliate's own. Answers whether it did.
 */
export async function insertReferral(db: Conn, visitId: number, bookingId: number): Promise<boolean> {
  const inserted = await rows<{ id: number }>(
    db,
    sql`insert into affiliate_referrals (affiliate_id, booking_id, visit_id, commission_basis_points)
        select a.id, b.id, v.id, a.commission_basis_points
          from affiliate_visits v
          join affiliates a on a.id = v.affiliate_id and a.status = 'active'
          join bookings b on b.id = ${bookingId}
         where v.id = ${visitId}
           and v.created_at > now() - make_interval(days => ${REFERRAL_DAYS})
           and b.user_id is distinct from a.user_id
        on conflict (booking_id) do nothing
        returning id`,
  );
  return inserted.length > 0;
}

/**
 * The referred, paid booking items of the affiliate with their commission (the paid-in-window rule in one place). The
 * amount is what the customer kept paying: a partial refund lowers it, and the commission with it, as the platform's own
 * commission is only on what was kept (docs/money-figures.md).
 */
const COMMISSIONS = (affiliateId: number) => sql`
  select i.id as booking_item_id, b.reference as booking_reference, b.paid_at,
         coalesce(s.name_en, 'Transfer') as name_en, coalesce(s.name_pt, 'Transfer') as name_pt,
         greatest(${keptChargeOf('i')}, 0) as amount_cents, r.commission_basis_points,
         round(greatest(${keptChargeOf('i')}, 0) * r.commission_basis_points / 10000.0)::int as commission_cents,
         case when i.status = 'completed' or ${isKeptCancellation('i')} then 'earned'
              when i.status in ('cancelled', 'declined') then 'cancelled' else 'pending' end as status
    from affiliate_referrals r
    join affiliate_visits v on v.id = r.visit_id
    join bookings b on b.id = r.booking_id
    join booking_items i on i.booking_id = b.id
    left join services s on s.id = i.service_id
   where r.affiliate_id = ${affiliateId}
     and b.paid_at is not null
     and b.paid_at <= v.created_at + make_interval(days => ${REFERRAL_DAYS})`;

export interface CommissionRecord {
  booking_item_id: number;
  booking_reference: string;
  paid_at: string;
  name_en: string;
  name_pt: string;
  amount_cents: number;
  commission_basis_points: number;
  commission_cents: number;
  status: 'pending' | 'earned' | 'cancelled';
}

export async function listCommissions(
  db: Conn,
  affiliateId: number,
  q: { status?: string; limit: number; offset: number },
): Promise<{ total: number; records: CommissionRecord[] }> {
  const filter = q.status ? sql`where c.status = ${q.status}` : sql``;
  const total = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${COMMISSIONS(affiliateId)}) c ${filter}`,
  );
  const records = await rows<CommissionRecord>(
    db,
    sql`select c.booking_item_id, c.booking_reference, to_char(c.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as paid_at,
               c.name_en, c.name_pt, c.amount_cents, c.commission_basis_points, c.commission_cents, c.status
          from (${COMMISSIONS(affiliateId)}) c ${filter}
         order by c.paid_at desc, c.booking_item_id desc limit ${q.limit} offset ${q.offset}`,
  );
  return { total: total?.n ?? 0, records };
}

export interface Totals {
  clicks: number;
  bookings: number;
  pending_cents: number;
  earned_cents: number;
  cancelled_cents: number;
}

export async function totals(db: Conn, affiliateId: number): Promise<Totals> {
  const row = await one<Totals>(
    db,
    sql`select (select count(*)::int from affiliate_visits where affiliate_id = ${affiliateId}) as clicks,
               count(distinct c.booking_reference)::int as bookings,
               coalesce(sum(c.commission_cents) filter (where c.status = 'pending'), 0)::int as pending_cents,
               coalesce(sum(c.commission_cents) filter (where c.status = 'earned'), 0)::int as earned_cents,
               coalesce(sum(c.commission_cents) filter (where c.status = 'cancelled'), 0)::int as cancelled_cents
          from (${COMMISSIONS(affiliateId)}) c`,
  );
  return row ?? { clicks: 0, bookings: 0, pending_cents: 0, earned_cents: 0, cancelled_cents: 0 };
}

/** Clicks, paid referred bookings and their (not cancelled) commission per month, the last 12 months (Lisbon time). */
export function months(
  db: Conn,
  affiliateId: number,
): Promise<{ month: string; clicks: number; bookings: number; commission_cents: number }[]> {
  return rows(
    db,
    sql`with m as (
          select to_char(d, 'YYYY-MM') as month
            from generate_series(date_trunc('month', now() at time zone 'Europe/Lisbon') - interval '11 months',
                                 date_trunc('month', now() at time zone 'Europe/Lisbon'), interval '1 month') d
        ),
        clicks as (
          select to_char(created_at at time zone 'Europe/Lisbon', 'YYYY-MM') as month, count(*)::int as n
            from affiliate_visits where affiliate_id = ${affiliateId} group by 1
        ),
        sales as (
          select to_char(c.paid_at at time zone 'Europe/Lisbon', 'YYYY-MM') as month, count(distinct c.booking_reference)::int as bookings,
                 coalesce(sum(c.commission_cents) filter (where c.status <> 'cancelled'), 0)::int as commission_cents
            from (${COMMISSIONS(affiliateId)}) c group by 1
        )
        select m.month, coalesce(clicks.n, 0)::int as clicks, coalesce(sales.bookings, 0)::int as bookings, coalesce(sales.commission_cents, 0)::int as commission_cents
          from m left join clicks on clicks.month = m.month left join sales on sales.month = m.month
         order by m.month`,
  );
}

/** The affiliate's own profile: account, payout details, code, rate and mail language. */
export const affiliateProfileRow = (db: Conn, userId: number) =>
  one<AffiliateProfile>(
    db,
    sql`select u.id, u.email, u.first_name, u.last_name, u.phone, p.country, p.description, p.vatnumber, p.iban, p.bicswift,
               a.code, a.status, a.commission_basis_points, up.language
          from users u join affiliates a on a.user_id = u.id
          left join user_profiles p on p.user_id = u.id left join user_preferences up on up.user_id = u.id
         where u.id = ${userId}`,
  );

/** Writes the given account fields and profile columns of an affiliate in one transaction. */
export async function saveAffiliateProfile(
  db: Db,
  userId: number,
  user: { first_name?: string; last_name?: string; phone?: string },
  profile: Partial<Record<'description' | 'vatnumber' | 'iban' | 'bicswift', string>>,
): Promise<void> {
  const sets: SQL[] = Object.entries(user).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  const columns = Object.keys(profile) as (keyof typeof profile)[];
  await db.transaction(async (tx) => {
    if (sets.length > 0)
      await tx.execute(sql`update users set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${userId}`);
    if (columns.length > 0) {
      const names = sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      );
      const values = sql.join(
        columns.map((c) => sql`${profile[c]}`),
        sql`, `,
      );
      const updates = sql.join(
        columns.map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
        sql`, `,
      );
      await tx.execute(
        sql`insert into user_profiles (user_id, ${names}) values (${userId}, ${values}) on conflict (user_id) do update set ${updates}, updated_at = now()`,
      );
    }
  });
}
