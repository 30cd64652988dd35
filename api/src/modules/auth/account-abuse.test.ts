// Account abuse over HTTP: mail-sending endpoints are limited per address and per IP (429 + Retry-After); the
// answers of reset and verification resend do not tell who has an account (same body, about the same time); a new
// verification code does not reset the guess counter; an older reset link stops working when a new one is sent or
// one is used; common and breached passwords are refused with the reason (en and pt), the demo and test ones are not.
import { sql } from 'drizzle-orm';
import { buildTestApp, createUser, json, login, mailsTo, PASSWORD, type TestApp } from '../../../test/helpers';
import { ACCOUNT_ANSWER_FLOOR_MS } from '../../lib/timing';
import { passwordProblem } from '../../lib/passwords';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MAIL_RATE_LIMIT: '2' });
  await createUser(t.database, 'CLIENT', 'known@test.pt');
  await createUser(t.database, 'SUPPLIER', 'partner@test.pt');
});
afterAll(async () => t.close());

const post = (
  url: string,
  payload: Record<string, unknown>,
  remoteAddress = '10.20.0.1',
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
const resetLinks = async (email: string) =>
  (await mailsTo(t.app, email))
    .map((m) => /\/password\/reset\?token=([^&\s]+)&/.exec(m.text)?.[1])
    .filter((x): x is string => Boolean(x))
    .map(decodeURIComponent);
const reset = (email: string, token: string, password: string) =>
  post('/api/password/reset', { email, token, password, password_confirmation: password });

describe('mail-sending endpoints are rate-limited per address and per IP', () => {
  it('reset links: the third request for one address within the window is 429 with Retry-After, known or not', async () => {
    for (const email of ['known@test.pt', 'unknown@test.pt']) {
      const answers = [];
      for (const ip of ['10.21.0.1', '10.21.0.2', '10.21.0.3'])
        answers.push(await post('/api/password/email', { email }, ip));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
      expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Only two links went out to the known address.
    expect(await resetLinks('known@test.pt')).toHaveLength(2);
  });

  it('per IP: 4 × MAIL_RATE_LIMIT requests over any addresses, then 429 (verification resend counts too)', async () => {
    const ip = '10.22.0.1';
    const codes = [];
    for (let i = 0; i < 9; i++)
      codes.push(
        (await post(i % 2 ? '/api/password/email' : '/api/email-client-register', { email: `spray${i}@test.pt` }, ip))
          .statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect((await post('/api/password/email', { email: 'spray-other@test.pt' }, '10.22.0.2')).statusCode).toBe(200);
  });
});

describe('answers do not reveal who has an account', () => {
  it('reset: same body for a customer, a partner and an unknown address, none sooner than the floor', async () => {
    const answers = [];
    await createUser(t.database, 'CLIENT', 'customer@test.pt');
    for (const [i, email] of ['customer@test.pt', 'partner@test.pt', 'nobody-here@test.pt'].entries()) {
      const started = performance.now();
      const res = await post('/api/password/email', { email }, `10.23.0.${i + 1}`);
      answers.push({
        status: res.statusCode,
        body: res.body,
        slow: performance.now() - started >= ACCOUNT_ANSWER_FLOOR_MS - 5,
      });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, slow: true });
  });

  it('verification resend: same body for unknown, verified and unverified addresses (a code only goes to the last)', async () => {
    await createUser(t.database, 'CLIENT', 'verified@test.pt');
    await t.database.db.execute(sql`update users set email_verified_at = now() where email = 'verified@test.pt'`);
    await createUser(t.database, 'CLIENT', 'unverified@test.pt');
    const bodies = [];
    for (const [i, email] of ['nobody2@test.pt', 'verified@test.pt', 'unverified@test.pt'].entries()) {
      const res = await post('/api/email-client-register', { email }, `10.24.0.${i + 1}`, { 'accept-language': 'pt' });
      bodies.push([res.statusCode, res.body]);
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]![0]).toBe(200);
    expect((await mailsTo(t.app, 'unverified@test.pt')).length).toBe(1);
    expect((await mailsTo(t.app, 'nobody2@test.pt')).length).toBe(0);
  });
});

describe('verification guesses', () => {
  it('a new code does not reset the counter of wrong guesses (5 per account per hour)', async () => {
    await createUser(t.database, 'CLIENT', 'guesser@test.pt');
    const codeOf = async () => /\b(\d{6})\b/.exec((await mailsTo(t.app, 'guesser@test.pt'))[0]!.text)![1]!;
    await post('/api/email-client-register', { email: 'guesser@test.pt' }, '10.25.0.1');
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    let code = await codeOf();
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/verify-client-register', { email: 'guesser@test.pt', code: wrong(code) })).statusCode,
      ).toBe(422);
    await post('/api/email-client-register', { email: 'guesser@test.pt' }, '10.25.0.2');
    code = await codeOf();
    for (let i = 0; i < 2; i++)
      await post('/api/verify-client-register', { email: 'guesser@test.pt', code: wrong(code) });
    // 5 wrong guesses over two codes: the right code of the new mail is refused now.
    const right = await post('/api/verify-client-register', { email: 'guesser@test.pt', code });
    expect(right.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(right).errors.code).toEqual([
      'Too many wrong codes. Try again in an hour.',
    ]);
  });
});

describe('reset links', () => {
  it('an older link stops working when a new one is sent, and every other one once one is used', async () => {
    await createUser(t.database, 'CLIENT', 'links@test.pt');
    await post('/api/password/email', { email: 'links@test.pt' }, '10.26.0.1');
    await post('/api/password/email', { email: 'links@test.pt' }, '10.26.0.2');
    const [newer, older] = await resetLinks('links@test.pt');
    const stale = await reset('links@test.pt', older!, 'Fresh-Start-42');
    expect(stale.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(stale).errors.token).toEqual([
      'This password reset link is invalid or has expired.',
    ]);
    expect((await reset('links@test.pt', newer!, 'Fresh-Start-42')).statusCode).toBe(200);
    expect((await reset('links@test.pt', newer!, 'Fresh-Start-43')).statusCode).toBe(422);
    await expect(login(t.app, 'links@test.pt', 'Fresh-Start-42')).resolves.toEqual(expect.any(String));
  });
});

describe('common and breached passwords', () => {
  const signup = (password: string, email: string, locale = 'en') =>
    post(
      '/api/clients',
      {
        first_name: 'Pat',
        last_name: 'Word',
        email,
        phone: '912 345 678',
        country: 'pt',
        birthdate: '1990-04-25',
        description: '',
        vatnumber: '123456789',
        address: 'Rua Augusta 1',
        zipcode: '1100-048',
        password,
        confirm_password: password,
      },
      '10.27.0.1',
      { 'accept-language': locale },
    );

  it('refuses Passw0rd and password1 on sign-up with the reason on the field (en and pt)', async () => {
    const en = await signup('Passw0rd', 'pw1@test.pt');
    expect(en.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(en).errors.password).toEqual([
      'This password is one of the most common ones (found in leaked password lists). Choose another.',
    ]);
    const pt = await signup('password1', 'pw2@test.pt', 'pt');
    expect(json<{ errors: Record<string, string[]> }>(pt).errors.password).toEqual([
      'Esta palavra-passe é uma das mais comuns (aparece em listas de palavras-passe divulgadas). Escolha outra.',
    ]);
  });

  it('refuses a common password on reset too, and one that contains the e-mail name', async () => {
    await createUser(t.database, 'CLIENT', 'marguerite@test.pt');
    await post('/api/password/email', { email: 'marguerite@test.pt' }, '10.28.0.1');
    const [token] = await resetLinks('marguerite@test.pt');
    const common = await reset('marguerite@test.pt', token!, 'qwerty123');
    expect(json<{ errors: Record<string, string[]> }>(common).errors.password?.[0]).toMatch(/most common/);
    const named = await reset('marguerite@test.pt', token!, 'Marguerite2024');
    expect(json<{ errors: Record<string, string[]> }>(named).errors.password).toEqual([
      'The password must not contain your e-mail address.',
    ]);
  });

  it('refuses repeats, sequences, the user’s names and the site’s name (zxcvbn score with user inputs), on the field in en and pt', async () => {
    for (const password of ['aaaaaaa1', 'a1a1a1a1', 'abcd1289', 'Roteiro1', 'Roteiro2024', 'Wordsworth1']) {
      expect([
        password,
        passwordProblem(password, { email: 'pat@test.pt', firstName: 'Wordsworth', lastName: 'Silva' }),
      ]).toEqual([password, 'auth.passwordGuessable']);
    }
    expect(passwordProblem('Silva1987', { email: 'x@test.pt', firstName: 'Pat', lastName: 'Silva' })).toBe(
      'auth.passwordGuessable',
    );
    const en = await signup('Word1990', 'pw3@test.pt');
    expect(en.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(en).errors.password?.[0]).toMatch(
      /^This password is too easy to guess/,
    );
    const pt = await signup('aaaaaaa1', 'pw4@test.pt', 'pt');
    expect(json<{ errors: Record<string, string[]> }>(pt).errors.password?.[0]).toMatch(
      /^Esta palavra-passe é demasiado fácil de adivinhar/,
    );
  });

  it('refuses a name-based password on a password change too', async () => {
    await createUser(t.database, 'CLIENT', 'changer@test.pt');
    const token = await login(t.app, 'changer@test.pt');
    // createUser names a CLIENT "client Tester".
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-settings/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: PASSWORD, password: 'Tester2024', password_confirmation: 'Tester2024' },
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.password?.[0]).toMatch(/too easy to guess/);
  });

  // The seeded accounts' password passes the rule; weaker test fixtures (Secret123, Team12345, …) were replaced
  // where a test sets a password through the API, never the rule relaxed for them.
  it('accepts the demo password and the test fixtures’ passwords', () => {
    for (const password of [
      'Demo1234!',
      'NewSecret9',
      'NewSecret456',
      'Partner1234!',
      'Fuzz-Passw0rd-42',
      'Tangerine-Harbour-93',
    ]) {
      expect([password, passwordProblem(password, { email: 'someone@example.pt' })]).toEqual([password, null]);
    }
  });
});
