// Every registered route declares who may call it and JSON schemas for its input and output, so no route is
// open by mistake and the OpenAPI document is complete.
import type { RouteOptions } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { bearer, buildTestApp, createUser, login, type TestApp } from '../test/helpers';

const routes: RouteOptions[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => routes.push(route) });
});
afterAll(async () => t.close());

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

describe('route metadata', () => {
  it('sees the API routes', () => {
    const urls = routes.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/login', '/api/clients', '/api/categories', '/api/me', '/api/user/:id']),
    );
  });

  it('every route declares a roles rule: public, authenticated or a non-empty role list', () => {
    const missing = routes.filter((r) => {
      const roles = (r.config as { roles?: unknown } | undefined)?.roles;
      return !(roles === 'public' || roles === 'authenticated' || (Array.isArray(roles) && roles.length > 0));
    });
    expect(missing.map((r) => `${methodsOf(r).join(',')} ${r.url}`)).toEqual([]);
  });

  it('every route declares a response schema for 200/201/202 and for 500, and input schemas for what it reads', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${methodsOf(route).join(',')} ${route.url}`;
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema) {
        problems.push(`${name}: no schema`);
        continue;
      }
      const response = schema.response as Record<string, TSchema> | undefined;
      if (!response || !(response[200] || response[201] || response[202]))
        problems.push(`${name}: no success response schema`);
      if (!response?.[500]) problems.push(`${name}: no 500 response schema`);
      if (/:[a-z_]+|\*/.test(route.url) && !schema.params)
        problems.push(`${name}: path parameters without params schema`);
      const writes = methodsOf(route).some((m) => ['POST', 'PUT', 'PATCH'].includes(m));
      if (writes && !schema.body && !['/api/logout'].includes(route.url))
        problems.push(`${name}: write without body schema`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a route registered without a roles rule, even to a SUPER (access is never granted by omission)', async () => {
    const extra = await buildTestApp(
      {},
      {
        extraRoutes: (app) => {
          app.get('/api/test/no-rule', { schema: { response: { 200: { type: 'object' } } } }, async () => ({
            leaked: true,
          }));
        },
      },
    );
    try {
      expect((await extra.app.inject({ method: 'GET', url: '/api/test/no-rule' })).statusCode).toBe(401);
      await createUser(extra.database, 'SUPER', 'root@test.pt');
      const token = await login(extra.app, 'root@test.pt');
      const res = await extra.app.inject({ method: 'GET', url: '/api/test/no-rule', headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('leaked');
    } finally {
      await extra.close();
    }
  });

  it('lets every path parameter up to its schema maxLength reach the schema (no raw router 414)', async () => {
    let checked = 0;
    for (const route of routes) {
      const props =
        (
          route.schema as
            { params?: { properties?: Record<string, { type?: string; maxLength?: number }> } } | undefined
        )?.params?.properties ?? {};
      const limits = Object.entries(props).filter(([, p]) => p.type === 'string' && typeof p.maxLength === 'number');
      if (limits.length === 0) continue;
      let url = route.url;
      for (const [name, p] of limits) url = url.replace(name === '*' ? '*' : `:${name}`, 'a'.repeat(p.maxLength ?? 0));
      const res = await t.app.inject({ method: methodsOf(route)[0] ?? 'GET', url: url.replace(/:[a-zA-Z_]+/g, '1') });
      checked += 1;
      expect({ url: route.url, status: res.statusCode }).not.toEqual({ url: route.url, status: 414 });
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('answers a long slug with the schema: 404 when unknown, 422 on the field above its maxLength, never echoing it', async () => {
    for (const path of ['/api/services/', '/api/services/suggested/']) {
      const unknown = await t.app.inject({
        method: 'GET',
        url: `${path}${'a'.repeat(150)}`,
        headers: { 'accept-language': 'pt' },
      });
      expect({ path, status: unknown.statusCode }).toEqual({ path, status: 404 });
      expect(unknown.json()).toEqual({
        status: false,
        message: 'Esta experiência não existe ou já não está disponível.',
      });
      const tooLong = await t.app.inject({ method: 'GET', url: `${path}${'a'.repeat(201)}` });
      expect({ path, status: tooLong.statusCode }).toEqual({ path, status: 422 });
      const field = path.endsWith('suggested/') ? 'x' : 'slug';
      expect((tooLong.json() as { errors: Record<string, string[]> }).errors).toEqual({
        [field]: [`The ${field} field may not be longer than 200 characters.`],
      });
      expect(tooLong.body).not.toContain('a'.repeat(201));
    }
  });

  it('generates an OpenAPI document from the route schemas', () => {
    const doc = t.app.swagger() as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/clients', '/api/user/{id}']));
    expect(Object.keys(doc.paths['/api/login']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '422', '429']),
    );
  });
});
