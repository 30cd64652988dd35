// Auth against spec §3 login form and §5 "login: a response naming a field and a message".
import { eq } from 'drizzle-orm';
import { authTokens } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, lastMail, login, PASSWORD, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT: '3' });
  await createUser(t.database, 'CLIENT', 'client@test.pt');
  await createUser(t.database, 'SUPPLIER', 'supplier@test.pt');
});
afterAll(async () => t.close());

describe('POST /api/login', () => {
  it('answers {status:true, content: user + api_token} for the right password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'Client@Test.pt', password: PASSWORD, rememberMe: 0 },
    });
    expect(res.statusCode).toBe(200);
    const body = json<{
      status: boolean;
      content: { email: string; user_type: string; api_token: string; profile: object };
    }>(res);
    expect(body.status).toBe(true);
    expect(body.content).toMatchObject({ email: 'client@test.pt', user_type: 'CLIENT' });
    expect(body.content.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.content).not.toHaveProperty('password_hash');
  });

  it('answers 422 {status:false, field, message, errors} for a wrong password, same as for an unknown email', async () => {
    // Failed logins count against the caller's IP: use addresses of their own so later tests are not throttled.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.0.1',
      payload: { email: 'supplier@test.pt', password: 'nope-nope1' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.0.2',
      payload: { email: 'ghost@test.pt', password: 'nope-nope1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(json(wrong)).toEqual({
      status: false,
      field: 'email',
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    expect(json(unknown)).toEqual(json(wrong));
  });

  it('answers the failure in Portuguese for Accept-Language pt', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.0.3',
      headers: { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5' },
      payload: { email: 'ghost2@test.pt', password: 'nope-nope1' },
    });
    expect(json(res)).toMatchObject({
      field: 'email',
      message: 'Estas credenciais não correspondem aos nossos registos.',
    });
  });

  it('stores only a hash of the token, expiring in 1 day, or 30 days with rememberMe', async () => {
    const short = json<{ content: { api_token: string; id: number } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'supplier@test.pt', password: PASSWORD, rememberMe: 0 },
      }),
    ).content;
    const long = json<{ content: { api_token: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'supplier@test.pt', password: PASSWORD, rememberMe: '1' },
      }),
    ).content;
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, short.id));
    expect(rows.some((r) => r.tokenHash === short.api_token || r.tokenHash === long.api_token)).toBe(false);
    const days = rows
      .map((r) => Math.round((r.expiresAt.getTime() - r.createdAt.getTime()) / 86_400_000))
      .sort((a, b) => a - b);
    expect(days).toEqual([1, 30]);
  });

  it('slows the account+IP pair that fails (429 with Retry-After, even for the right password) while the owner signs in from another IP', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.1',
      payload: { email: 'client@test.pt', password: 'bad-guess1' },
    });
    expect(first.statusCode).toBe(422);
    // LOGIN_RATE_LIMIT=3: one free try, then a 1 s delay that doubles.
    const slowed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.1',
      payload: { email: 'client@test.pt', password: PASSWORD },
    });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(json(slowed)).toMatchObject({ status: false });
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.9',
      payload: { email: 'client@test.pt', password: PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('rate-limits failed logins per IP across different emails', async () => {
    const ip = '10.1.1.1';
    for (const email of ['a1@test.pt', 'a2@test.pt', 'a3@test.pt']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { email, password: 'bad-guess1' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { email: 'supplier@test.pt', password: PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.1.1.2',
      payload: { email: 'supplier@test.pt', password: PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('answers the logged-in user, and 401 once logout revoked the token', async () => {
    const token = await login(t.app, 'supplier@test.pt');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ status: true, content: { email: 'supplier@test.pt', user_type: 'SUPPLIER' } });

    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(json(after)).toEqual({ status: false, message: 'Please log in to continue.' });
  });

  it('answers 401 for a made-up token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer('x'.repeat(43)) });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset (screen /password/reset)', () => {
  it('mails a link with token and email; the token sets a new password once and ends old sessions', async () => {
    await createUser(t.database, 'CLIENT', 'forgetful@test.pt');
    const oldToken = await login(t.app, 'forgetful@test.pt');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: 'forgetful@test.pt' },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await lastMail(t.app, 'forgetful@test.pt');
    const link = /(http\S+\/password\/reset\?\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link as string);
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.searchParams.get('email')).toBe('forgetful@test.pt');
    const token = url.searchParams.get('token') as string;

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: 'forgetful@test.pt', token, password: 'NewSecret9', password_confirmation: 'Other1234' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(mismatch).errors).toHaveProperty('password_confirmation');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: 'forgetful@test.pt', token, password: 'NewSecret9', password_confirmation: 'NewSecret9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(oldToken) })).statusCode).toBe(401);
    await expect(login(t.app, 'forgetful@test.pt', 'NewSecret9')).resolves.toEqual(expect.any(String));

    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        email: 'forgetful@test.pt',
        token,
        password: 'Again-Harbour-45',
        password_confirmation: 'Again-Harbour-45',
      },
    });
    expect(reuse.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(reuse).errors.token).toEqual([
      'This password reset link is invalid or has expired.',
    ]);
  });

  it('answers 200 for an unknown email and sends nothing (no account enumeration)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: 'nobody@test.pt' },
    });
    expect(res.statusCode).toBe(200);
    await expect(lastMail(t.app, 'nobody@test.pt')).rejects.toThrow('no mail');
  });
});
