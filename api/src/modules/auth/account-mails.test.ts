// Mails about the account itself: a password changed (in the settings of a customer or a partner, or by a reset link
// that replaced a password) and an account deleted tell the account once, in its reader's language, with what to do
// next; nothing is sent when nothing changed, and a failing mail does not undo the change.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, login, mailsTo, PASSWORD, type TestApp } from '../../../test/helpers';
import { partnerCompany, scalar } from '../bookings/checkout-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Harbour-Lantern-73';
const post = (url: string, token: string | null, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...(token ? bearer(token) : {}), 'accept-language': lang }, payload });
const change = (url: string, token: string, current = PASSWORD, lang = 'en') =>
  post(url, token, { current_password: current, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, lang);
const withSubject = async (email: string, subject: RegExp) =>
  (await mailsTo(t.app, email)).filter((m) => subject.test(m.subject));
const setLanguage = (userId: number, language: string) =>
  t.database.db.execute(
    sql`insert into user_preferences (user_id, language) values (${userId}, ${language}) on conflict (user_id) do update set language = excluded.language`,
  );
const CHANGED = /password was changed|palavra-passe Roteiro foi alterada/;
const DELETED = /account was deleted|conta Roteiro foi eliminada/;

describe('your password was changed', () => {
  it('a customer who changes it in the settings is told once, in the account’s language, with a link to reset it', async () => {
    const email = 'changer@example.pt';
    const id = await createUser(t.database, 'CLIENT', email);
    await setLanguage(id, 'pt');
    const token = await login(t.app, email);

    expect((await change('/api/client-settings/password', token, 'not-my-password')).statusCode).toBe(422);
    expect(await withSubject(email, CHANGED)).toHaveLength(0);

    expect((await change('/api/client-settings/password', token)).statusCode).toBe(200);
    const mails = await withSubject(email, CHANGED);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A sua palavra-passe Roteiro foi alterada');
    expect(mails[0]?.text).toContain('Olá client,');
    expect(mails[0]?.text).toContain('(hora de Lisboa)');
    expect(mails[0]?.text).toContain(
      `Se não foi o próprio, redefina já a palavra-passe aqui: http://localhost:8080/pt/password/reset?email=${encodeURIComponent(email)}`,
    );
    expect(mails[0]?.text).not.toMatch(/\{\{|Hello/);
  });

  it('a partner who changes it in the dashboard is told in the language of the request when the account has none', async () => {
    const partner = await partnerCompany(t.database);
    const token = await login(t.app, partner.supplierEmail);
    expect((await change('/api/dashboard/password', token)).statusCode).toBe(200);
    const mails = await withSubject(partner.supplierEmail, CHANGED);
    expect(mails.map((m) => m.subject)).toEqual(['Your Roteiro password was changed']);
    expect(mails[0]?.text).toContain(
      `If this wasn't you, reset your password here now: http://localhost:8080/password/reset?email=${encodeURIComponent(partner.supplierEmail)}`,
    );
  });

  it('a reset link that replaced a password tells the account; a first password set by link (guest, new staff) does not', async () => {
    const resetLink = async (email: string) => {
      expect((await post('/api/password/email', null, { email })).statusCode).toBe(200);
      const text = (await mailsTo(t.app, email)).find((m) => /Reset your password/.test(m.subject))?.text ?? '';
      const token = /\/password\/reset\?token=([^&\s]+)&/.exec(text)?.[1];
      if (!token) throw new Error(`no reset link for ${email}`);
      return decodeURIComponent(token);
    };
    const reset = async (email: string) =>
      post(
        '/api/password/reset',
        null,
        { email, token: await resetLink(email), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        'pt',
      );

    await createUser(t.database, 'CLIENT', 'forgot@example.pt');
    expect((await reset('forgot@example.pt')).statusCode).toBe(200);
    expect((await withSubject('forgot@example.pt', CHANGED)).map((m) => m.subject)).toEqual([
      'A sua palavra-passe Roteiro foi alterada',
    ]);

    const guestId = await createUser(t.database, 'CLIENT', 'guest-first@example.pt');
    await t.database.db.execute(sql`update users set password_hash = null where id = ${guestId}`);
    expect((await reset('guest-first@example.pt')).statusCode).toBe(200);
    expect(await withSubject('guest-first@example.pt', CHANGED)).toHaveLength(0);
  });

  it('the change stands when the mail cannot be sent', async () => {
    const email = 'no-mail-change@example.pt';
    await createUser(t.database, 'CLIENT', email);
    const token = await login(t.app, email);
    const original = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      expect((await change('/api/client-settings/password', token)).statusCode).toBe(200);
    } finally {
      t.app.mailer.send = original;
    }
    await expect(login(t.app, email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });
});

describe('your account was deleted', () => {
  it('goes once to the address the account had, in its language, saying what was removed and what was kept', async () => {
    const email = 'leaving@example.pt';
    const id = await createUser(t.database, 'CLIENT', email);
    await setLanguage(id, 'en');
    const token = await login(t.app, email);
    const remove = (password: string) => post(`/api/clients/${id}/delete`, token, { password }, 'pt');

    expect((await remove('not-my-password')).statusCode).toBe(422);
    expect(await withSubject(email, DELETED)).toHaveLength(0);

    expect((await remove(PASSWORD)).statusCode).toBe(200);
    const mails = await withSubject(email, DELETED);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    expect(mails[0]?.subject).toBe('Your Roteiro account was deleted');
    expect(text).toContain(`Your Roteiro account (${email}) was deleted on`);
    expect(text).toContain(
      'Removed: your name, e-mail address, phone, address, tax number, IBAN, profile pictures, mail settings and cart.',
    );
    expect(text).toContain('the records of your bookings and their payments and refunds (for invoices)');
    expect(text).toContain('Gift cards stay valid for whoever has their code. Points you had not used are gone.');
    expect(text).toContain('http://localhost:8080/');
    // The account's address is gone: nothing went to the placeholder that replaced it.
    const placeholder = await scalar<string>(t.database.db, sql`select email from users where id = ${id}`);
    expect(placeholder).toMatch(/@deleted\.invalid$/);
    expect(await mailsTo(t.app, placeholder)).toHaveLength(0);
    // The session ended with the account: a second click is refused and sends nothing.
    expect((await remove(PASSWORD)).statusCode).toBe(401);
    expect(await withSubject(email, DELETED)).toHaveLength(1);
  });
});
