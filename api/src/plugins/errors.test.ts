// Spec §7/§8 wire format: envelopes, Laravel pages, 422 field maps with field.N keys, messages in
// en and pt from Accept-Language, JSON 404 for unknown API paths, 500 answers that reveal nothing internal.
import { Writable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { REDACT_PATHS } from '../app';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../test/helpers';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

function failingRoutes(app: FastifyInstance) {
  app.get(
    '/api/test/boom',
    { schema: { response: { 200: Type.Object({}) } }, config: { roles: 'public' } },
    async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
    },
  );
  app.post(
    '/api/test/list',
    {
      schema: {
        body: Type.Object({
          names: Type.Array(Type.String({ minLength: 2 })),
          email: Type.String({ format: 'email' }),
          age: Type.Integer({ minimum: 18 }),
        }),
        response: { 200: Type.Object({ ok: Type.Boolean() }) },
      },
      config: { roles: 'public' },
    },
    async () => ({ ok: true }),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { extraRoutes: failingRoutes, logStream });
});
afterAll(async () => t.close());

describe('errors', () => {
  it('answers JSON 404 {message} for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(json(res)).toEqual({ status: false, message: 'Route GET /api/does-not-exist not found.' });
  });

  it('answers 500 with a generic message and the request id, never the cause; the log keeps the cause', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'accept-language': 'pt' } });
    expect(res.statusCode).toBe(500);
    const body = json<{ message: string; request_id: string }>(res);
    expect(body.message).toBe('Ocorreu um erro do nosso lado. Tente novamente mais tarde.');
    expect(body.request_id).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/ECONNREFUSED|hunter2|stack|Error/);
    expect(logLines.some((line) => line.includes('ECONNREFUSED') && line.includes(body.request_id))).toBe(true);
  });

  it("keeps the gateway's x-request-id so one id follows a request through both logs, and ignores odd ones", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'gw-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('gw-1234abcd');
    expect(json(kept)).toMatchObject({ request_id: 'gw-1234abcd' });
    const odd = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('maps AJV errors to a field map with field.N keys for list items', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/list',
      payload: { names: ['Ana', 'B', 'Carla', 'D'], email: 'nope', age: 12 },
    });
    expect(res.statusCode).toBe(422);
    const body = json<{ status: boolean; message: string; field: string; errors: Record<string, string[]> }>(res);
    expect(body.errors).toEqual({
      'names.1': ['The names field must be at least 2 characters.'],
      'names.3': ['The names field must be at least 2 characters.'],
      email: ['The email field must be a valid email address.'],
      age: ['The age field must be at least 18.'],
    });
    expect(body.status).toBe(false);
    expect(body.message).toBe(body.errors[body.field]?.[0]);
  });

  it('gives validation messages in European Portuguese for Accept-Language pt', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { 'accept-language': 'pt' },
      payload: {
        first_name: '',
        last_name: 'Silva',
        phone: '912345678',
        password: 'Secret123',
        confirm_password: 'Secret123',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      first_name: ['O campo nome é obrigatório.'],
      email: ['O campo e-mail é obrigatório.'],
    });
  });

  it('answers 400 (translated) for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ status: false, message: 'The request could not be read.' });
  });
});

describe('envelope and pages', () => {
  it('wraps answers as {status, content} and lists as Laravel pages following next_page_url', async () => {
    await createUser(t.database, 'SUPER', 'pages@test.pt');
    // Three reset mails to one address give three outbox rows to page through.
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: 'pages@test.pt' } });
    }
    const auth = bearer(await login(t.app, 'pages@test.pt'));
    const first = json<{ status: boolean; content: Record<string, unknown> }>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=pages@test.pt&per_page=2', headers: auth }),
    );
    expect(first.status).toBe(true);
    expect(first.content).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect((first.content.data as unknown[]).length).toBe(2);
    const next = first.content.next_page_url as string;
    expect(next).toBe('/api/dev/outbox?to=pages%40test.pt&per_page=2&page=2');
    const second = json<{ content: { current_page: number; next_page_url: string | null; data: unknown[] } }>(
      await t.app.inject({ method: 'GET', url: next, headers: auth }),
    );
    expect(second.content).toMatchObject({ current_page: 2, next_page_url: null });
    expect(second.content.data).toHaveLength(1);
  });

  it('answers 422 for a page below 1', async () => {
    await createUser(t.database, 'SUPER', 'pages0@test.pt');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?page=0',
      headers: bearer(await login(t.app, 'pages0@test.pt')),
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.page).toEqual(['The page field must be at least 1.']);
  });
});

describe('logs', () => {
  it('never write the bearer token or a password', async () => {
    await createUser(t.database, 'CLIENT', 'logs@test.pt');
    const token = await login(t.app, 'logs@test.pt');
    await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    const all = logLines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain('Secret123');
  });

  it('redact authorization, password, card_number and tokens from logged objects', () => {
    const lines: string[] = [];
    const logger = pino(
      { redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
      new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }),
    );
    logger.info({
      req: { headers: { authorization: 'Bearer abc', cookie: 'sid=1' } },
      body: { password: 'p4ss', card_number: '4111111111111111', api_token: 'tok', token: 'reset' },
      password: 'top',
    });
    const line = lines.join('');
    for (const secret of ['Bearer abc', 'sid=1', 'p4ss', '4111111111111111', '"tok"', '"reset"', '"top"'])
      expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });
});
