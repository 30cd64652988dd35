// Issue 3 §5 and §7: every registered route declares who may call it and JSON schemas for its input and output.
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
    expect(urls).toEqual(expect.arrayContaining(['/api/login', '/api/clients', '/api/categories', '/api/me', '/api/user/:id']));
  });

  it('every route declares a roles rule: public, authenticated or a non-empty role list', () => {
    const missing = routes.filter((r) => {
      const roles = (r.config as { roles?: unknown } | undefined)?.roles;
      return !(roles === 'public' || roles === 'authenticated' || (Array.isArray(roles) && roles.length > 0));
    });
    expect(missing.map((r) => `${methodsOf(r).join(',')} ${r.url}`)).toEqual([]);
  });

  it('every route declares a response schema for 200/201 and for 500, and input schemas for what it reads', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${methodsOf(route).join(',')} ${route.url}`;
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema) {
        problems.push(`${name}: no schema`);
        continue;
      }
      const response = schema.response as Record<string, TSchema> | undefined;
      if (!response || !(response[200] || response[201])) problems.push(`${name}: no success response schema`);
      if (!response?.[500]) problems.push(`${name}: no 500 response schema`);
      if (/:[a-z_]+|\*/.test(route.url) && !schema.params) problems.push(`${name}: path parameters without params schema`);
      const writes = methodsOf(route).some((m) => ['POST', 'PUT', 'PATCH'].includes(m));
      if (writes && !schema.body && !['/api/logout'].includes(route.url)) problems.push(`${name}: write without body schema`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a route registered without a roles rule, even to a SUPER (access is never granted by omission)', async () => {
    const extra = await buildTestApp({}, {
      extraRoutes: (app) => {
        app.get('/api/test/no-rule', { schema: { response: { 200: { type: 'object' } } } }, async () => ({ leaked: true }));
      },
    });
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

  it('generates an OpenAPI document from the route schemas', () => {
    const doc = t.app.swagger() as unknown as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/clients', '/api/user/{id}']));
    expect(Object.keys(doc.paths['/api/login']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '422', '429']));
  });
});
