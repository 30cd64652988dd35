// Back-office demo data, so every screen has rows to show: one staff member per role (README demo table) and partner
// promo code requests in each status; a partner company waiting for review with its service, and a suspended
// affiliate (ADR 017). Idempotent: found rows are updated, never duplicated (the review demo's rows are left as staff
// left them).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { hashPassword } from '../../lib/crypto';
import {
  affiliates,
  categories,
  companies,
  companyMembers,
  promoCodeRequests,
  promoCodes,
  services,
  staffMembers,
  userProfiles,
  users,
} from '../schema';
import type { Tx } from '../client';

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
          .values({
            userType: 'SUPER',
            email: s.email,
            passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
            firstName: s.firstName,
            lastName: s.lastName,
            emailVerifiedAt: now,
          })
          .returning({ id: users.id });
        if (!user) throw new Error(`seed: could not create ${s.email}`);
        await tx.insert(userProfiles).values({ userId: user.id, country: 'pt' }).onConflictDoNothing();
      }
      await tx
        .insert(staffMembers)
        .values({ userId: user.id, role: s.role })
        .onConflictDoUpdate({ target: staffMembers.userId, set: { role: s.role } });
    }
    await seedPeopleReview(tx, now);

    const [partner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'partner@demo.pt'));
    if (!partner) return;
    for (const r of REQUESTS) {
      const [code] = r.code
        ? await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, r.code))
        : [];
      if (r.code && !code) continue;
      const values = { userId: partner.id, reason: r.reason, status: r.status, promoCodeId: code?.id ?? null };
      const [found] = await tx
        .select({ id: promoCodeRequests.id })
        .from(promoCodeRequests)
        .where(and(eq(promoCodeRequests.userId, partner.id), eq(promoCodeRequests.reason, r.reason)));
      if (found) await tx.update(promoCodeRequests).set(values).where(eq(promoCodeRequests.id, found.id));
      else await tx.insert(promoCodeRequests).values(values);
      if (code && r.status === 'assigned')
        await tx
          .update(promoCodes)
          .set({ assignedUserId: partner.id, status: 'assigned' })
          .where(eq(promoCodes.id, code.id));
    }
  });
}

/** The partner company that waits for review on /super-admin/partners, its owner (README demo table) and its service. */
export const PENDING_PARTNER = {
  email: 'pending-partner@demo.pt',
  firstName: 'Rui',
  lastName: 'Sardinha',
  companySlug: 'quinta-da-revisao',
  tradeName: 'Quinta da Revisão',
  serviceSlug: 'wine-tasting-at-quinta-da-revisao',
} as const;
export const SUSPENDED_AFFILIATE = {
  email: 'suspended-affiliate@demo.pt',
  firstName: 'Tiago',
  lastName: 'Lopes',
  code: 'AFSUSPENSO',
} as const;

async function demoUser(
  tx: Tx,
  u: { email: string; firstName: string; lastName: string; userType: string },
  now: Date,
): Promise<number> {
  const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, u.email));
  if (found) return found.id;
  const [user] = await tx
    .insert(users)
    .values({
      userType: u.userType,
      email: u.email,
      passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
      firstName: u.firstName,
      lastName: u.lastName,
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`seed: could not create ${u.email}`);
  await tx.insert(userProfiles).values({ userId: user.id, country: 'pt' }).onConflictDoNothing();
  return user.id;
}

async function seedPeopleReview(tx: Tx, now: Date): Promise<void> {
  const affiliateId = await demoUser(tx, { ...SUSPENDED_AFFILIATE, userType: 'AFFILIATE' }, now);
  await tx
    .insert(affiliates)
    .values({ userId: affiliateId, code: SUSPENDED_AFFILIATE.code, status: 'suspended' })
    .onConflictDoNothing();

  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'food-and-wine'));
  if (!category) return;
  const p = PENDING_PARTNER;
  const ownerId = await demoUser(tx, { ...p, userType: 'SUPPLIER' }, now);
  let [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.slug, p.companySlug));
  if (!company) {
    [company] = await tx
      .insert(companies)
      .values({
        slug: p.companySlug,
        ownerUserId: ownerId,
        businessName: 'Quinta da Revisão, Lda.',
        tradeName: p.tradeName,
        taxNumber: '516000093',
        city: 'lisboa',
        country: 'pt',
        companyType: 'experiences',
        modules: { experiences: true, transfers: false },
        descriptionEn: 'A family vineyard by the Tagus, new on Roteiro.',
        descriptionPt: 'Uma vinha de família junto ao Tejo, nova na Roteiro.',
        email: p.email,
        status: 'pending',
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('seed: could not create the pending company');
    await tx
      .insert(companyMembers)
      .values({ companyId: company.id, userId: ownerId, role: 'owner' })
      .onConflictDoNothing();
  }
  await tx
    .insert(services)
    .values({
      slug: p.serviceSlug,
      companyId: company.id,
      categoryId: category.id,
      kind: 'experience',
      nameEn: 'Wine tasting at Quinta da Revisão',
      namePt: 'Prova de vinhos na Quinta da Revisão',
      shortDescriptionEn: 'Five wines of the estate with cheese from the region.',
      shortDescriptionPt: 'Cinco vinhos da casa com queijos da região.',
      descriptionEn:
        'A walk through the vines, the cellar, and five wines of the estate tasted with cheese from the region.',
      descriptionPt: 'Um passeio pelas vinhas, a adega e cinco vinhos da casa provados com queijos da região.',
      annotations: {
        calendar_price: false,
        free_cancellation: true,
        cancellation_policy: 24,
        notes: null,
        selected_language: 'en',
      },
      languages: ['en', 'pt'],
      priceType: 'per_person',
      maxCapacity: 12,
      valueCents: 3500,
      dailyCapacity: 24,
      startTimes: ['11:00', '16:00'],
      durationMinutes: 90,
      status: 'active',
    })
    .onConflictDoNothing({ target: services.slug });
}
