// One sign-up flow that never tells whether an address has an account. The
// answer is the same (202, same body) for a new address and for a customer, partner, affiliate or staff address;
// a new address gets a code and a one-click link, an existing one a "you already have an account" mail and no change;
// nothing is signed in until the code is entered or the link followed, and the owner's proof decides the password.
import { sql } from 'drizzle-orm';
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  lastMail,
  mailsTo,
  PASSWORD,
  type TestApp,
} from '../../../test/helpers';
import { ACCOUNT_ANSWER_FLOOR_MS } from '../../lib/timing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.database, 'CLIENT', 'customer@test.pt');
  await createUser(t.database, 'SUPPLIER', 'partner@test.pt');
  await createUser(t.database, 'AFFILIATE', 'affiliate@test.pt');
  await createUser(t.database, 'SUPER', 'staff@test.pt');
  const pt = await createUser(t.database, 'CLIENT', 'cliente@test.pt');
  await t.database.db.execute(sql`insert into user_preferences (user_id, language) values (${pt}, 'pt')`);
});
afterAll(async () => t.close());

let ip = 0;
const signup = (email: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clients',
    remoteAddress: `10.40.0.${(ip += 1)}`,
    headers,
    payload: {
      first_name: 'Ana',
      last_name: 'Silva',
      phone: '912 345 678',
      email,
      country: 'pt',
      birthdate: '1990-04-25',
      description: '',
      vatnumber: '',
      address: '',
      zipcode: '',
      password: 'Fresh-Start-42',
      confirm_password: 'Fresh-Start-42',
      ...overrides,
    },
  });
const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });
const loginAnswer = (email: string, password: string) => post('/api/login', { email, password, rememberMe: 0 });
const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] as string;
const linkFrom = (text: string) => /\/register-complete\?[^\s]*token=([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;
const userRow = async (email: string) =>
  (
    (await t.database.db.execute(
      sql`select password_hash, first_name, email_verified_at from users where email = ${email}`,
    )) as unknown as {
      rows: { password_hash: string | null; first_name: string; email_verified_at: unknown }[];
    }
  ).rows[0];

describe('POST /api/clients answers the same for every address', () => {
  it('202 and one body for a new address and for a customer, partner, affiliate and staff address, never before the floor', async () => {
    const answers = [];
    for (const email of [
      'brand-new@test.pt',
      'customer@test.pt',
      'partner@test.pt',
      'affiliate@test.pt',
      'staff@test.pt',
      'CUSTOMER@test.pt',
    ]) {
      const started = performance.now();
      const res = await signup(email);
      expect(performance.now() - started).toBeGreaterThanOrEqual(ACCOUNT_ANSWER_FLOOR_MS - 5);
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([202]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(JSON.parse(answers[0]!.body)).toEqual({
      status: true,
      content: { message: 'We sent a message to your e-mail. Enter the code from it to finish.' },
    });
    expect(answers[0]!.body).not.toContain('api_token');
  });

  it('field errors answer at once (422 field map, en and pt) and the same for an existing address', async () => {
    const fresh = await signup(
      'someone-else@test.pt',
      { password: 'Passw0rd', confirm_password: 'Other-Pass-1' },
      { 'accept-language': 'pt' },
    );
    const taken = await signup(
      'customer@test.pt',
      { password: 'Passw0rd', confirm_password: 'Other-Pass-1' },
      { 'accept-language': 'pt' },
    );
    expect(fresh.statusCode).toBe(422);
    expect(taken.body).toBe(fresh.body);
    expect(json<{ errors: Record<string, string[]> }>(fresh).errors).toEqual({
      password: [
        'Esta palavra-passe é uma das mais comuns (aparece em listas de palavras-passe divulgadas). Escolha outra.',
      ],
      confirm_password: ['As palavras-passe não coincidem.'],
    });
  });
});

describe('an existing address', () => {
  it('gets a "you already have an account" mail (in the address’s language) and its account does not change', async () => {
    const before = await userRow('customer@test.pt');
    await signup('customer@test.pt', {
      first_name: 'Mallory',
      password: 'Taken-Over-99',
      confirm_password: 'Taken-Over-99',
    });
    const mail = await lastMail(t.app, 'customer@test.pt');
    expect(mail.subject).toBe('You already have an account');
    expect(mail.text).toContain('/password/reset');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(await userRow('customer@test.pt')).toEqual(before);
    expect((await loginAnswer('customer@test.pt', 'Taken-Over-99')).statusCode).toBe(422);
    expect((await loginAnswer('customer@test.pt', PASSWORD)).statusCode).toBe(200);
    expect(
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from email_verifications v join users u on u.id = v.user_id where u.email = 'customer@test.pt'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    ).toBe(0);

    await signup('cliente@test.pt');
    expect((await lastMail(t.app, 'cliente@test.pt')).subject).toBe('Já tem uma conta');
    await signup('partner@test.pt');
    expect((await lastMail(t.app, 'partner@test.pt')).subject).toBe('You already have an account');
  });
});

describe('a new address', () => {
  it('is not signed in until the code is entered; the code answers a session like login, then login works', async () => {
    await signup('nova@test.pt', {}, { 'accept-language': 'pt' });
    expect((await loginAnswer('nova@test.pt', 'Fresh-Start-42')).statusCode).toBe(422);
    const mail = await lastMail(t.app, 'nova@test.pt');
    expect(mail.subject).toBe('O seu código de verificação');
    expect(mail.text).toMatch(/https?:\/\/[^/\s]+\/pt\/register-complete\?email=nova%40test.pt&token=/);
    const code = codeFrom(mail.text);
    const ok = await post('/api/verify-client-register', { email: 'nova@test.pt', code });
    expect(ok.statusCode).toBe(200);
    const content = json<{
      content: { api_token: string; email: string; email_verified: boolean; first_name: string; phone: string };
    }>(ok).content;
    expect(content).toMatchObject({
      email: 'nova@test.pt',
      email_verified: true,
      first_name: 'Ana',
      phone: '912345678',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(content.api_token) })).statusCode).toBe(
      200,
    );
    expect((await loginAnswer('nova@test.pt', 'Fresh-Start-42')).statusCode).toBe(200);
    // The code is spent; signing up again now answers the same and mails "you already have an account".
    expect((await post('/api/verify-client-register', { email: 'nova@test.pt', code })).statusCode).toBe(422);
    expect((await signup('nova@test.pt', {}, { 'accept-language': 'pt' })).statusCode).toBe(202);
    expect((await lastMail(t.app, 'nova@test.pt')).subject).toBe('Já tem uma conta');
  });

  it('the one-click link signs in once; a used or expired link does nothing', async () => {
    await signup('link@test.pt');
    const token = linkFrom((await lastMail(t.app, 'link@test.pt')).text);
    expect(token).toBeTruthy();
    const ok = await post('/api/verify-client-register-link', { token });
    expect(ok.statusCode).toBe(200);
    expect(json<{ content: { api_token: string; email: string } }>(ok).content).toMatchObject({
      email: 'link@test.pt',
      api_token: expect.any(String),
    });
    const again = await post('/api/verify-client-register-link', { token });
    expect(again.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(again).errors.token).toEqual([
      'This link is invalid or has expired.',
    ]);

    await signup('late@test.pt');
    const late = linkFrom((await lastMail(t.app, 'late@test.pt')).text);
    await t.database.db.execute(
      sql`update email_verifications set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = 'late@test.pt')`,
    );
    expect((await post('/api/verify-client-register-link', { token: late })).statusCode).toBe(422);
    expect((await loginAnswer('late@test.pt', 'Fresh-Start-42')).statusCode).toBe(422);
  });

  it('a second sign-up of a pending address by someone else cannot take it: the owner’s proof decides the password', async () => {
    await signup('contested@test.pt', {
      first_name: 'Owner',
      password: 'Owner-Pass-11',
      confirm_password: 'Owner-Pass-11',
    });
    const ownerCode = codeFrom((await lastMail(t.app, 'contested@test.pt')).text);
    await signup('contested@test.pt', {
      first_name: 'Mallory',
      password: 'Mallory-Pass-22',
      confirm_password: 'Mallory-Pass-22',
    });
    const attackerMail = await lastMail(t.app, 'contested@test.pt');
    expect(codeFrom(attackerMail.text)).toMatch(/^\d{6}$/);

    const ok = await post('/api/verify-client-register', { email: 'contested@test.pt', code: ownerCode });
    expect(ok.statusCode).toBe(200);
    expect(json<{ content: { first_name: string } }>(ok).content.first_name).toBe('Owner');
    expect((await loginAnswer('contested@test.pt', 'Owner-Pass-11')).statusCode).toBe(200);
    expect((await loginAnswer('contested@test.pt', 'Mallory-Pass-22')).statusCode).toBe(422);
    // The other pending sign-up died with the owner's proof.
    expect((await post('/api/verify-client-register-link', { token: linkFrom(attackerMail.text) })).statusCode).toBe(
      422,
    );
  });

  it('a guest checkout’s passwordless account is opened by the same flow (the code decides), with no reset link sent', async () => {
    await t.database.db.execute(
      sql`insert into users (user_type, email, first_name, last_name) values ('CLIENT', 'guest-before@test.pt', 'Rita', 'Guest')`,
    );
    const res = await signup('guest-before@test.pt', {
      first_name: 'Rita',
      password: 'Rita-Pass-33',
      confirm_password: 'Rita-Pass-33',
    });
    expect(res.statusCode).toBe(202);
    const mails = await mailsTo(t.app, 'guest-before@test.pt');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain('/password/reset');
    const ok = await post('/api/verify-client-register', {
      email: 'guest-before@test.pt',
      code: codeFrom(mails[0]!.text),
    });
    expect(ok.statusCode).toBe(200);
    expect((await loginAnswer('guest-before@test.pt', 'Rita-Pass-33')).statusCode).toBe(200);
  });
});
