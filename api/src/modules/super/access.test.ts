// The back-office gate (ADR 014): every api/super/* and api/invoices* route refuses every non-SUPER role
// and every staff role without the route's permission with 403, before validating anything.
import type { RouteOptions } from 'fastify';
import { STAFF_ROLES, staffCan, type StaffPermission, type StaffRole } from '@mp/shared/domain';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@mp/shared/contracts';
import staffAccessPlugin, { isBackOfficeUrl, type BackOfficePermission } from './access';
import { createStaffUser } from './test-staff';

let t: TestApp;
const routes: RouteOptions[] = [];
const outsiders: Record<string, string> = {};
const staff = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => routes.push(route) });
  for (const role of ['CLIENT', 'SUPPLIER', 'AFFILIATE'] as const) {
    await createUser(t.database, role, `${role.toLowerCase()}@gate.pt`);
    outsiders[role] = await login(t.app, `${role.toLowerCase()}@gate.pt`);
  }
  for (const role of STAFF_ROLES) staff[role] = (await createStaffUser(t.app, t.database, role)).token;
});
afterAll(async () => t.close());

/** Every back-office route once (no HEAD twins), with junk in every parameter and body. */
function backOfficeCalls() {
  const calls: { method: string; url: string; permission: BackOfficePermission | readonly StaffPermission[] }[] = [];
  for (const route of routes) {
    if (!isBackOfficeUrl(route.url)) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const permission = (route.config as { permission?: BackOfficePermission | readonly StaffPermission[] })
        .permission;
      if (!permission) throw new Error(`${route.url} has no permission`);
      calls.push({ method, url: route.url.replace(/:[A-Za-z_]+/g, 'not-valid'), permission });
    }
  }
  return calls;
}

describe('back-office gate', () => {
  it('covers the back-office routes', () => {
    const urls = backOfficeCalls().map((c) => c.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/super/team',
        '/api/super/roles',
        '/api/super/audit-log',
        '/api/super/affiliates',
        '/api/super/partners',
        '/api/super/customers',
      ]),
    );
  });

  it('answers 401 to an anonymous caller and 403 to every non-SUPER role on every back-office route, before validation', async () => {
    const seen: string[] = [];
    for (const call of backOfficeCalls()) {
      const payload = call.method === 'GET' ? undefined : { junk: ['not', 'valid'] };
      const anonymous = await t.app.inject({ method: call.method as 'GET', url: `${call.url}?page=-5`, payload });
      seen.push(`${call.method} ${call.url} anonymous ${anonymous.statusCode}`);
      for (const [role, token] of Object.entries(outsiders)) {
        const res = await t.app.inject({
          method: call.method as 'GET',
          url: `${call.url}?page=-5`,
          payload,
          headers: bearer(token),
        });
        seen.push(`${call.method} ${call.url} ${role} ${res.statusCode}`);
      }
    }
    expect(seen.filter((line) => !/ (anonymous 401|(CLIENT|SUPPLIER|AFFILIATE) 403)$/.test(line))).toEqual([]);
  });

  it('answers 403 to a staff role without the route’s permission, and lets the others through to validation', async () => {
    const wrong: string[] = [];
    for (const call of backOfficeCalls()) {
      for (const role of STAFF_ROLES) {
        const payload = call.method === 'GET' ? undefined : { junk: ['not', 'valid'] };
        const res = await t.app.inject({
          method: call.method as 'GET',
          url: `${call.url}?page=-5`,
          payload,
          headers: bearer(staff[role]),
        });
        // A route open to any of several permissions (a booking item's page: bookings or sales) lets in a role with one.
        const allowed =
          typeof call.permission !== 'string'
            ? call.permission.some((p) => staffCan(role, p))
            : call.permission === 'staff' || (call.permission !== 'owner' && staffCan(role, call.permission));
        if (allowed === (res.statusCode === 403)) wrong.push(`${call.method} ${call.url} ${role} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says so in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/super/team',
      headers: { ...bearer(staff.finance), 'accept-language': 'pt-PT' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ status: false, message: 'Não tem permissão para fazer isto.' });
  });

  it.each([
    ['has no permission', '/api/super/something-new', ['SUPER']],
    ['is not SUPER-only', '/api/super/team/extra', ['SUPER', 'CLIENT']],
  ])('refuses to start with a back-office route that %s', async (_case, url, roles) => {
    const app = Fastify();
    await app.register(fp(async () => undefined, { name: 'roles' }));
    await app.register(staffAccessPlugin);
    const start = async () => {
      app.get(url as string, { config: { roles: roles as Role[] } }, async () => ({}));
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/back-office route/);
    await app.close().catch(() => undefined);
  });
});
