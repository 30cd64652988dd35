// Issue 11 item 3: the per-IP login limit counts real clients. Only the gateway (TRUST_PROXY, loopback by default) may
// name the client in X-Forwarded-For; a caller reaching the API from anywhere else cannot dodge the limit by
// rotating that header.
import { buildTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  // Three failures per IP (over any accounts) lock that IP for the window.
  t = await buildTestApp({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

const failLogin = (email: string, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: { email, password: 'Wrong-guess-1' } });

it('ignores X-Forwarded-For from a peer that is not a trusted proxy: rotating it does not escape the per-IP limit', async () => {
  const codes = [];
  for (let i = 1; i <= 4; i++) codes.push((await failLogin(`spoof${i}@test.pt`, '10.9.9.9', `203.0.113.${i}`)).statusCode);
  expect(codes).toEqual([422, 422, 422, 429]);
});

it('takes the client address from the gateway on loopback, so one client is limited, not everyone behind the gateway', async () => {
  const codes = [];
  for (let i = 1; i <= 4; i++) codes.push((await failLogin(`guess${i}@test.pt`, '127.0.0.1', '198.51.100.7')).statusCode);
  expect(codes).toEqual([422, 422, 422, 429]);
  expect((await failLogin('guess5@test.pt', '127.0.0.1', '198.51.100.8')).statusCode).toBe(422);
});
