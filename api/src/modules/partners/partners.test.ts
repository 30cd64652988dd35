// Spec §3 partner registration form (3 steps, logo list, country default pt), §5 (422 field map, `field.N` keys for
// list items), §7 POST /api/partners (multipart, name[] lists, 1/0 booleans), /api/partners-transfers, the
// affiliate sign-up POST /api/affiliates and the back office's GET api/super/affiliates.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AuthUser, PageOf } from '@mp/shared/contracts';
import { bearer, createUser, login, TINY_PNG, type TestApp } from '../../../test/helpers';
import type { SuperAffiliateRow as SuperAffiliate } from '@mp/shared/contracts';
import { seededApp, sqlRows } from '../catalogue/test-catalogue';
import { isValidIban, isValidPortugueseNif, normaliseWebsite } from './validation';

let t: TestApp;
beforeAll(async () => {
  t = await seededApp();
});
afterAll(async () => t.close());

/** A valid NIF from 8 digits (mod-11 check digit). */
function nif(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(first8.charAt(i)) * (9 - i);
  const rest = 11 - (sum % 11);
  return `${first8}${rest >= 10 ? 0 : rest}`;
}
const VALID_IBAN = 'PT50000201231234567890154';

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type: string };

function form(parts: Part[]) {
  const boundary = `----mp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
        p.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    isExperience: '1',
    isTransfer: '0',
    businessName: 'Sal e Sol Passeios, Lda.',
    taxNumber: nif('51234567'),
    iban: VALID_IBAN,
    bicswift: 'CGDIPTPL',
    numberOfEmployees: '7',
    country: 'pt',
    city: 'lisboa',
    address: 'Rua da Prata 10',
    zipCode: '1100-420',
    tradeName: 'Sal e Sol',
    description: 'Passeios de barco no Tejo.',
    website: 'salesol.pt',
    firstName: 'Marta',
    lastName: 'Rocha',
    phone: '912 345 678',
    email: 'marta@salesol.pt',
    password: 'Partner123',
    confirmPassword: 'Partner123',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

const logo = (data: Buffer = TINY_PNG, filename = 'logo.png'): Part => ({ name: 'logo[]', filename, data, type: 'image/png' });

const post = (url: string, parts: Part[], lang = 'en') => {
  const { payload, headers } = form(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'accept-language': lang } });
};

describe('validation rules', () => {
  it('checks the Portuguese NIF check digit and IBAN mod 97', () => {
    expect(isValidPortugueseNif('514827360')).toBe(true);
    expect(isValidPortugueseNif('514827361')).toBe(false);
    expect(isValidPortugueseNif('412345678')).toBe(false);
    expect(isValidIban(VALID_IBAN)).toBe(true);
    expect(isValidIban('PT50000201231234567890155')).toBe(false);
    expect(normaliseWebsite('salesol.pt')).toBe('https://salesol.pt');
    expect(normaliseWebsite('not a site')).toBeNull();
  });
});

describe('POST /api/partners', () => {
  it('creates the SUPPLIER, its company, membership and logos in one go and signs them in', async () => {
    const res = await post('/api/partners', [...fields(), logo(), logo(TINY_PNG, 'second.png')]);
    expect(res.statusCode).toBe(201);
    const user = (res.json() as { content: AuthUser }).content;
    expect(user.user_type).toBe('SUPPLIER');
    expect(user.company).toMatchObject({
      business_name: 'Sal e Sol Passeios, Lda.',
      trade_name: 'Sal e Sol',
      slug: 'sal-e-sol',
      tax_number: nif('51234567'),
      country: 'pt',
      city: 'lisboa',
      website: 'https://salesol.pt',
      number_of_employees: 7,
      company_type: 'experiences',
      modules: { experiences: true, transfers: false },
    });
    expect(user.company?.logos).toHaveLength(2);
    const file = await t.app.inject({ method: 'GET', url: user.company?.logos[0]?.url ?? '' });
    expect(file.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user.api_token) });
    expect(me.statusCode).toBe(200);
    const [members] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from company_members m join companies c on c.id = m.company_id where c.slug = 'sal-e-sol' and m.role = 'owner'`,
    );
    expect(members?.n).toBe(1);
    // Issue 11 §11: it waits for review; until then the storefront lists none of its services.
    const [company] = await sqlRows<{ status: string }>(t, sql`select status from companies where slug = 'sal-e-sol'`);
    expect(company?.status).toBe('pending');
    // Its public page is not live before the review either.
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/sal-e-sol?light=1' })).statusCode).toBe(404);
  });

  it('answers a 422 map named after the form fields, with logo.N for the bad logo, in the request language', async () => {
    const res = await post(
      '/api/partners',
      [
        ...fields({ taxNumber: '123456780', iban: 'PT50000201231234567890155', confirmPassword: 'Different1', businessName: '', email: 'marta@salesol.pt' }),
        logo(),
        logo(Buffer.from('this is not an image'), 'evil.png'),
      ],
      'pt',
    );
    expect(res.statusCode).toBe(422);
    const body = res.json() as { errors: Record<string, string[]>; field: string };
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['businessName']));
    // Schema errors come first; the server rules run when the schema passes.
    const rules = await post(
      '/api/partners',
      [
        ...fields({ taxNumber: '123456780', iban: 'PT50000201231234567890155', confirmPassword: 'Different1', email: 'marta@salesol.pt', zipCode: '1100' }),
        logo(),
        logo(Buffer.from('this is not an image'), 'evil.png'),
      ],
      'pt',
    );
    expect(rules.statusCode).toBe(422);
    const errors = (rules.json() as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'email', 'iban', 'logo.1', 'taxNumber', 'zipCode'].sort());
    expect(errors.taxNumber).toEqual(['Indique um NIF português válido (9 dígitos).']);
    expect(errors['logo.1']?.[0]).toMatch(/imagem/);
  });

  it('requires a city of the chosen country and accepts a foreign tax number outside Portugal', async () => {
    const wrongCity = await post('/api/partners', fields({ city: 'Madrid', email: 'a@b.pt', taxNumber: nif('51234568') }));
    expect(Object.keys((wrongCity.json() as { errors: Record<string, string[]> }).errors)).toEqual(['city']);
    const spain = await post('/api/partners', fields({ country: 'es', city: 'madrid', zipCode: '28001', taxNumber: 'B12345678', email: 'hola@viajes.es', tradeName: 'Viajes Sol' }));
    expect(spain.statusCode).toBe(201);
  });

  it('rejects a tax number that is already registered and creates nothing', async () => {
    const before = (await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from users`))[0]?.n;
    const res = await post('/api/partners', fields({ taxNumber: '514827360', email: 'other@partner.pt' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toEqual(['taxNumber']);
    expect((await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from users`))[0]?.n).toBe(before);
  });
});

describe('POST /api/partners-transfers', () => {
  it('registers a transfer partner (modules.transfers true)', async () => {
    const res = await post('/api/partners-transfers', fields({ taxNumber: nif('51234569'), email: 'drive@tejo.pt', tradeName: 'Tejo Drive', isExperience: '0' }));
    expect(res.statusCode).toBe(201);
    const company = (res.json() as { content: AuthUser }).content.company;
    expect(company).toMatchObject({ company_type: 'transfers', modules: { experiences: false, transfers: true } });
  });
});

describe('POST /api/affiliates', () => {
  const affiliate = (extra: Record<string, unknown> = {}) => ({
    first_name: 'Inês',
    last_name: 'Lopes',
    email: 'ines@blog.pt',
    phone: '913 222 111',
    country: 'pt',
    description: 'Travel blog about the Algarve',
    password: 'Affiliate1',
    confirm_password: 'Affiliate1',
    ...extra,
  });

  it('creates an AFFILIATE with a referral code and a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/affiliates', payload: affiliate() });
    expect(res.statusCode).toBe(201);
    const content = (res.json() as { content: AuthUser & { affiliate_code: string } }).content;
    expect(content.user_type).toBe('AFFILIATE');
    expect(content.affiliate_code).toMatch(/^AF[0-9A-F]{8}$/);
    const [row] = await sqlRows<{ code: string }>(t, sql`select code from affiliates where user_id = ${content.id}`);
    expect(row?.code).toBe(content.affiliate_code);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(content.api_token) })).statusCode).toBe(200);
  });

  it('answers 422 for a taken email and mismatched passwords', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/affiliates', payload: affiliate({ confirm_password: 'Nope12345' }) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors).sort()).toEqual(['confirm_password', 'email']);
  });
});

describe('GET /api/super/affiliates', () => {
  it('lists the affiliates newest first with their code, for SUPER only', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/affiliates',
      payload: { first_name: 'Rita', last_name: 'Afonso', email: 'rita@promo.pt', phone: '912 000 333', country: 'pt', password: 'Affiliate2', confirm_password: 'Affiliate2' },
    });
    expect(signup.statusCode).toBe(201);
    const created = (signup.json() as { content: AuthUser & { affiliate_code: string } }).content;

    await createUser(t.database, 'SUPER', 'staff-affiliates@example.pt');
    const token = await login(t.app, 'staff-affiliates@example.pt');
    const res = await t.app.inject({ method: 'GET', url: '/api/super/affiliates?per_page=1', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { content: PageOf<SuperAffiliate> }).content;
    expect(list.data).toEqual([
      expect.objectContaining({
        id: created.id,
        first_name: 'Rita',
        last_name: 'Afonso',
        email: 'rita@promo.pt',
        phone: '912000333',
        country: 'pt',
        affiliate_code: created.affiliate_code,
        status: 'active',
      }),
    ]);
    const [row] = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from affiliates`);
    expect(list).toMatchObject({ current_page: 1, per_page: 1, total: row?.n });
    expect(list.next_page_url).toBe(list.total > 1 ? '/api/super/affiliates?per_page=1&page=2' : null);
  });

  it('refuses visitors (401) and other roles (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/super/affiliates' })).statusCode).toBe(401);
    await createUser(t.database, 'AFFILIATE', 'nosy-affiliate@example.pt');
    const token = await login(t.app, 'nosy-affiliate@example.pt');
    expect((await t.app.inject({ method: 'GET', url: '/api/super/affiliates', headers: bearer(token) })).statusCode).toBe(403);
  });
});
