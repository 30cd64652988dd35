// The back-office demo data: one staff member per role who can sign in with that role, partner requests, a company
// waiting for review and a suspended affiliate; twice changes nothing.
import { count, eq } from 'drizzle-orm';
import { affiliates, categories, companies, promoCodeRequests, promoCodes, services, staffMembers } from '../schema';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, PENDING_PARTNER, SUSPENDED_AFFILIATE, seedBackOffice } from './back-office';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('seeds a staff member per role and the partner requests, idempotently', async () => {
  await createUser(t.database, 'SUPPLIER', 'partner@demo.pt');
  const now = new Date();
  await t.database.db
    .insert(promoCodes)
    .values({ code: 'AFILIADO-JOAO15', kind: 'percent', value: 15, validFrom: now, validTo: now, status: 'requested' });
  await seedBackOffice(t.database.db, now);
  await seedBackOffice(t.database.db, now);
  expect((await t.database.db.select({ n: count() }).from(staffMembers))[0]?.n).toBe(DEMO_STAFF.length);
  const requests = await t.database.db.select().from(promoCodeRequests);
  expect(requests.map((r) => r.status).sort()).toEqual(['assigned', 'requested']);
  const [code] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'AFILIADO-JOAO15'));
  expect(code?.assignedUserId).toBe(requests[0]?.userId);

  const token = await login(t.app, 'support@demo.pt', DEMO_STAFF_PASSWORD);
  const me = await t.app.inject({ method: 'GET', url: '/api/super/me', headers: bearer(token) });
  expect(json<{ content: { role: string } }>(me).content.role).toBe('support');
});

it('seeds a partner company waiting for review with a live-ready service, and a suspended affiliate, idempotently', async () => {
  const [existing] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'food-and-wine'));
  if (!existing)
    await t.database.db
      .insert(categories)
      .values({ slug: 'food-and-wine', kind: 'experience', nameEn: 'Food and wine', namePt: 'Comida e vinho' });
  const now = new Date();
  await seedBackOffice(t.database.db, now);
  await seedBackOffice(t.database.db, now);
  const pending = await t.database.db.select().from(companies).where(eq(companies.slug, PENDING_PARTNER.companySlug));
  expect(pending.map((c) => c.status)).toEqual(['pending']);
  const offered = await t.database.db
    .select()
    .from(services)
    .where(eq(services.companyId, pending[0]?.id ?? 0));
  expect(offered.map((s) => [s.slug, s.status])).toEqual([[PENDING_PARTNER.serviceSlug, 'active']]);
  // Not public until approved.
  expect(
    (await t.app.inject({ method: 'GET', url: `/api/services/${PENDING_PARTNER.serviceSlug}?light=1` })).statusCode,
  ).toBe(404);
  const suspended = await t.database.db.select().from(affiliates).where(eq(affiliates.code, SUSPENDED_AFFILIATE.code));
  expect(suspended.map((a) => a.status)).toEqual(['suspended']);
  const token = await login(t.app, PENDING_PARTNER.email, DEMO_STAFF_PASSWORD);
  expect(token).toBeTruthy();
});
