// A client that drips its headers or its body cannot hold one of the gateway's sockets for minutes;
// HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS cut it off (Node checks them every second, app.ts).
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { makeFixture, type Fixture } from '../test-support/fixtures';
import { listen } from '../test-support/http';

let upstream: FastifyInstance;
let gateway: FastifyInstance;
let fx: Fixture;
let port = 0;

beforeAll(async () => {
  upstream = Fastify({ logger: false });
  upstream.post('/api/echo', async () => ({ ok: true }));
  fx = await makeFixture({ apiUrl: await listen(upstream) });
  gateway = await buildApp({ ...fx.config, headersTimeoutMs: 600, requestTimeoutMs: 1500 }, { logger: false });
  await listen(gateway);
  port = (gateway.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  await fx.cleanup();
});

/** Sends `start`, then one byte of `drip` every 200 ms; resolves with the time until the gateway closed the socket. */
function slowClient(start: string, drip: string): Promise<number> {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  return new Promise<number>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(start);
      timer = setInterval(() => socket.write(drip), 200);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
    setTimeout(() => reject(new Error('the slow client was never cut off')), 10_000).unref();
  }).finally(() => socket.destroy());
}

describe('a slow client', () => {
  it('is cut off when its headers take longer than HEADERS_TIMEOUT_MS', async () => {
    expect(await slowClient('GET /api/echo HTTP/1.1\r\nHost: x\r\n', 'X')).toBeLessThan(4000);
  }, 15_000);

  it('is cut off when its body takes longer than REQUEST_TIMEOUT_MS (a byte at a time)', async () => {
    const head = 'POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    expect(await slowClient(head, ' ')).toBeLessThan(5000);
  }, 15_000);
});
