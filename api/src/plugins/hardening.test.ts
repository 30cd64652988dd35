// Hostile input and slow parts: strings with NUL or control characters are a 422 on the field, never a 500; log lines
// never carry query parameters (hashes, e-mails, phones); a slow client is cut off; a stalled database answers 503
// with Retry-After instead of queueing forever.
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, json, type TestApp } from '../../test/helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

const signupBody = (overrides: Record<string, unknown>) => ({
  first_name: 'Ana',
  last_name: 'Silva',
  phone: '912 345 678',
  email: 'nul@example.pt',
  country: 'pt',
  birthdate: '1990-04-25',
  password: 'Secret-Harbour-123',
  confirm_password: 'Secret-Harbour-123',
  ...overrides,
});

describe('strings before SQL', () => {
  let t: TestApp;
  const log = capture();
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
  });
  afterAll(() => t.close());

  it.each([
    ['first_name', 'An\u0000a'],
    ['last_name', 'Sil\u0007va'],
    ['email', 'nul\u0000@example.pt'],
  ])('answers 422 on %s when it holds a control character (en and pt)', async (field, value) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/clients', payload: signupBody({ [field]: value }) });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors[field]).toEqual([
      expect.stringContaining('character that is not allowed'),
    ]);
    const pt = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { 'accept-language': 'pt' },
      payload: signupBody({ [field]: value }),
    });
    expect(json<{ errors: Record<string, string[]> }>(pt).errors[field]?.[0]).toContain('carácter que não é permitido');
  });

  it('answers 422 for a NUL in a login, and in a query string', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'a\u0000@b.pt', password: 'x\u0000' },
        })
      ).statusCode,
    ).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=%00' })).statusCode).not.toBe(500);
  });

  it('stores text normalised to NFC', async () => {
    const decomposed = 'Jose\u0301';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      payload: signupBody({ email: 'nfc@example.pt', first_name: decomposed }),
    });
    expect(res.statusCode).toBe(202);
    const rows = (await t.database.db.execute(
      sql`select first_name from users where email = 'nfc@example.pt'`,
    )) as unknown as { rows: { first_name: string }[] };
    expect(rows.rows[0]?.first_name).toBe('José');
  });
});

describe('logs of a failed query', () => {
  it('keep the failure, not its parameters (hash, e-mail, phone)', async () => {
    const log = capture();
    const secrets = ['$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0c2FsdA$aGFzaA', 'victim@example.pt', '+351912345678'];
    const t = await buildTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream: log.stream,
        extraRoutes: (app) => {
          app.get(
            '/api/test/failing-query',
            { schema: { response: { 200: Type.Object({}) } }, config: { roles: 'public' } },
            async () => {
              await app.db.execute(sql`select ${secrets[0]}::int, ${secrets[1]}, ${secrets[2]} from no_such_table`);
              return {};
            },
          );
        },
      },
    );
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/test/failing-query' });
      expect(res.statusCode).toBe(500);
      const all = log.lines.join('');
      expect(all).toContain('request failed');
      for (const secret of secrets) expect(all).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});

describe('a slow client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '1000' });
  }, 60_000);
  afterAll(() => t.close());

  it('is cut off when its headers take longer than HEADERS_TIMEOUT_MS', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const started = Date.now();
    let socket: ReturnType<typeof connect> | undefined;
    const closedAfter = await new Promise<number>((resolve, reject) => {
      socket = connect(port, '127.0.0.1', () => {
        socket?.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
        // One header byte every 200 ms: never finishes on its own.
        const drip = setInterval(() => socket?.write('X'), 200);
        socket?.on('close', () => {
          clearInterval(drip);
          resolve(Date.now() - started);
        });
      });
      socket.on('error', () => undefined);
      setTimeout(() => reject(new Error('the slow client was never cut off')), 8000).unref();
    }).finally(() => socket?.destroy());
    expect(closedAfter).toBeLessThan(5000);
  }, 15_000);
});

const queryRoute = (app: FastifyInstance) => {
  app.get(
    '/api/test/query',
    { schema: { response: { 200: Type.Object({}) } }, config: { roles: 'public' } },
    async () => {
      await app.db.execute(sql`select 1`);
      return {};
    },
  );
};

(onPostgres ? describe : describe.skip)('a stalled database (PostgreSQL)', () => {
  it('answers 503 with Retry-After once no connection frees up in DB_CONNECT_TIMEOUT_MS, and recovers', async () => {
    const t = await buildTestApp({ DB_POOL_MAX: '1', DB_CONNECT_TIMEOUT_MS: '300' }, { extraRoutes: queryRoute });
    try {
      // The only connection is held by a long statement.
      // Drizzle queries are lazy: then() starts it.
      const stall = t.database.db.execute(sql`select pg_sleep(2)`).then(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/test/query' });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      await stall;
      expect((await t.app.inject({ method: 'GET', url: '/api/test/query' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('sheds a request at once (503, Retry-After) when DB_MAX_WAITING requests already wait for a connection', async () => {
    const t = await buildTestApp(
      { DB_POOL_MAX: '1', DB_CONNECT_TIMEOUT_MS: '3000', DB_MAX_WAITING: '1' },
      { extraRoutes: queryRoute },
    );
    try {
      const stall = t.database.db.execute(sql`select pg_sleep(1.5)`).then(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
      const waiting = t.app.inject({ method: 'GET', url: '/api/test/query' });
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const shed = await t.app.inject({ method: 'GET', url: '/api/test/query' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(Date.now() - started).toBeLessThan(500);
      // The one that queued within the limit is served once the stall ends.
      expect((await waiting).statusCode).toBe(200);
      await stall;
    } finally {
      await t.close();
    }
  });

  it('cancels a statement that runs longer than DB_STATEMENT_TIMEOUT_MS (503, not a hang)', async () => {
    const t = await buildTestApp(
      { DB_STATEMENT_TIMEOUT_MS: '300' },
      {
        extraRoutes: (app) => {
          app.get(
            '/api/test/slow',
            { schema: { response: { 200: Type.Object({}) } }, config: { roles: 'public' } },
            async () => {
              await app.db.execute(sql`select pg_sleep(5)`);
              return {};
            },
          );
        },
      },
    );
    try {
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/test/slow' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await t.close();
    }
  });
});
