// Back-office demo data (issue 14 §15): one staff member per role (README demo table) and partner promo code
// requests in each status. Idempotent: found rows are updated, never duplicated.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { hashPassword } from '../../lib/crypto';
import { promoCodeRequests, promoCodes, staffMembers, userProfiles, users } from '../schema';

export const DEMO_STAFF = [
  { email: 'finance@demo.pt', firstName: 'Filipa', lastName: 'Matos', role: 'finance' },
  { email: 'support@demo.pt', firstName: 'Sérgio', lastName: 'Pinto', role: 'support' },
  { email: 'content@demo.pt', firstName: 'Carla', lastName: 'Reis', role: 'content' },
] as const;
export const DEMO_STAFF_PASSWORD = 'Demo1234!';

/** Partner requests: one waiting, one answered with a code, one whose code was used. */
const REQUESTS = [
  { reason: 'Autumn campaign for our surf school', status: 'requested', code: null },
  { reason: 'Code for our newsletter readers', status: 'assigned', code: 'AFILIADO-JOAO15' },
  { reason: 'Summer 2026 partner offer', status: 'used', code: 'VERAO2026' },
] as const;

export async function seedBackOffice(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const s of DEMO_STAFF) {
      let [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, s.email));
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({ userType: 'SUPER', email: s.email, passwordHash: await hashPassword(DEMO_STAFF_PASSWORD), firstName: s.firstName, lastName: s.lastName, emailVerifiedAt: now })
          .returning({ id: users.id });
        if (!user) throw new Error(`seed: could not create ${s.email}`);
        await tx.insert(userProfiles).values({ userId: user.id, country: 'pt' }).onConflictDoNothing();
      }
      await tx.insert(staffMembers).values({ userId: user.id, role: s.role }).onConflictDoUpdate({ target: staffMembers.userId, set: { role: s.role } });
    }

    const [partner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'partner@demo.pt'));
    if (!partner) return;
    for (const r of REQUESTS) {
      const [code] = r.code ? await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, r.code)) : [];
      if (r.code && !code) continue;
      const values = { userId: partner.id, reason: r.reason, status: r.status, promoCodeId: code?.id ?? null };
      const [found] = await tx
        .select({ id: promoCodeRequests.id })
        .from(promoCodeRequests)
        .where(and(eq(promoCodeRequests.userId, partner.id), eq(promoCodeRequests.reason, r.reason)));
      if (found) await tx.update(promoCodeRequests).set(values).where(eq(promoCodeRequests.id, found.id));
      else await tx.insert(promoCodeRequests).values(values);
      if (code && r.status === 'assigned') await tx.update(promoCodes).set({ assignedUserId: partner.id, status: 'assigned' }).where(eq(promoCodes.id, code.id));
    }
  });
}
