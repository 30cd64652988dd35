// Guessing a password over HTTP: parallel logins cannot take more wrong guesses than the limit (each attempt is
// counted before its password is checked), and the current password of a password change is limited like a login.
import { bearer, buildTestApp, createUser, login, PASSWORD, type TestApp } from '../../../test/helpers';

const LIMIT = 10;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
  await createUser(t.database, 'CLIENT', 'target@test.pt');
  await createUser(t.database, 'CLIENT', 'changer@test.pt');
});
afterAll(async () => t.close());

it('40 parallel wrong logins get at most the limit of guesses checked, the rest 429', async () => {
  const answers = await Promise.all(
    Array.from({ length: 40 }, () =>
      t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.60.0.1', payload: { email: 'target@test.pt', password: 'Wrong-guess-1', rememberMe: 0 } }),
    ),
  );
  const checked = answers.filter((a) => a.statusCode !== 429);
  expect(checked.every((a) => a.statusCode === 422)).toBe(true);
  expect(checked.length).toBeLessThanOrEqual(LIMIT);
  expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(40 - LIMIT);
});

it('a password change takes only the limit of wrong current passwords, then 429 even for the right one', async () => {
  const token = await login(t.app, 'changer@test.pt');
  const change = (current: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-settings/password',
      remoteAddress,
      headers: bearer(token),
      payload: { current_password: current, password: 'Tangerine-Harbour-93', password_confirmation: 'Tangerine-Harbour-93' },
    });
  // From many addresses at once: the limit is the account's, not the address's.
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => change(`wrong-${i}`, `10.61.0.${i + 1}`)));
  const checked = answers.filter((a) => a.statusCode !== 429);
  expect(checked.every((a) => a.statusCode === 422)).toBe(true);
  expect(checked.length).toBeLessThanOrEqual(LIMIT);
  const right = await change(PASSWORD, '10.61.1.1');
  expect(right.statusCode).toBe(429);
  expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
});
