// The mail preview endpoints: every template with sample data, for the platform owner only, never in production.
import { bearer, buildTestApp, createUser, json, login, PRODUCTION_ENV, type TestApp } from '../../../test/helpers';
import { STAFF_ROLES } from '@mp/shared/domain';
import { createStaffUser } from '../super/test-staff';

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.database, 'SUPER', 'root@test.pt');
  await createUser(t.database, 'CLIENT', 'ana@test.pt');
  owner = bearer(await login(t.app, 'root@test.pt'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/dev/mail-previews', () => {
  it('lists every template in en and pt to the owner', async () => {
    const res = await get('/api/dev/mail-previews', owner);
    expect(res.statusCode).toBe(200);
    const list = json<{ content: { template: string; locales: string[] }[] }>(res).content;
    expect(list.map((entry) => entry.template)).toEqual(expect.arrayContaining(['booking-paid', 'password-reset']));
    for (const entry of list) expect(entry.locales).toEqual(['en', 'pt']);
  });

  it('renders one template in one language with its sample data and the PUBLIC_URL links', async () => {
    const res = await get('/api/dev/mail-previews/booking-paid/pt', owner);
    expect(res.statusCode).toBe(200);
    const mail = json<{ content: { subject: string; html: string; text: string; locale: string } }>(res).content;
    expect(mail.locale).toBe('pt');
    expect(mail.subject).toContain('pagamento recebido');
    expect(mail.text).toContain('81,00\u00a0€');
    expect(mail.html).toContain(`href="${t.app.config.publicUrl}/pt/`);
  });

  it('answers 404 for an unknown template and 422 for a language other than en or pt', async () => {
    expect((await get('/api/dev/mail-previews/nope/en', owner)).statusCode).toBe(404);
    expect((await get('/api/dev/mail-previews/booking-paid/fr', owner)).statusCode).toBe(422);
  });

  it('answers 401 signed out and 403 to a customer or any staff role', async () => {
    expect((await get('/api/dev/mail-previews')).statusCode).toBe(401);
    expect((await get('/api/dev/mail-previews', bearer(await login(t.app, 'ana@test.pt')))).statusCode).toBe(403);
    for (const role of STAFF_ROLES) {
      const staff = await createStaffUser(t.app, t.database, role);
      expect([role, (await get('/api/dev/mail-previews/signup/en', bearer(staff.token))).statusCode]).toEqual([
        role,
        403,
      ]);
    }
  });

  it('is not served in production', async () => {
    const prod = await buildTestApp(PRODUCTION_ENV);
    try {
      await createUser(prod.database, 'SUPER', 'root@test.pt');
      const root = bearer(await login(prod.app, 'root@test.pt'));
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/mail-previews', headers: root })).statusCode).toBe(
        404,
      );
    } finally {
      await prod.close();
    }
  });
});
