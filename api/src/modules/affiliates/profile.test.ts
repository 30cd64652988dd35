// The affiliate's profile pages. GET/POST /api/affiliates/profile (name, contact, payout details; empty
// values skipped; 422 field maps in en and pt), the mail language and the password; only the affiliate's own account.
import { sql } from 'drizzle-orm';
import { affiliates } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let ana: string;
let rui: string;
let client: string;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [email, code] of [
    ['ana@example.pt', 'ANA-REF'],
    ['rui@example.pt', 'RUI-REF'],
  ] as const) {
    const userId = await createUser(t.database, 'AFFILIATE', email);
    await t.database.db.insert(affiliates).values({ userId, code, commissionBasisPoints: 1000 });
  }
  ana = await login(t.app, 'ana@example.pt');
  rui = await login(t.app, 'rui@example.pt');
  await createUser(t.database, 'CLIENT', 'buyer@example.pt');
  client = await login(t.app, 'buyer@example.pt');
});
afterAll(async () => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
const errorsOf = (res: { body: string }) => json<{ errors: Record<string, string[]> }>(res as never).errors;
type Profile = {
  email: string;
  first_name: string;
  phone: string | null;
  iban: string | null;
  vatnumber: string | null;
  code: string;
  language: string | null;
};

describe('affiliate profile', () => {
  it('shows and edits the affiliate’s own name, contact and payout details, skipping empty values', async () => {
    const before = json<{ content: Profile }>(await get('/api/affiliates/profile', ana)).content;
    expect(before).toMatchObject({ email: 'ana@example.pt', code: 'ANA-REF' });
    const res = await post('/api/affiliates/profile', ana, {
      first_name: 'Ana',
      last_name: '',
      phone: '912 345 678',
      iban: 'PT50 0002 0123 1234 5678 9015 4',
      vatnumber: '',
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: Profile }>(res).content).toMatchObject({
      first_name: 'Ana',
      phone: '912345678',
      iban: 'PT50000201231234567890154',
      vatnumber: null,
    });
    const last = (
      (await t.database.db.execute(sql`select last_name from users where email = 'ana@example.pt'`)) as unknown as {
        rows: { last_name: string }[];
      }
    ).rows[0];
    expect(last?.last_name).toBe('Tester');
    // Rui's profile is untouched and his own.
    expect(json<{ content: Profile }>(await get('/api/affiliates/profile', rui)).content).toMatchObject({
      email: 'rui@example.pt',
      iban: null,
    });
  });

  it('answers a 422 field map in en and pt', async () => {
    const body = { iban: 'PT00 1234', vatnumber: '123456788', phone: '12' };
    const en = errorsOf(await post('/api/affiliates/profile', ana, body));
    expect(Object.keys(en).sort()).toEqual(['iban', 'phone', 'vatnumber']);
    expect(en.phone).toEqual(['Enter a phone number with at least 6 digits.']);
    const pt = errorsOf(await post('/api/affiliates/profile', ana, body, 'pt'));
    expect(pt.phone).toEqual(['Indique um número de telefone com pelo menos 6 algarismos.']);
  });

  it('stores the mail language and changes the password only with the current one', async () => {
    expect(
      json<{ content: Profile }>(await post('/api/affiliates/settings', ana, { language: 'en' })).content.language,
    ).toBe('en');
    const wrong = await post('/api/affiliates/password', rui, {
      current_password: 'nope',
      password: 'NewSecret456',
      password_confirmation: 'NewSecret456',
    });
    expect(Object.keys(errorsOf(wrong))).toEqual(['current_password']);
    expect(
      (
        await post('/api/affiliates/password', rui, {
          current_password: 'Secret123',
          password: 'NewSecret456',
          password_confirmation: 'NewSecret456',
        })
      ).statusCode,
    ).toBe(200);
    expect(await login(t.app, 'rui@example.pt', 'NewSecret456')).toBeTruthy();
  });

  it('is for affiliates only', async () => {
    expect((await get('/api/affiliates/profile', client)).statusCode).toBe(403);
    expect((await post('/api/affiliates/profile', client, { first_name: 'X' })).statusCode).toBe(403);
  });
});
