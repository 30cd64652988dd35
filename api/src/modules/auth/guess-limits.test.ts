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
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.60.0.1',
        payload: { email: 'target@test.pt', password: 'Wrong-guess-1', rememberMe: 0 },
      }),
    ),
  );
  const checked = answers.filter((a) => a.statusCode !== 429);
  expect(checked.every((a) => a.statusCode === 422)).toBe(true);
  expect(checked.length).toBeLessThanOrEqual(LIMIT);
  expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(40 - LIMIT);
});

it('a password change takes at most the limit of wrong current passwords at once, from any number of addresses', async () => {
  const token = await login(t.app, 'changer@test.pt');
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => changePassword(t, token, `wrong-${i}`, `10.61.0.${i + 1}`)),
  );
  const checked = answers.filter((a) => a.statusCode !== 429);
  expect(checked.every((a) => a.statusCode === 422)).toBe(true);
  expect(checked.length).toBeLessThanOrEqual(LIMIT);
});

it('once the limit of wrong current passwords is reached, even the right one is a 429 until the window ends', async () => {
  // With a limit of 1 the first failure locks the account's password changes for the window (no timing involved).
  const strict = await buildTestApp({ LOGIN_RATE_LIMIT: '1' });
  try {
    await createUser(strict.database, 'CLIENT', 'locked@test.pt');
    const token = await login(strict.app, 'locked@test.pt');
    expect((await changePassword(strict, token, 'wrong-guess', '10.62.0.1')).statusCode).toBe(422);
    const right = await changePassword(strict, token, PASSWORD, '10.62.0.2');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  } finally {
    await strict.close();
  }
});

function changePassword(app: TestApp, token: string, current: string, remoteAddress: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/client-settings/password',
    remoteAddress,
    headers: bearer(token),
    payload: {
      current_password: current,
      password: 'Tangerine-Harbour-93',
      password_confirmation: 'Tangerine-Harbour-93',
    },
  });
}
