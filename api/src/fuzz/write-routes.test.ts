// A fuzz test over every write route of the OpenAPI document. Each route's request body schema gives a
// plausible body; each field then gets hostile values (wrong types, null, missing, huge strings and numbers, NUL
// and control characters, unicode, deep nesting) and the whole body gets hostile shapes (not an object, deeply
// nested, over the size limit). The route is called as a role it accepts, so validation and the handler run.
// Nothing may answer 5xx and nothing may hang. Runs on PGlite and PostgreSQL like every API suite.
import type { RouteOptions } from 'fastify';
import type { Role } from '@mp/shared/contracts';
import { bearer, buildTestApp, createUser, login, type TestApp } from '../../test/helpers';
import { experience, partnerCompany } from '../modules/bookings/checkout-fixtures';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
const HUGE = 'x'.repeat(100_000);
function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}
/** Hostile values one field gets; each field gets a rotating share, so every value hits many fields. */
const HOSTILE: readonly unknown[] = [
  null,
  HUGE,
  1e308,
  -1e308,
  2 ** 53 + 2,
  99_999_999_999,
  -1,
  0,
  1.5,
  'a\u0000b',
  '\u0007\u001b[31m\u007f',
  '🎉 ção \u202eevil\u0301 𝔘𝔫𝔦',
  '',
  '   ',
  true,
  [],
  {},
  ['a', 1, null],
  nested(64),
  '1e1',
  "'; drop table users; --",
  '../../etc/passwd',
  '2030-02-30',
];
const PER_FIELD = 5;
/** A real service, so the plausible body of cart and booking calls reaches their handlers. */
let serviceId = 1;

function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return sample(branches[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        // Only a SUPER may send it; with it, every other role stops at a 403 before validation.
        if (key !== 'impersonate_id') out[key] = sample(child, key);
      }
      return out;
    }
    case 'array':
      return [sample(schema.items, name)];
    case 'integer':
    case 'number':
      if (name === 'service_id') return serviceId;
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email' || /email/.test(name))
        return `fuzz-${Math.random().toString(36).slice(2)}@example.pt`;
      if (schema.format === 'date' || /date/.test(name)) return '2030-06-15';
      if (schema.format === 'date-time') return '2030-06-15T10:00:00Z';
      if (/password/.test(name)) return 'Fuzz-Passw0rd-42';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

interface Case {
  label: string;
  payload: unknown;
  raw?: boolean;
}

function casesFor(bodySchema: JsonSchema | undefined, seed: number): Case[] {
  const base = sample(bodySchema) as Record<string, unknown>;
  const cases: Case[] = [
    { label: 'plausible body', payload: base },
    { label: 'empty object', payload: {} },
    { label: 'array body', payload: [base] },
    { label: 'string body', payload: '"just a string"', raw: true },
    { label: 'number body', payload: '1e308', raw: true },
    { label: 'null body', payload: 'null', raw: true },
    { label: 'deep nesting', payload: nested(2000) },
    { label: 'oversize body', payload: { blob: 'x'.repeat(2 * 1024 * 1024) } },
    { label: 'broken JSON', payload: '{"a": [1, 2', raw: true },
    { label: 'NUL in a key', payload: { ...base, 'k\u0000': 'v' } },
  ];
  const fields = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
  fields.forEach((field, index) => {
    const { [field]: _dropped, ...rest } = base;
    cases.push({ label: `${field} missing`, payload: rest });
    for (let k = 0; k < PER_FIELD; k += 1) {
      const value = HOSTILE[(seed + index * PER_FIELD + k) % HOSTILE.length];
      cases.push({ label: `${field} = ${JSON.stringify(value)?.slice(0, 40)}`, payload: { ...base, [field]: value } });
    }
  });
  return cases;
}

let t: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT: '1000000' }, { onRoute: (route) => routes.push(route) });
  for (const role of ['CLIENT', 'SUPPLIER', 'AFFILIATE', 'SUPER'] as const) {
    await createUser(t.database, role, `fuzz-${role.toLowerCase()}@test.pt`);
  }
  // A real service, so path and body ids sometimes hit a row.
  const catalogue = await partnerCompany(t.database);
  serviceId = await experience(t.database.db, catalogue);
}, 120_000);
afterAll(() => t.close());

function roleFor(url: string, method: string): Role {
  const route = routes.find(
    (r) => r.url === url && (Array.isArray(r.method) ? r.method : [r.method]).includes(method.toUpperCase() as never),
  );
  const roles = (route?.config as { roles?: unknown } | undefined)?.roles;
  return Array.isArray(roles) && roles.length > 0 ? (roles[0] as Role) : 'CLIENT';
}

it('no write route of the OpenAPI document answers 5xx or hangs on hostile input', async () => {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const failures: string[] = [];
  let calls = 0;
  const statuses: Record<string, number> = {};
  let seed = 0;
  const started = Date.now();
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    if (openApiPath.startsWith('/api/docs') || openApiPath.startsWith('/api/test')) continue;
    for (const method of WRITE_METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const fastifyPath = openApiPath.replace(/\{(\w+)\}/g, ':$1');
      const role = roleFor(fastifyPath, method);
      // A fresh session per route: logout, a password change or a deleted account end the previous one.
      let token = await login(t.app, `fuzz-${role.toLowerCase()}@test.pt`).catch(() => '');
      const json = operation.requestBody?.content?.['application/json']?.schema;
      const pathParams = operation.parameters?.filter((p) => p.in === 'path') ?? [];
      const urls = [
        openApiPath.replace(/\{(\w+)\}/g, (_m, name: string) => {
          const schema = pathParams.find((p) => p.name === name)?.schema;
          // An id no row has: a SUPER's writes on user ids would otherwise lock the fuzz accounts out.
          return schema?.type === 'integer' ? '999999' : 'fuzz';
        }),
        openApiPath.replace(/\{(\w+)\}/g, () => encodeURIComponent('1e1\u0000🎉')),
      ];
      seed += 1;
      for (const [i, c] of casesFor(json, seed).entries()) {
        const url = i === 0 && urls[1] !== urls[0] ? urls[1]! : urls[0]!;
        const request = t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: c.raw ? String(c.payload) : JSON.stringify(c.payload),
        });
        const outcome = await Promise.race([
          request.then((res) => res.statusCode),
          new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), 10_000).unref()),
        ]);
        calls += 1;
        if (outcome === 401 && token)
          token = await login(t.app, `fuzz-${role.toLowerCase()}@test.pt`).catch(() => token);
        statuses[String(outcome)] = (statuses[String(outcome)] ?? 0) + 1;
        if (outcome === 'hang' || outcome >= 500)
          failures.push(`${method.toUpperCase()} ${url} [${c.label}] → ${outcome}`);
      }
    }
  }
  if (process.env.FUZZ_VERBOSE) console.log(`fuzz: ${calls} calls in ${Date.now() - started} ms`, statuses);
  expect(calls).toBeGreaterThan(100);
  expect(failures).toEqual([]);
}, 240_000);
