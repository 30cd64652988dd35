// Every route of the OpenAPI document with an integer (or number) in its path or query gets the boundary numbers in
// each such parameter, one at a time, the other parameters plausible: past PostgreSQL's integer, negative, zero,
// past a double, past JavaScript's safe integers, and notations that coerce to them. Every answer must be a 4xx (a
// 422 with the field map for a value out of bounds), never a 5xx or a hang. The routes are discovered from the
// document, so a new route with an unbounded number is caught without a line here. Runs on PGlite and PostgreSQL.
import type { RouteOptions } from 'fastify';
import type { Role } from '@mp/shared/contracts';
import { bearer, buildTestApp, createUser, login, type TestApp } from '../../test/helpers';
import { experience, partnerCompany } from '../modules/bookings/checkout-fixtures';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  pattern?: string;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: unknown;
}

const BOUNDARY = [
  '2147483648',
  '2147483647',
  '-2147483649',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  '-1e309',
  '9007199254740993',
  '1e1',
  '0x10',
  '1.5',
];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.map(typeOf).find((t) => t && t !== 'null');
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}
const isNumeric = (p: Parameter) => ['integer', 'number'].includes(typeOf(p.schema) ?? '');

function plausible(p: Parameter, serviceId: number): string {
  const schema = p.schema;
  if (schema?.enum?.length) return String(schema.enum[0]);
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number')
    return p.name === 'service_id' || p.name === 'id' ? String(serviceId) : String(Math.max(1, schema?.minimum ?? 1));
  if (type === 'boolean') return 'true';
  if (schema?.format === 'date' || /date|from|to$/.test(p.name)) return '2030-06-15';
  return 'a'.repeat(Math.max(1, schema?.minLength ?? 1));
}

let t: TestApp;
let serviceId = 1;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT: '1000000' }, { onRoute: (route) => routes.push(route) });
  for (const role of ['CLIENT', 'SUPPLIER', 'AFFILIATE', 'SUPER'] as const)
    await createUser(t.database, role, `ints-${role.toLowerCase()}@test.pt`);
  serviceId = await experience(t.database.db, await partnerCompany(t.database));
}, 120_000);
afterAll(() => t.close());

function roleFor(url: string, method: string): Role {
  const route = routes.find(
    (r) => r.url === url && (Array.isArray(r.method) ? r.method : [r.method]).includes(method.toUpperCase() as never),
  );
  const roles = (route?.config as { roles?: unknown } | undefined)?.roles;
  return Array.isArray(roles) && roles.length > 0 ? (roles[0] as Role) : 'CLIENT';
}

it('no route answers 5xx or hangs on a boundary number in an integer path or query parameter', async () => {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const failures: string[] = [];
  const routesHit = new Set<string>();
  let calls = 0;
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    if (openApiPath.startsWith('/api/docs') || openApiPath.startsWith('/api/test')) continue;
    for (const method of METHODS) {
      const operation = operations[method];
      const params = (operation?.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const numeric = params.filter(isNumeric);
      if (!operation || numeric.length === 0) continue;
      routesHit.add(`${method} ${openApiPath}`);
      const role = roleFor(openApiPath.replace(/\{(\w+)\}/g, ':$1'), method);
      let token = await login(t.app, `ints-${role.toLowerCase()}@test.pt`).catch(() => '');
      for (const target of numeric) {
        for (const value of BOUNDARY) {
          const valueOf = (p: Parameter) => (p === target ? value : plausible(p, serviceId));
          const path = openApiPath.replace(/\{(\w+)\}/g, (_m, name: string) =>
            encodeURIComponent(valueOf(params.find((p) => p.in === 'path' && p.name === name) ?? { in: 'path', name })),
          );
          const query = params
            .filter((p) => p.in === 'query' && (p.required || p === target))
            .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(valueOf(p))}`);
          const url = query.length ? `${path}?${query.join('&')}` : path;
          const request = t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { ...bearer(token), ...(operation.requestBody ? { 'content-type': 'application/json' } : {}) },
            ...(operation.requestBody ? { payload: '{}' } : {}),
          });
          const outcome = await Promise.race([
            request.then((res) => res.statusCode),
            new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), 10_000).unref()),
          ]);
          calls += 1;
          if (outcome === 401 && token)
            token = await login(t.app, `ints-${role.toLowerCase()}@test.pt`).catch(() => token);
          if (outcome === 'hang' || outcome >= 500) failures.push(`${method.toUpperCase()} ${url} → ${outcome}`);
        }
      }
    }
  }
  // Routes known to take ids in the path and the query are among those found (so a change in how parameters are documented cannot empty it).
  for (const named of ['get /api/services', 'get /api/chat/{id}', 'post /api/chat/{chat}/redirect'])
    expect(routesHit).toContain(named);
  expect(calls).toBeGreaterThan(200);
  expect(failures).toEqual([]);
}, 300_000);

it('a number past the bounds of a query parameter is a 422 naming the field', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/services?min_price=2147483648' });
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors ?? {})).toContain('min_price');
});
