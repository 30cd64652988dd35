// Signed-in answers carry `Cache-Control: no-store` so no browser, proxy or shared cache keeps them: every GET route
// of the OpenAPI document that needs a session, called as a role it accepts, answers with it (the route list comes
// from the app, so a new route is covered without a line here). A public answer (the catalogue) keeps its own.
import type { RouteOptions } from 'fastify';
import type { Role } from '@mp/shared/contracts';
import { bearer, buildTestApp, createUser, login, type TestApp } from '../../test/helpers';

let t: TestApp;
const routes: RouteOptions[] = [];
const tokens = {} as Record<Role, string>;
let clientId = 0;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT: '1000000' }, { onRoute: (route) => routes.push(route) });
  for (const role of ['CLIENT', 'SUPPLIER', 'AFFILIATE', 'SUPER'] as const) {
    const id = await createUser(t.database, role, `nostore-${role.toLowerCase()}@test.pt`);
    if (role === 'CLIENT') clientId = id;
    tokens[role] = await login(t.app, `nostore-${role.toLowerCase()}@test.pt`);
  }
}, 60_000);
afterAll(() => t.close());

it('/api/me, /api/client-bookings and /api/user/:id say no-store', async () => {
  for (const [url, who] of [
    ['/api/me', 'CLIENT'],
    ['/api/client-bookings', 'CLIENT'],
    [`/api/user/${clientId}`, 'SUPER'],
  ] as const) {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
    expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
  }
});

it('every GET that needs a session answers 2xx with no-store', async () => {
  const missing: string[] = [];
  let checked = 0;
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const roles = (route.config as { roles?: unknown } | undefined)?.roles;
    if (
      !methods.includes('GET') ||
      roles === undefined ||
      roles === 'public' ||
      route.url.startsWith('/api/docs') ||
      route.url.includes('*')
    )
      continue;
    const role: Role = Array.isArray(roles) && roles.length > 0 ? (roles[0] as Role) : 'CLIENT';
    const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
      name === 'id' && role === 'SUPER' ? String(clientId) : '1',
    );
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });
    if (res.statusCode >= 300) continue;
    checked += 1;
    if (!String(res.headers['cache-control'] ?? '').includes('no-store'))
      missing.push(`${route.url} → ${res.headers['cache-control'] ?? '(none)'}`);
  }
  expect(checked).toBeGreaterThan(20);
  expect(missing).toEqual([]);
}, 120_000);

it('an anonymous public answer keeps its own caching', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/services' });
  expect(res.headers['cache-control']).not.toBe('no-store');
});
