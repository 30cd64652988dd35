// SQL of promo codes: lookup, the row lock taken while a checkout redeems one, redemptions and their release.
import { and, eq, sql } from 'drizzle-orm';
import { promoCodeRedemptions, promoCodes } from '../../db/schema';
import type { Conn } from '../cart/sql';

export type PromoRow = typeof promoCodes.$inferSelect;

export async function promoByCode(db: Conn, code: string, lock = false): Promise<PromoRow | undefined> {
  const q = db.select().from(promoCodes).where(sql`upper(${promoCodes.code}) = upper(${code.trim()})`).limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

export async function promoById(db: Conn, id: number, lock = false): Promise<PromoRow | undefined> {
  const q = db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

/** One more use; a code whose last use is taken becomes `used` (spec §4 statuses). Caller holds the row lock. */
export async function takeUse(db: Conn, promo: PromoRow, userId: number, bookingId: number, discountCents: number) {
  const uses = promo.uses + 1;
  const status = promo.maxUses !== null && uses >= promo.maxUses ? 'used' : promo.status;
  await db.update(promoCodes).set({ uses, status }).where(eq(promoCodes.id, promo.id));
  await db.insert(promoCodeRedemptions).values({ promoCodeId: promo.id, userId, bookingId, discountCents });
}

/** Gives a use back when an unpaid booking is released. Caller holds the row lock. */
export async function returnUse(db: Conn, promoId: number, bookingId: number) {
  const deleted = await db
    .delete(promoCodeRedemptions)
    .where(and(eq(promoCodeRedemptions.promoCodeId, promoId), eq(promoCodeRedemptions.bookingId, bookingId)))
    .returning({ id: promoCodeRedemptions.id });
  if (deleted.length === 0) return;
  await db
    .update(promoCodes)
    .set({
      uses: sql`${promoCodes.uses} - 1`,
      status: sql`case when ${promoCodes.status} = 'used' and ${promoCodes.maxUses} is not null and ${promoCodes.uses} - 1 < ${promoCodes.maxUses} then 'assigned' else ${promoCodes.status} end`,
    })
    .where(eq(promoCodes.id, promoId));
}
