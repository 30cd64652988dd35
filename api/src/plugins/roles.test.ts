// Spec §6 roles and SUPER impersonation (ADR 005): 401 without a token, 403 for a role not listed,
// impersonate_id from a SUPER acts as that user (query on reads, body on writes, multipart too) and is audited;
// from anyone else it is 403.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { impersonationsBy } from '../modules/audit/repository';
import { bearer, buildTestApp, createUser, json, login, multipart, TINY_PNG, type TestApp } from '../../test/helpers';
import type { Role } from '@mp/shared/contracts';

const whoami = { 200: Type.Object({ acting: Type.Integer(), real: Type.Integer() }) };

function probeRoutes(app: FastifyInstance) {
  const handler = async (request: { actingUser: { id: number } | null; realUser: { id: number } | null }) => ({
    acting: request.actingUser?.id ?? 0,
    real: request.realUser?.id ?? 0,
  });
  app.get('/api/test/public', { schema: { response: whoami }, config: { roles: 'public' } }, handler);
  app.get('/api/test/any-user', { schema: { response: whoami }, config: { roles: 'authenticated' } }, handler);
  app.get('/api/test/supplier', { schema: { response: whoami }, config: { roles: ['SUPPLIER'] } }, handler);
  app.get('/api/test/super', { schema: { response: whoami }, config: { roles: ['SUPER'] } }, handler);
  app.get(
    '/api/test/client-or-affiliate',
    { schema: { response: whoami }, config: { roles: ['CLIENT', 'AFFILIATE'] } },
    handler,
  );
  app.post(
    '/api/test/client-write',
    {
      schema: { body: Type.Object({ note: Type.String() }, { additionalProperties: false }), response: whoami },
      config: { roles: ['CLIENT'] },
    },
    handler,
  );
}

let t: TestApp;
const ids: Record<Role, number> = { CLIENT: 0, SUPPLIER: 0, AFFILIATE: 0, SUPER: 0 };
const tokens: Record<Role, string> = { CLIENT: '', SUPPLIER: '', AFFILIATE: '', SUPER: '' };

beforeAll(async () => {
  t = await buildTestApp({}, { extraRoutes: probeRoutes });
  for (const role of Object.keys(ids) as Role[]) {
    ids[role] = await createUser(t.database, role, `${role.toLowerCase()}@roles.pt`);
    tokens[role] = await login(t.app, `${role.toLowerCase()}@roles.pt`);
  }
});
afterAll(async () => t.close());

describe('roles matrix', () => {
  const matrix: [string, Record<Role | 'anonymous', number>][] = [
    ['/api/test/public', { anonymous: 200, CLIENT: 200, SUPPLIER: 200, AFFILIATE: 200, SUPER: 200 }],
    ['/api/test/any-user', { anonymous: 401, CLIENT: 200, SUPPLIER: 200, AFFILIATE: 200, SUPER: 200 }],
    ['/api/test/supplier', { anonymous: 401, CLIENT: 403, SUPPLIER: 200, AFFILIATE: 403, SUPER: 403 }],
    ['/api/test/super', { anonymous: 401, CLIENT: 403, SUPPLIER: 403, AFFILIATE: 403, SUPER: 200 }],
    ['/api/test/client-or-affiliate', { anonymous: 401, CLIENT: 200, SUPPLIER: 403, AFFILIATE: 200, SUPER: 403 }],
  ];
  it.each(matrix)('%s answers the status each role expects', async (url, expected) => {
    for (const [who, status] of Object.entries(expected)) {
      const headers = who === 'anonymous' ? {} : bearer(tokens[who as Role]);
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect([who, res.statusCode]).toEqual([who, status]);
      if (status === 403)
        expect(json(res)).toEqual({ status: false, message: 'You do not have permission to do this.' });
    }
  });

  it('answers 401 before validating the body of a protected write', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/client-write', payload: { wrong: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('impersonation', () => {
  it('lets a SUPER read as another user with impersonate_id in the query, and audits it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/test/supplier?impersonate_id=${ids.SUPPLIER}`,
      headers: bearer(tokens.SUPER),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ acting: ids.SUPPLIER, real: ids.SUPER });
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/me?impersonate_id=${ids.CLIENT}`,
      headers: bearer(tokens.SUPER),
    });
    expect(json(me)).toMatchObject({ content: { id: ids.CLIENT, user_type: 'CLIENT' } });

    const audit = await impersonationsBy(t.database.db, ids.SUPER);
    expect(audit.slice(0, 2).map((a) => [a.actingUserId, a.method, a.path])).toEqual([
      [ids.CLIENT, 'GET', '/api/me'],
      [ids.SUPPLIER, 'GET', '/api/test/supplier'],
    ]);
    expect(audit[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('takes impersonate_id from the body on writes (and strips it before validation)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/client-write',
      headers: bearer(tokens.SUPER),
      payload: { note: 'hi', impersonate_id: ids.CLIENT },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ acting: ids.CLIENT, real: ids.SUPER });
  });

  it('takes impersonate_id from a multipart body field', async () => {
    const form = multipart(
      { field: 'file', filename: 'a.png', data: TINY_PNG, type: 'image/png' },
      { impersonate_id: String(ids.CLIENT) },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clients/updateAvatar',
      headers: { ...bearer(tokens.SUPER), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      content: { id: ids.CLIENT, profile: { avatar_url: expect.stringMatching(/^\/api\/files\/users\/\d+\/avatar-/) } },
    });
    const audit = await impersonationsBy(t.database.db, ids.SUPER);
    expect(audit[0]).toMatchObject({ actingUserId: ids.CLIENT, method: 'POST', path: '/api/clients/updateAvatar' });
  });

  it.each(['CLIENT', 'SUPPLIER', 'AFFILIATE'] as Role[])('answers 403 when a %s sends impersonate_id', async (role) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/test/any-user?impersonate_id=${ids.SUPER}`,
      headers: bearer(tokens[role]),
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ status: false, message: 'Only a super admin may act as another user.' });
  });

  it('answers 401 for impersonate_id without a token, 404 for a user that does not exist', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/test/public?impersonate_id=${ids.CLIENT}` })).statusCode,
    ).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/test/any-user?impersonate_id=999999',
      headers: bearer(tokens.SUPER),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('applies the role rule to the acting user: a SUPER acting as a CLIENT cannot use SUPER routes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/test/super?impersonate_id=${ids.CLIENT}`,
      headers: bearer(tokens.SUPER),
    });
    expect(res.statusCode).toBe(403);
  });
});
