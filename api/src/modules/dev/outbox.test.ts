// The mail outbox holds reset links and codes, so nobody reads it without signing in as SUPER, and
// production does not serve it at all.
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, createUser, json, login, PRODUCTION_ENV, type TestApp } from '../../../test/helpers';
import { STAFF_ROLES } from '@mp/shared/domain';
import { createStaffUser } from '../super/test-staff';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.database, 'CLIENT', 'victim@test.pt');
  await createUser(t.database, 'SUPPLIER', 'partner@test.pt');
  await createUser(t.database, 'SUPER', 'root@test.pt');
  await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: 'victim@test.pt' } });
});
afterAll(() => t.close());

const outbox = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=victim@test.pt', headers });

describe('GET /api/dev/outbox', () => {
  it('answers 401 without a token, so a reset link cannot be read by whoever asks', async () => {
    const res = await outbox();
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('reset');
  });

  it('answers 403 to a signed-in customer or partner', async () => {
    expect((await outbox(bearer(await login(t.app, 'victim@test.pt')))).statusCode).toBe(403);
    expect((await outbox(bearer(await login(t.app, 'partner@test.pt')))).statusCode).toBe(403);
  });

  it('answers 403 to every staff role, the admin role too: only the owner reads the mail', async () => {
    for (const role of STAFF_ROLES) {
      const staff = await createStaffUser(t.app, t.database, role);
      expect([role, (await outbox(bearer(staff.token))).statusCode]).toEqual([role, 403]);
    }
  });

  it('shows the mails to the signed-in owner (a SUPER without a staff role)', async () => {
    const res = await outbox(bearer(await login(t.app, 'root@test.pt')));
    expect(res.statusCode).toBe(200);
    const mails = json<{ content: { data: { to: string; text: string }[] } }>(res).content.data;
    expect(mails.map((mail) => mail.to)).toEqual(['victim@test.pt']);
  });
});

const docsProbe = (app: FastifyInstance) => {
  app.get('/api/docs/probe', async () => ({ ok: true }));
};

describe('in production', () => {
  it('is not served at all, even to a SUPER; the API docs are for a SUPER only', async () => {
    const prod = await buildTestApp(PRODUCTION_ENV, { extraRoutes: docsProbe });
    try {
      await createUser(prod.database, 'SUPER', 'root@test.pt');
      const root = bearer(await login(prod.app, 'root@test.pt'));
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: root });
      expect(res.statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs/probe' })).statusCode).toBe(401);
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs/probe', headers: root })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
