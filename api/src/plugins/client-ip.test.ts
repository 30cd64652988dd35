// The per-IP login limit counts real clients. Only the gateway may name the client in X-Forwarded-For: it must both
// reach the API from a trusted address (TRUST_PROXY, loopback by default) and prove itself with the shared secret
// header (GATEWAY_SECRET). A caller reaching the API from anywhere else, or directly on loopback without the secret,
// cannot dodge the limit by rotating that header.
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { GATEWAY_SECRET_HEADER } from './client-ip';

let t: TestApp;
beforeAll(async () => {
  // Three failures per IP (over any accounts) lock that IP for the window.
  t = await buildTestApp({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

const SECRET = loadConfig({ NODE_ENV: 'test' }).gatewaySecret;
const failLogin = (email: string, remoteAddress: string, forwardedFor: string, secret: string | null = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor, ...(secret === null ? {} : { [GATEWAY_SECRET_HEADER]: secret }) },
    payload: { email, password: 'Wrong-guess-1' },
  });

it('ignores X-Forwarded-For from a peer that is not a trusted proxy: rotating it does not escape the per-IP limit', async () => {
  const codes = [];
  for (let i = 1; i <= 4; i++)
    codes.push((await failLogin(`spoof${i}@test.pt`, '10.9.9.9', `203.0.113.${i}`)).statusCode);
  expect(codes).toEqual([422, 422, 422, 429]);
});

it('ignores X-Forwarded-For from a direct caller on loopback without the gateway secret, or with a wrong one', async () => {
  for (const [prefix, secret, peer] of [
    ['direct', null, '127.0.0.2'],
    ['forged', 'not-the-gateway-secret', '127.0.0.3'],
  ] as const) {
    const codes = [];
    for (let i = 1; i <= 4; i++)
      codes.push((await failLogin(`${prefix}${i}@test.pt`, peer, `203.0.114.${i}`, secret)).statusCode);
    expect(codes).toEqual([422, 422, 422, 429]);
  }
});

it('production refuses to start without GATEWAY_SECRET, and a short one anywhere', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GATEWAY_SECRET/);
  expect(() => loadConfig({ GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET/);
});

it('takes the client address from the gateway on loopback, so one client is limited, not everyone behind the gateway', async () => {
  const codes = [];
  for (let i = 1; i <= 4; i++)
    codes.push((await failLogin(`guess${i}@test.pt`, '127.0.0.1', '198.51.100.7')).statusCode);
  expect(codes).toEqual([422, 422, 422, 429]);
  expect((await failLogin('guess5@test.pt', '127.0.0.1', '198.51.100.8')).statusCode).toBe(422);
});
