// The back-office demo data: one staff member per role who can sign in with that role, partner requests; twice
// changes nothing.
import { count, eq } from 'drizzle-orm';
import { promoCodeRequests, promoCodes, staffMembers } from '../schema';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedBackOffice } from './back-office';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('seeds a staff member per role and the partner requests, idempotently', async () => {
  await createUser(t.database, 'SUPPLIER', 'partner@demo.pt');
  const now = new Date();
  await t.database.db.insert(promoCodes).values({ code: 'AFILIADO-JOAO15', kind: 'percent', value: 15, validFrom: now, validTo: now, status: 'requested' });
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
