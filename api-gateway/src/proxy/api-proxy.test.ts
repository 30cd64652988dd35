// /api/* and WebSocket upgrades reach the API with the /api prefix kept (issue 2 item 6), against a
// tiny Fastify upstream on port 0.
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { makeFixture, type Fixture } from '../test-support/fixtures';
import { listen, request } from '../test-support/http';

let upstream: FastifyInstance;
let gateway: FastifyInstance;
let fx: Fixture;
let base: string;

beforeAll(async () => {
  upstream = Fastify({ logger: false });
  await upstream.register(websocket);
  upstream.get('/api/health', async () => ({ status: 'ok' }));
  upstream.get('/api/own-id', async (_req, reply) => reply.header('x-request-id', 'upstream-made-this').send({ ok: true }));
  upstream.get('/api/echo', async (req) => ({ url: req.url, requestId: req.headers['x-request-id'], forwardedFor: req.headers['x-forwarded-for'] }));
  upstream.post('/api/echo', async (req, reply) => reply.code(201).send({ body: req.body }));
  upstream.get('/api/docs', async (_req, reply) =>
    reply.header('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'").type('text/html').send('<html>docs</html>'),
  );
  upstream.get('/api/ws', { websocket: true }, (socket) => {
    socket.on('message', (data: Buffer) => socket.send(`echo:${data.toString()}`));
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
    expect((await request(base, '/api/own-id', { headers: { 'x-request-id': 'mine-7' } })).headers['x-request-id']).toBe('mine-7');
  });

  it('forwards POST bodies and the upstream status', async () => {
    const response = await fetch(`${base}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: 1 }) });
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

  it('answers 502 with a JSON body and no internals when the API is down', async () => {
    const down = await makeFixture({ apiUrl: 'http://127.0.0.1:9' });
    const lonely = await buildApp(down.config, { logger: false });
    try {
      const response = await request(await listen(lonely), '/api/categories', { headers: { 'x-request-id': 'down-1' } });
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
