// A client can neither pose as another address nor tie up the API: the client address the API sees is decided by the
// gateway (a spoofed X-Forwarded-For is dropped unless a trusted proxy sent it); `Expect: 100-continue` uploads go
// through; an oversize body is a 413 at the gateway, not a broken pipe at the API.
import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEVELOPMENT_GATEWAY_SECRET, loadConfig } from '../config';
import { makeFixture, type Fixture } from '../test-support/fixtures';
import { listen, request } from '../test-support/http';

let upstream: FastifyInstance;
let gateway: FastifyInstance;
let trusting: FastifyInstance;
let fx: Fixture;
let base: string;
let trustingBase: string;
let upstreamBodies = 0;

beforeAll(async () => {
  upstream = Fastify({ logger: false, bodyLimit: 50 * 1024 * 1024 });
  upstream.get('/api/echo', async (req) => ({ forwardedFor: req.headers['x-forwarded-for'] }));
  upstream.get('/api/secret', async (req) => ({ secret: req.headers['x-gateway-secret'] ?? null }));
  upstream.post('/api/echo', async (req, reply) => {
    upstreamBodies += 1;
    return reply.code(201).send({ size: JSON.stringify(req.body).length });
  });
  const upstreamUrl = await listen(upstream);
  fx = await makeFixture({ apiUrl: upstreamUrl });
  gateway = await buildApp(fx.config, { logger: false });
  base = await listen(gateway);
  trusting = await buildApp({ ...fx.config, trustedProxies: '127.0.0.1' }, { logger: false });
  trustingBase = await listen(trusting);
});

afterAll(async () => {
  await gateway.close();
  await trusting.close();
  await upstream.close();
  await fx.cleanup();
});

describe('client address', () => {
  it("drops a client's own X-Forwarded-For: the API sees the socket's peer", async () => {
    const response = await request(base, '/api/echo', { headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.1' } });
    expect(response.json()).toEqual({ forwardedFor: '127.0.0.1' });
  });

  it("proves itself to the API with GATEWAY_SECRET on every request, never passing on a client's own", async () => {
    const response = await request(base, '/api/secret', { headers: { 'x-gateway-secret': 'a-client-guess-at-it' } });
    expect(response.json()).toEqual({ secret: DEVELOPMENT_GATEWAY_SECRET });
    const configured = await buildApp(
      { ...fx.config, gatewaySecret: 'a-configured-gateway-secret' },
      { logger: false },
    );
    try {
      expect((await request(await listen(configured), '/api/secret')).json()).toEqual({
        secret: 'a-configured-gateway-secret',
      });
    } finally {
      await configured.close();
    }
  });

  it('refuses to start in production without GATEWAY_SECRET, and a short one anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GATEWAY_SECRET/);
    expect(() => loadConfig({ GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', GATEWAY_SECRET: 'a-configured-gateway-secret' }).gatewaySecret).toBe(
      'a-configured-gateway-secret',
    );
  });

  it('takes the client from a proxy listed in TRUSTED_PROXIES', async () => {
    const response = await request(trustingBase, '/api/echo', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(response.json()).toEqual({ forwardedFor: '203.0.113.7' });
  });
});

function postWithContinue(url: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    req.on('continue', () => req.end(body));
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
}

describe('bodies', () => {
  it('passes an `Expect: 100-continue` upload to the API', async () => {
    const response = await postWithContinue(`${base}/api/echo`, JSON.stringify({ a: 'x'.repeat(1000) }));
    expect(response.status).toBe(201);
  });

  it('answers 413 itself for a JSON body over its limit; the API never sees it', async () => {
    const before = upstreamBodies;
    const response = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }),
    }).catch((error: unknown) => error);
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ message: 'Payload Too Large' });
    } else {
      // The gateway may close the socket while a fast client is still sending; what matters is no 502 and no hang.
      expect(String(response)).not.toMatch(/502/);
    }
    expect(upstreamBodies).toBe(before);
  });
});
