// Fastify's validator coerces types (a multipart field "5" is 5). Inside `anyOf: [X, null]` that coercion runs on the
// first branch, so a null sent to clear a value became 0, "" or false before the route saw it (a removed child band
// read as "children free, up to age 0"). A nullable scalar in a request is therefore written as a type list,
// `type: ['integer', 'null']`, which validates null as null (src/lib/nullable-scalars.ts rewrites the contracts' unions
// before a route compiles); this test holds every route's request schemas to it, and checks a null round trip.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildTestApp, json, type TestApp } from '../test/helpers';

const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => routes.push(route), extraRoutes: echoRoute });
});
afterAll(async () => t.close());

/** A route that answers the body as its validator left it, with nullable fields written as the contracts write them. */
function echoRoute(app: FastifyInstance): void {
  const body = Type.Object({
    count: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    label: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    flag: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('pt'), Type.Null()])),
  });
  app.post('/api/test/echo', { schema: { body }, config: { roles: 'public' } }, async (request) => ({
    content: request.body,
  }));
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

/** Paths of `anyOf`/`oneOf` unions of null with a scalar, anywhere in `schema`. */
function coercedNulls(schema: unknown, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = node[key];
    if (!Array.isArray(branches)) continue;
    const types = branches.map((b) => (b as { type?: unknown }).type);
    // A union that also takes '' (a cleared date field) means "none" by either value: null read as '' is the same.
    const takesEmpty = branches.some((b) => (b as { const?: unknown }).const === '');
    if (types.includes('null') && !takesEmpty && types.some((ty) => typeof ty === 'string' && SCALARS.has(ty)))
      found.push(path || '(root)');
  }
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) value.forEach((v, i) => found.push(...coercedNulls(v, `${path}.${key}.${i}`)));
    else if (value && typeof value === 'object') found.push(...coercedNulls(value, `${path}.${key}`));
  }
  return found;
}

it('no request schema unions null with a scalar (the coercion would turn null into 0, "" or false)', () => {
  const offenders = routes.flatMap((route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    return ['body', 'querystring', 'params'].flatMap((part) =>
      coercedNulls(schema[part], '').map((p) => `${String(route.method)} ${route.url} ${part}${p}`),
    );
  });
  expect(routes.length).toBeGreaterThan(50);
  expect(offenders).toEqual([]);
});

it('a null sent to clear a value reaches the route as null; a number sent as text is still a number', async () => {
  const echo = (payload: object) => t.app.inject({ method: 'POST', url: '/api/test/echo', payload });
  const cleared = await echo({ count: null, label: null, flag: null, language: null });
  expect(cleared.statusCode).toBe(200);
  expect(json<{ content: unknown }>(cleared).content).toEqual({ count: null, label: null, flag: null, language: null });
  const given = await echo({ count: '5', label: 'x', flag: false, language: 'pt' });
  expect(json<{ content: unknown }>(given).content).toEqual({ count: 5, label: 'x', flag: false, language: 'pt' });
  expect((await echo({ language: 'fr' })).statusCode).toBe(422);
  expect((await echo({ count: -1 })).statusCode).toBe(422);
});
