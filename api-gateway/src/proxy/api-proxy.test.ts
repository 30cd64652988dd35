// /api/* and WebSocket upgrades reach the API with the /api prefix kept, against a
// tiny Fastify upstream on port 0.
import websocket from '@fastify/websocket';
import http from 'node:http';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { BUFFERED_BYTES, COMPRESS_THRESHOLD_BYTES } from './api-proxy';
import { makeFixture, type Fixture } from '../test-support/fixtures';
import { listen, request } from '../test-support/http';

let upstream: FastifyInstance;
let upstreamCalls = 0;
let endlessClosed = false;
let version = 0;
/** ADR 032: the public answer the gateway may keep for a second, and how many times the API was asked for it. */
let publicCalls = 0;
let catalogueGeneration = 0;
/** A listing-sized answer (≥ the compression threshold, under the buffered size) and one over BUFFERED_BYTES. */
const LIST = Buffer.from(
  JSON.stringify({ data: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Serviço ${i}` })) }),
);
const BIG = Buffer.from(
  JSON.stringify({ data: Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `Serviço ${i}` })) }),
);
let gateway: FastifyInstance;
let fx: Fixture;
let base: string;

beforeAll(async () => {
  upstream = Fastify({ logger: false });
  upstream.addHook('onRequest', async () => {
    upstreamCalls += 1;
  });
  await upstream.register(websocket);
  upstream.get('/api/health', async () => ({ status: 'ok' }));
  upstream.get('/api/own-id', async (_req, reply) =>
    reply.header('x-request-id', 'upstream-made-this').send({ ok: true }),
  );
  upstream.get('/api/echo', async (req) => ({
    url: req.url,
    requestId: req.headers['x-request-id'],
    forwardedFor: req.headers['x-forwarded-for'],
  }));
  upstream.post('/api/echo', async (req, reply) => reply.code(201).send({ body: req.body }));
  upstream.get('/api/docs', async (_req, reply) =>
    reply
      .header('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'")
      .type('text/html')
      .send('<html>docs</html>'),
  );
  // Answers of each size and kind the gateway's lean path (ADR 016) tells apart.
  upstream.route({
    method: ['GET', 'HEAD'],
    url: '/api/list',
    // Written raw, so the header names keep their case on the wire.
    handler: (_req, reply) => {
      reply.hijack();
      reply.raw
        .writeHead(
          200,
          [
            ['Set-Cookie', 'a=1; Path=/'],
            ['Set-Cookie', 'b=2; Path=/'],
            ['X-Upstream-Case', 'Kept'],
            ['Content-Type', 'application/json; charset=utf-8'],
            ['Content-Length', String(LIST.length)],
          ].flat(),
        )
        .end(LIST);
    },
  });
  upstream.get('/api/big', async (_req, reply) => reply.type('application/json; charset=utf-8').send(BIG));
  upstream.get('/api/chunked', async (_req, reply) =>
    reply.type('text/plain').send(Readable.from(['part one, ', 'part two'])),
  );
  upstream.get('/api/endless', (_req, reply) => {
    // A chunk every 20 ms until the gateway stops reading.
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => reply.raw.write('tick\n'), 20);
    reply.raw.on('close', () => {
      clearInterval(timer);
      endlessClosed = true;
    });
  });
  upstream.get('/api/hinted', (_req, reply) => {
    reply.hijack();
    reply.raw.writeEarlyHints({ link: '</shell/main.js>; rel=preload; as=script' });
    reply.raw.writeHead(200, { 'content-type': 'text/plain' }).end('after the hints');
  });
  upstream.get('/api/versioned', async (_req, reply) =>
    reply.type('application/json; charset=utf-8').send({ version, data: LIST.toString() }),
  );
  upstream.get('/api/public', async (req, reply) => {
    publicCalls += 1;
    return reply
      .header('cache-control', 'public, max-age=0, s-maxage=1')
      .header('vary', 'Accept-Language')
      .header('x-catalogue-version', `api1.${catalogueGeneration}`)
      .type('application/json; charset=utf-8')
      .send({ language: req.headers['accept-language'] ?? null, call: publicCalls, data: LIST.toString() });
  });
  upstream.get('/api/public-for-one', async (req, reply) => {
    publicCalls += 1;
    return reply
      .header('cache-control', 'public, s-maxage=1')
      .header('vary', 'Authorization')
      .send({ call: publicCalls });
  });
  upstream.get('/api/public-with-cookie', async (_req, reply) => {
    publicCalls += 1;
    return reply
      .header('cache-control', 'public, s-maxage=1')
      .header('set-cookie', 'seen=1; Path=/')
      .send({ call: publicCalls });
  });
  upstream.get('/api/signed-in', async (_req, reply) => {
    publicCalls += 1;
    return reply.header('cache-control', 'no-store').send({ call: publicCalls });
  });
  upstream.post('/api/catalogue-write', async (_req, reply) => {
    catalogueGeneration += 1;
    return reply.header('x-catalogue-version', `api1.${catalogueGeneration}`).code(201).send({ ok: true });
  });
  upstream.get('/api/part', async (_req, reply) =>
    reply
      .code(206)
      .header('content-range', `bytes 0-${LIST.length - 1}/${LIST.length * 2}`)
      .type('application/json')
      .send(LIST),
  );
  upstream.get('/api/empty', async (_req, reply) => reply.code(204).send());
  upstream.get('/api/ws', { websocket: true }, (socket, req) => {
    socket.on('message', (data: Buffer) =>
      socket.send(data.toString() === 'origin?' ? `origin:${req.headers.origin ?? 'none'}` : `echo:${data.toString()}`),
    );
  });
  const upstreamUrl = await listen(upstream);
  fx = await makeFixture({ apiUrl: upstreamUrl });
  gateway = await buildApp(fx.config, { logger: false });
  base = await listen(gateway);
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  await fx.cleanup();
});

describe('/api proxy', () => {
  it('forwards GET with path and query unchanged, plus the request id', async () => {
    const response = await request(base, '/api/echo?page=2', { headers: { 'x-request-id': 'abc-1' } });
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toBe('abc-1');
    expect(response.json()).toMatchObject({ url: '/api/echo?page=2', requestId: 'abc-1', forwardedFor: '127.0.0.1' });
  });

  it("answers with the gateway's request id even when the API sends its own", async () => {
    expect(
      (await request(base, '/api/own-id', { headers: { 'x-request-id': 'mine-7' } })).headers['x-request-id'],
    ).toBe('mine-7');
  });

  it('forwards POST bodies and the upstream status', async () => {
    const response = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ body: { a: 1 } });
  });

  it('leaves the API its own CSP (the docs page) instead of adding the page policy', async () => {
    const response = await request(base, '/api/docs');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'; script-src 'self' 'unsafe-inline'");
  });

  it('proxies WebSocket upgrades both ways', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`);
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('olá'));
      socket.on('message', (data: Buffer) => resolve(data.toString()));
      socket.on('error', reject);
    });
    socket.close();
    expect(reply).toBe('echo:olá');
  });

  it('passes the browser’s Origin on to the API (which checks it), and none when the client sent none', async () => {
    const ask = (options: WebSocket.ClientOptions) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`, options);
        socket.on('open', () => socket.send('origin?'));
        socket.on('message', (data: Buffer) => {
          resolve(data.toString());
          socket.close();
        });
        socket.on('error', reject);
      });
    expect(await ask({ origin: 'https://evil.example' })).toBe('origin:https://evil.example');
    expect(await ask({})).toBe('origin:none');
  });

  it('answers 502 with a JSON body and no internals when the API is down', async () => {
    const down = await makeFixture({ apiUrl: 'http://127.0.0.1:9' });
    const lonely = await buildApp(down.config, { logger: false });
    try {
      const response = await request(await listen(lonely), '/api/categories', {
        headers: { 'x-request-id': 'down-1' },
      });
      expect(response.status).toBe(502);
      expect(response.json()).toEqual({ message: 'Bad Gateway', requestId: 'down-1' });
    } finally {
      await lonely.close();
      await down.cleanup();
    }
  });

  it('reports the API as reachable on /health', async () => {
    expect((await request(base, '/health')).json()).toMatchObject({ status: 'ok', api: { reachable: true } });
  });
});

describe('/api answers of every size (the lean path)', () => {
  it("passes a small answer byte for byte, the API's headers as it wrote them, every Set-Cookie line kept", async () => {
    const response = await request(base, '/api/list', { headers: { 'x-request-id': 'lean-1' } });
    expect(response.status).toBe(200);
    expect(response.raw.equals(LIST)).toBe(true);
    expect(response.headers['content-length']).toBe(String(LIST.length));
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers['x-upstream-case']).toBe('Kept');
    // Written as the API wrote it (name case included): no parse into an object and back.
    const rawNames = await new Promise<string[]>((resolve, reject) => {
      http
        .get(`${base}/api/list`, (res) => {
          res.resume();
          resolve(res.rawHeaders.filter((_, i) => i % 2 === 0));
        })
        .on('error', reject);
    });
    expect(rawNames).toContain('X-Upstream-Case');
    expect(response.headers['x-request-id']).toBe('lean-1');
    expect(BIG.length).toBeGreaterThan(BUFFERED_BYTES);
    expect(LIST.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
  });

  it('compresses the same answer for a client that accepts br or gzip, with Vary and the same cookies', async () => {
    const response = await request(base, '/api/list', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.raw).equals(LIST)).toBe(true);
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('compresses with gzip for a client that takes no br, and not at all for one that takes neither', async () => {
    const gz = await request(base, '/api/list', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw).equals(LIST)).toBe(true);
    expect(gz.headers['content-length']).toBe(String(gz.raw.length));
    const none = await request(base, '/api/list', { headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.raw.equals(LIST)).toBe(true);
  });

  it('never compresses a part of a file (206)', async () => {
    const part = await request(base, '/api/part', { headers: { 'accept-encoding': 'br' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.raw.equals(LIST)).toBe(true);
  });

  it("serves a compressed answer that is always the API's latest one", async () => {
    const seen = [];
    for (const next of [1, 1, 2]) {
      version = next;
      const response = await request(base, '/api/versioned', { headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      seen.push((JSON.parse(brotliDecompressSync(response.raw).toString()) as { version: number }).version);
    }
    expect(seen).toEqual([1, 1, 2]);
  });

  it('streams an answer over the buffered size, and one of unknown length, whole', async () => {
    const big = await request(base, '/api/big');
    expect(big.status).toBe(200);
    expect(big.raw.equals(BIG)).toBe(true);
    const chunked = await request(base, '/api/chunked');
    expect(chunked.body).toBe('part one, part two');
  });

  it('stops reading a streamed answer from the API when the client leaves', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${base}/api/endless`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    });
    const deadline = Date.now() + 3000;
    while (!endlessClosed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(endlessClosed).toBe(true);
  });

  it("answers with the API's final answer when an informational one (103) comes first", async () => {
    const response = await request(base, '/api/hinted');
    expect(response.status).toBe(200);
    expect(response.body).toBe('after the hints');
  });

  it('answers HEAD with the headers only, and a 204 with no body', async () => {
    const head = await request(base, '/api/list', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(LIST.length));
    expect(head.raw.length).toBe(0);
    const empty = await request(base, '/api/empty');
    expect(empty.status).toBe(204);
    expect(empty.raw.length).toBe(0);
  });

  it('refuses a path that climbs out of /api (encoded or not) before it reaches the API', async () => {
    const before = upstreamCalls;
    for (const path of ['/api/%2e%2e/registry.json', '/api/..%2fregistry.json', '/api/%2E%2E%2F%2E%2E%2Fetc/passwd']) {
      expect((await request(base, path)).status).toBe(400);
    }
    expect(upstreamCalls).toBe(before);
  });
});

describe('/api public answers kept for their s-maxage (ADR 032)', () => {
  const callOf = (response: { json: () => unknown }) => (response.json() as { call: number }).call;

  it('answers the same URL and language from memory, with its age and this request’s id, compressed on request', async () => {
    const first = await request(base, '/api/public?page=1', {
      headers: { 'accept-language': 'pt', 'x-request-id': 'kept-1' },
    });
    const again = await request(base, '/api/public?page=1', {
      headers: { 'accept-language': 'pt', 'x-request-id': 'kept-2' },
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(callOf(again)).toBe(callOf(first));
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(again.headers['x-request-id']).toBe('kept-2');
    expect(again.headers.age).toBe('0');
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    // The version header stays between the API and the gateway.
    expect(first.headers['x-catalogue-version']).toBeUndefined();
    const packed = await request(base, '/api/public?page=1', {
      headers: { 'accept-language': 'pt', 'accept-encoding': 'br' },
    });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(packed.raw).equals(first.raw)).toBe(true);
    // Another language, or another URL, is another answer.
    const english = await request(base, '/api/public?page=1', { headers: { 'accept-language': 'en' } });
    expect(english.json()).toMatchObject({ language: 'en' });
    expect(callOf(english)).toBe(callOf(first) + 1);
    expect(callOf(await request(base, '/api/public?page=2', { headers: { 'accept-language': 'pt' } }))).toBe(
      callOf(first) + 2,
    );
  });

  it('asks the API again after the second is over, and when the request says no-cache', async () => {
    const first = callOf(await request(base, '/api/public?fresh=1'));
    expect(callOf(await request(base, '/api/public?fresh=1', { headers: { 'cache-control': 'no-cache' } }))).toBe(
      first + 1,
    );
    // The fresh answer replaced the kept one.
    expect(callOf(await request(base, '/api/public?fresh=1'))).toBe(first + 1);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect(callOf(await request(base, '/api/public?fresh=1'))).toBe(first + 2);
  });

  it('lets go of every kept answer as soon as a write says the catalogue changed', async () => {
    const before = callOf(await request(base, '/api/public?write=1'));
    expect(callOf(await request(base, '/api/public?write=1'))).toBe(before);
    const write = await fetch(`${base}/api/catalogue-write`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(201);
    expect(callOf(await request(base, '/api/public?write=1'))).toBe(before + 1);
  });

  it("passes a signed-in answer's no-store to the browser and keeps none of it", async () => {
    const headers = { authorization: 'Bearer some-session' };
    const first = await request(base, '/api/signed-in', { headers });
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await request(base, '/api/signed-in', { headers });
    expect(again.headers['cache-control']).toBe('no-store');
    expect(callOf(again)).toBe(callOf(first) + 1);
  });

  it('keeps nothing that varies on who asks, and nothing of an answer that sets a cookie', async () => {
    const first = callOf(await request(base, '/api/public-for-one'));
    expect(callOf(await request(base, '/api/public-for-one'))).toBe(first + 1);
    const cookie = callOf(await request(base, '/api/public-with-cookie'));
    expect(callOf(await request(base, '/api/public-with-cookie'))).toBe(cookie + 1);
  });
});
