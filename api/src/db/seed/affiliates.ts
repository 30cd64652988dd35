// Demo data of the affiliate area: affiliate@demo.pt's link was followed over the last twelve months
// (visits), and some of the demo customers' paid bookings were made within 30 days of one of those visits, so the
// affiliate dashboard has clicks, referred bookings and commissions in every state (their items' states).
// Runs after the bookings exist; a second run leaves an affiliate that already has visits as it is.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

const DEMO_AFFILIATE = 'affiliate@demo.pt';
const VISITS = 90;
const REFERRED = 10;

export async function seedAffiliateReferrals(db: Db, anchor: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = (await tx.execute(
      sql`select a.id, a.commission_basis_points, a.user_id from affiliates a join users u on u.id = a.user_id where u.email = ${DEMO_AFFILIATE}`,
    )) as unknown as { rows: { id: number; commission_basis_points: number; user_id: number }[] };
    const affiliate = found.rows[0];
    if (!affiliate) return;
    const seen = (await tx.execute(
      sql`select count(*)::int as n from affiliate_visits where affiliate_id = ${affiliate.id}`,
    )) as unknown as { rows: { n: number }[] };
    if ((seen.rows[0]?.n ?? 0) > 0) return;

    // Visits spread over the last year (one every ~4 days), anchored on the seed's day.
    for (let i = 0; i < VISITS; i += 1) {
      const at = new Date(
        anchor.getTime() - Math.round((i * 365 * 24 * 60 * 60 * 1000) / VISITS) - (i % 7) * 3_600_000,
      );
      await tx.execute(
        sql`insert into affiliate_visits (affiliate_id, created_at) values (${affiliate.id}, ${at.toISOString()})`,
      );
    }
    // Paid bookings of other users, newest first, each made a day after a visit of its own (within the 30 days).
    const paid = (await tx.execute(
      sql`select b.id, b.paid_at from bookings b
           where b.paid_at is not null and b.user_id is distinct from ${affiliate.user_id}
             and not exists (select 1 from affiliate_referrals r where r.booking_id = b.id)
           order by b.paid_at desc limit ${REFERRED}`,
    )) as unknown as { rows: { id: number; paid_at: string | Date }[] };
    for (const b of paid.rows) {
      const visitAt = new Date(new Date(b.paid_at).getTime() - 24 * 60 * 60 * 1000);
      const visit = (await tx.execute(
        sql`insert into affiliate_visits (affiliate_id, created_at) values (${affiliate.id}, ${visitAt.toISOString()}) returning id`,
      )) as unknown as { rows: { id: number }[] };
      await tx.execute(
        sql`insert into affiliate_referrals (affiliate_id, booking_id, visit_id, commission_basis_points, created_at)
            values (${affiliate.id}, ${b.id}, ${visit.rows[0]!.id}, ${affiliate.commission_basis_points}, ${visitAt.toISOString()})`,
      );
    }
  });
}
