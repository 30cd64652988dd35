// Spec §3 partner registration form (3 steps, logo list, country default pt), §5 (422 field map, `field.N` keys for
// list items), §7 POST /api/partners (multipart, name[] lists, 1/0 booleans), /api/partners-transfers, the
// affiliate sign-up POST /api/affiliates and the back office's GET api/super/affiliates. The three answer 202 the
// same for every address, so no one learns who has an account; nothing is signed in or created until the mailed code
// or link proves it.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AuthUser, PageOf } from '@mp/shared/contracts';
import { bearer, createUser, lastMail, login, PASSWORD, TINY_PNG, type TestApp } from '../../../test/helpers';
import { ACCOUNT_ANSWER_FLOOR_MS } from '../../lib/timing';
import type { SuperAffiliateRow as SuperAffiliate } from '@mp/shared/contracts';
import { seededApp, sqlRows } from '../catalogue/test-catalogue';
import { isValidIban, isValidNif } from '@mp/shared/domain';
import { normaliseWebsite } from './validation';

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
    if ('value' in p)
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
      );
    else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
        ),
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
    password: 'Partner-Quill-123',
    confirmPassword: 'Partner-Quill-123',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

const logo = (data: Buffer = TINY_PNG, filename = 'logo.png'): Part => ({
  name: 'logo[]',
  filename,
  data,
  type: 'image/png',
});

// Each sign-up from its own address, so the mail limits per IP stay out of the way.
let ip = 0;
const remoteAddress = () => `10.50.${Math.floor((ip += 1) / 250)}.${ip % 250}`;
const post = (url: string, parts: Part[], lang = 'en') => {
  const { payload, headers } = form(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: remoteAddress(),
    headers: { ...headers, 'accept-language': lang },
  });
};
const postJson = (url: string, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: remoteAddress(), headers: { 'accept-language': lang } });
const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] as string;
const linkFrom = (text: string) => /\/register-complete\?[^\s]*token=([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;
/** Enters the code of the newest mail to `email`, as its owner would; the answer signs in like login. */
async function prove(email: string): Promise<AuthUser> {
  const res = await postJson('/api/verify-client-register', {
    email,
    code: codeFrom((await lastMail(t.app, email)).text),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { content: AuthUser }).content;
}
const loginStatus = async (email: string, password: string) =>
  (await postJson('/api/login', { email, password, rememberMe: 0 })).statusCode;
const SENT = {
  status: true,
  content: { message: 'We sent a message to your e-mail. Enter the code from it to finish.' },
};

describe('validation rules', () => {
  it('checks the Portuguese NIF check digit and IBAN mod 97', () => {
    expect(isValidNif('514827360')).toBe(true);
    expect(isValidNif('514827361')).toBe(false);
    expect(isValidNif('412345678')).toBe(false);
    expect(isValidIban(VALID_IBAN)).toBe(true);
    expect(isValidIban('PT50000201231234567890155')).toBe(false);
    expect(normaliseWebsite('salesol.pt')).toBe('https://salesol.pt');
    expect(normaliseWebsite('not a site')).toBeNull();
  });
});

describe('POST /api/partners', () => {
  it('signs in nobody and creates no company until the mailed code; the code signs in the SUPPLIER with its company, membership and logos', async () => {
    const res = await post('/api/partners', [...fields(), logo(), logo(TINY_PNG, 'second.png')]);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);
    expect(await loginStatus('marta@salesol.pt', 'Partner-Quill-123')).toBe(422);
    expect(await sqlRows(t, sql`select id from companies where tax_number = ${nif('51234567')}`)).toEqual([]);
    const user = await prove('marta@salesol.pt');
    expect(user.user_type).toBe('SUPPLIER');
    expect(user.company).toMatchObject({
      business_name: 'Sal e Sol Passeios, Lda.',
      trade_name: 'Sal e Sol',
      slug: 'sal-e-sol',
      tax_number: nif('51234567'),
      country: 'pt',
      city: 'Lisboa',
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
    expect(await loginStatus('marta@salesol.pt', 'Partner-Quill-123')).toBe(200);
    const welcome = await lastMail(t.app, 'marta@salesol.pt');
    expect(welcome.subject).toBe('Welcome to Roteiro');
    // The welcome mail says the company is under review, not that it is ready to sell.
    expect(welcome.text).toContain('the Roteiro team is now reviewing your company');
    expect(welcome.text).toContain('goes live by itself once the company is approved');
    expect(welcome.text).not.toContain('is ready');
    // It waits for review (ADR 017); until then the storefront lists none of its services.
    const [company] = await sqlRows<{ status: string }>(t, sql`select status from companies where slug = 'sal-e-sol'`);
    expect(company?.status).toBe('pending');
    // Its public page is not live before the review either.
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/sal-e-sol?light=1' })).statusCode).toBe(404);
  });

  it('answers a 422 map named after the form fields, with logo.N for the bad logo, in the request language', async () => {
    const res = await post(
      '/api/partners',
      [
        ...fields({
          taxNumber: '123456780',
          iban: 'PT50000201231234567890155',
          confirmPassword: 'Different1',
          businessName: '',
          email: 'marta@salesol.pt',
        }),
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
        ...fields({
          taxNumber: '123456780',
          iban: 'PT50000201231234567890155',
          confirmPassword: 'Different1',
          email: 'marta@salesol.pt',
          zipCode: '1100',
        }),
        logo(),
        logo(Buffer.from('this is not an image'), 'evil.png'),
      ],
      'pt',
    );
    expect(rules.statusCode).toBe(422);
    const errors = (rules.json() as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'iban', 'logo.1', 'taxNumber', 'zipCode'].sort());
    expect(errors.taxNumber).toEqual(['Indique um NIF português válido (9 dígitos).']);
    expect(errors['logo.1']?.[0]).toMatch(/imagem/);
    // The same answer for an address nobody has: field errors never tell.
    const fresh = await post(
      '/api/partners',
      [
        ...fields({
          taxNumber: '123456780',
          iban: 'PT50000201231234567890155',
          confirmPassword: 'Different1',
          email: 'nobody-yet@salesol.pt',
          zipCode: '1100',
        }),
        logo(),
        logo(Buffer.from('this is not an image'), 'evil.png'),
      ],
      'pt',
    );
    expect(fresh.statusCode).toBe(422);
    expect(fresh.body).toBe(rules.body);
  });

  it('requires a city of the chosen country and accepts a foreign tax number outside Portugal', async () => {
    const wrongCity = await post(
      '/api/partners',
      fields({ city: 'Madrid', email: 'a@b.pt', taxNumber: nif('51234568') }),
    );
    expect(Object.keys((wrongCity.json() as { errors: Record<string, string[]> }).errors)).toEqual(['city']);
    const spain = await post(
      '/api/partners',
      fields({
        country: 'es',
        city: 'madrid',
        zipCode: '28001',
        taxNumber: 'B12345678',
        email: 'hola@viajes.es',
        tradeName: 'Viajes Sol',
      }),
    );
    expect(spain.statusCode).toBe(202);
    expect((await prove('hola@viajes.es')).company).toMatchObject({ country: 'es', tax_number: 'B12345678' });
  });

  it('rejects a tax number that is already registered and creates nothing', async () => {
    const before = (await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from users`))[0]?.n;
    const res = await post('/api/partners', fields({ taxNumber: '514827360', email: 'other@partner.pt' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toEqual(['taxNumber']);
    expect((await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from users`))[0]?.n).toBe(before);
  });
});

describe('POST /api/partners: NIF, IBAN and postcode (the same checks as the form’s steps)', () => {
  const errorsOf = (res: { json: () => unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;
  const cases = [
    {
      field: 'taxNumber',
      value: '514827361',
      en: 'Enter a valid Portuguese tax number (NIF, 9 digits).',
      pt: 'Indique um NIF português válido (9 dígitos).',
    },
    {
      field: 'iban',
      value: 'PT50 0002 0123 1234 5678 9015 5',
      en: 'Enter a valid IBAN.',
      pt: 'Indique um IBAN válido.',
    },
    {
      field: 'zipCode',
      value: '1100 420',
      en: 'Enter the postal code as 0000-000.',
      pt: 'Indique o código postal no formato 0000-000.',
    },
  ] as const;

  for (const lang of ['en', 'pt'] as const)
    it(`refuses each on its own field with a 422 in ${lang}`, async () => {
      for (const c of cases) {
        const res = await post(
          '/api/partners',
          fields({ taxNumber: nif('55000001'), email: `bad-${c.field}-${lang}@check.pt`, [c.field]: c.value }),
          lang,
        );
        expect(res.statusCode).toBe(422);
        expect(errorsOf(res)).toEqual({ [c.field]: [c[lang]] });
      }
    });

  it('takes an IBAN with spaces and in lower case, and a NIF with spaces', async () => {
    const taxNumber = nif('55123456');
    const res = await post(
      '/api/partners',
      fields({
        iban: 'pt50 0002 0123 1234 5678 9015 4',
        taxNumber: `${taxNumber.slice(0, 3)} ${taxNumber.slice(3, 6)} ${taxNumber.slice(6)}`,
        email: 'spaced@check.pt',
        tradeName: 'Spaced Tours',
      }),
    );
    expect(res.statusCode).toBe(202);
    expect((await prove('spaced@check.pt')).company).toMatchObject({
      iban: VALID_IBAN,
      tax_number: taxNumber,
    });
  });
});

describe('POST /api/partners: the company’s city', () => {
  for (const [lang, typed, email, first8] of [
    ['en', 'lisboa', 'city-en@check.pt', '56000001'],
    ['pt', 'Lisboa', 'city-pt@check.pt', '56000002'],
  ] as const)
    it(`keeps the city’s proper name, "Lisboa", whether "${typed}" was sent (${lang})`, async () => {
      const taxNumber = nif(first8);
      const res = await post(
        '/api/partners',
        fields({ city: typed, email, taxNumber, tradeName: `City ${lang}` }),
        lang,
      );
      expect(res.statusCode).toBe(202);
      const user = await prove(email);
      expect(user.company?.city).toBe('Lisboa');
      expect(user.profile.city).toBe('Lisboa');
      expect(await sqlRows(t, sql`select city from companies where tax_number = ${taxNumber}`)).toEqual([
        { city: 'Lisboa' },
      ]);
    });
});

describe('POST /api/partners: the description in the language it was written in', () => {
  for (const [lang, other, text, first8] of [
    ['en', 'pt', 'Boat trips on the Tagus.', '57000001'],
    ['pt', 'en', 'Passeios de barco no Tejo.', '57000002'],
  ] as const)
    it(`keeps a description written on the ${lang} page in ${lang} only; ${other} readers see it as the fallback`, async () => {
      const email = `describe-${lang}@check.pt`;
      const taxNumber = nif(first8);
      const tradeName = `Described ${lang}`;
      const res = await post('/api/partners', fields({ description: text, email, taxNumber, tradeName }), lang);
      expect(res.statusCode).toBe(202);
      const user = await prove(email);
      const [row] = await sqlRows<{ description_en: string | null; description_pt: string | null; slug: string }>(
        t,
        sql`select description_en, description_pt, slug from companies where tax_number = ${taxNumber}`,
      );
      expect(row).toMatchObject(
        lang === 'en' ? { description_en: text, description_pt: null } : { description_en: null, description_pt: text },
      );
      // The partner's own account and its public page, in both languages, show the one written.
      for (const locale of ['en', 'pt']) {
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { ...bearer(user.api_token), 'accept-language': locale },
        });
        expect((me.json() as { content: AuthUser }).content.company?.description).toBe(text);
      }
      await t.database.db.execute(sql`update companies set status = 'active' where tax_number = ${taxNumber}`);
      for (const locale of ['en', 'pt']) {
        const page = await t.app.inject({
          method: 'GET',
          url: `/api/partners/${row?.slug}`,
          headers: { 'accept-language': locale },
        });
        expect(page.statusCode).toBe(200);
        expect(
          (page.json() as { content: { company: { description: string | null } } }).content.company.description,
        ).toBe(text);
      }
    });

  it('keeps no description when none was written', async () => {
    const taxNumber = nif('57000003');
    const res = await post(
      '/api/partners',
      fields({ description: '', email: 'describe-none@check.pt', taxNumber, tradeName: 'Undescribed' }),
      'pt',
    );
    expect(res.statusCode).toBe(202);
    expect((await prove('describe-none@check.pt')).company?.description).toBeNull();
    expect(
      await sqlRows(t, sql`select description_en, description_pt from companies where tax_number = ${taxNumber}`),
    ).toEqual([{ description_en: null, description_pt: null }]);
  });
});

describe('POST /api/partners-transfers', () => {
  it('registers a transfer partner (modules.transfers true) once the one-click link is followed', async () => {
    const res = await post(
      '/api/partners-transfers',
      fields({ taxNumber: nif('51234569'), email: 'drive@tejo.pt', tradeName: 'Tejo Drive', isExperience: '0' }),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);
    const link = await postJson('/api/verify-client-register-link', {
      token: linkFrom((await lastMail(t.app, 'drive@tejo.pt')).text),
    });
    expect(link.statusCode).toBe(200);
    expect((link.json() as { content: AuthUser }).content.user_type).toBe('SUPPLIER');
    const company = (link.json() as { content: AuthUser }).content.company;
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
    password: 'Affiliate-Quill-1',
    confirm_password: 'Affiliate-Quill-1',
    ...extra,
  });

  it('creates the AFFILIATE, its referral code and a session only when the mailed code is entered', async () => {
    const res = await postJson('/api/affiliates', affiliate());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);
    expect(await loginStatus('ines@blog.pt', 'Affiliate-Quill-1')).toBe(422);
    expect(
      await sqlRows(
        t,
        sql`select a.code from affiliates a join users u on u.id = a.user_id where u.email = 'ines@blog.pt'`,
      ),
    ).toEqual([]);
    const content = await prove('ines@blog.pt');
    expect(content.user_type).toBe('AFFILIATE');
    const [row] = await sqlRows<{ code: string }>(t, sql`select code from affiliates where user_id = ${content.id}`);
    expect(row?.code).toMatch(/^AF[0-9A-F]{8}$/);
    // The referral code comes in the welcome mail once the address is proven.
    expect((await lastMail(t.app, 'ines@blog.pt')).text).toContain(row?.code);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(content.api_token) })).statusCode).toBe(
      200,
    );
    expect(await loginStatus('ines@blog.pt', 'Affiliate-Quill-1')).toBe(200);
  });

  it('answers 422 for mismatched passwords, the same for a taken address as for a new one', async () => {
    const taken = await postJson('/api/affiliates', affiliate({ confirm_password: 'Nope12345' }));
    const fresh = await postJson(
      '/api/affiliates',
      affiliate({ email: 'not-yet@blog.pt', confirm_password: 'Nope12345' }),
    );
    expect(taken.statusCode).toBe(422);
    expect(Object.keys((taken.json() as { errors: Record<string, string[]> }).errors)).toEqual(['confirm_password']);
    expect(fresh.body).toBe(taken.body);
  });
});

describe('partner and affiliate sign-up do not tell whether an address has an account', () => {
  const affiliateBody = (email: string, extra: Record<string, unknown> = {}) => ({
    first_name: 'Mallory',
    last_name: 'Evil',
    email,
    phone: '913 000 999',
    country: 'pt',
    password: 'Taken-Over-99',
    confirm_password: 'Taken-Over-99',
    ...extra,
  });
  const userRow = async (email: string) =>
    (
      await sqlRows<Record<string, unknown>>(
        t,
        sql`select id, user_type, password_hash, first_name, last_name, phone, email_verified_at from users where email = ${email}`,
      )
    )[0];
  let n = 0;
  const partnerParts = (email: string) =>
    fields({
      email,
      taxNumber: nif(`5200${String((n += 1)).padStart(4, '0')}`),
      tradeName: `Mallory ${n}`,
      firstName: 'Mallory',
      password: 'Taken-Over-99',
      confirmPassword: 'Taken-Over-99',
    });

  beforeAll(async () => {
    await createUser(t.database, 'CLIENT', 'same-client@test.pt');
    await createUser(t.database, 'SUPPLIER', 'same-partner@test.pt');
    await createUser(t.database, 'AFFILIATE', 'same-affiliate@test.pt');
    await createUser(t.database, 'SUPER', 'same-staff@test.pt');
  });

  it('each of the three answers 202, one body (the customer sign-up’s), never before the floor, for a new, customer, partner, affiliate and staff address', async () => {
    const addresses = [
      'same-new-1@test.pt',
      'same-client@test.pt',
      'same-partner@test.pt',
      'same-affiliate@test.pt',
      'same-staff@test.pt',
    ];
    const answers: { status: number; body: string }[] = [];
    for (const [index, email] of addresses.entries()) {
      for (const send of [
        () => post('/api/partners', partnerParts(index === 0 ? 'same-new-2@test.pt' : email)),
        () => post('/api/partners-transfers', partnerParts(index === 0 ? 'same-new-3@test.pt' : email)),
        () => postJson('/api/affiliates', affiliateBody(email)),
      ]) {
        const started = performance.now();
        const res = await send();
        expect(performance.now() - started).toBeGreaterThanOrEqual(ACCOUNT_ANSWER_FLOOR_MS - 5);
        answers.push({ status: res.statusCode, body: res.body });
      }
    }
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([202]));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set([JSON.stringify(SENT)]));
    for (const a of answers) expect(a.body).not.toContain('api_token');
  });

  it('an existing address gets the "you already have an account" mail; its account, role and companies do not change', async () => {
    for (const email of [
      'same-client@test.pt',
      'same-partner@test.pt',
      'same-affiliate@test.pt',
      'same-staff@test.pt',
    ]) {
      const before = await userRow(email);
      const companiesBefore = await sqlRows(t, sql`select id from companies where email = ${email}`);
      for (const send of [
        () => post('/api/partners', partnerParts(email)),
        () => postJson('/api/affiliates', affiliateBody(email)),
      ]) {
        expect((await send()).statusCode).toBe(202);
        const mail = await lastMail(t.app, email);
        expect(mail.subject).toBe('You already have an account');
        expect(mail.text).not.toMatch(/\b\d{6}\b/);
      }
      expect(await userRow(email)).toEqual(before);
      expect(await sqlRows(t, sql`select id from companies where email = ${email}`)).toEqual(companiesBefore);
      expect(await loginStatus(email, 'Taken-Over-99')).toBe(422);
      expect(await loginStatus(email, PASSWORD)).toBe(200);
    }
    expect(
      await sqlRows(
        t,
        sql`select a.id from affiliates a join users u on u.id = a.user_id where u.email in ('same-client@test.pt', 'same-partner@test.pt', 'same-staff@test.pt')`,
      ),
    ).toEqual([]);
  });

  it('someone signing up another person’s address as a partner neither gets in nor locks the owner out: the owner’s own sign-up proof decides', async () => {
    const attack = await post('/api/partners', partnerParts('victim@test.pt'));
    expect(attack.statusCode).toBe(202);
    const attackerMail = await lastMail(t.app, 'victim@test.pt');
    expect(await loginStatus('victim@test.pt', 'Taken-Over-99')).toBe(422);
    // The owner signs up as a customer afterwards and is mailed a code of their own (not "you already have an account").
    const own = await postJson('/api/clients', {
      first_name: 'Vera',
      last_name: 'Owner',
      phone: '912 111 222',
      email: 'victim@test.pt',
      country: 'pt',
      birthdate: '',
      description: '',
      vatnumber: '',
      address: '',
      zipcode: '',
      password: 'Owner-Pass-11',
      confirm_password: 'Owner-Pass-11',
    });
    expect(own.statusCode).toBe(202);
    const user = await prove('victim@test.pt');
    expect(user).toMatchObject({ user_type: 'CLIENT', first_name: 'Vera' });
    expect(user.company ?? null).toBeNull();
    expect(await sqlRows(t, sql`select id from companies where owner_user_id = ${user.id}`)).toEqual([]);
    expect(await loginStatus('victim@test.pt', 'Owner-Pass-11')).toBe(200);
    expect(await loginStatus('victim@test.pt', 'Taken-Over-99')).toBe(422);
    // The attacker's pending sign-up died with the owner's proof.
    expect(
      (await postJson('/api/verify-client-register-link', { token: linkFrom(attackerMail.text) })).statusCode,
    ).toBe(422);
  });

  it('an affiliate sign-up of someone else’s pending address leaves the owner’s partner sign-up to decide', async () => {
    expect(
      (
        await post(
          '/api/partners',
          fields({
            email: 'owner-partner@test.pt',
            taxNumber: nif('53000001'),
            tradeName: 'Owner Tours',
            firstName: 'Olga',
          }),
        )
      ).statusCode,
    ).toBe(202);
    const ownerCode = codeFrom((await lastMail(t.app, 'owner-partner@test.pt')).text);
    expect((await postJson('/api/affiliates', affiliateBody('owner-partner@test.pt'))).statusCode).toBe(202);
    const ok = await postJson('/api/verify-client-register', { email: 'owner-partner@test.pt', code: ownerCode });
    expect(ok.statusCode).toBe(200);
    const user = (ok.json() as { content: AuthUser }).content;
    expect(user).toMatchObject({ user_type: 'SUPPLIER', first_name: 'Olga' });
    expect(user.company).toMatchObject({ trade_name: 'Owner Tours', tax_number: nif('53000001') });
    expect(await sqlRows(t, sql`select id from affiliates where user_id = ${user.id}`)).toEqual([]);
  });
});

describe('a tax number is not reserved by an unproven sign-up', () => {
  it('the second proof of one tax number fails with a 422 and changes nothing; its address stays unopened', async () => {
    const taxNumber = nif('54000001');
    expect(
      (await post('/api/partners', fields({ email: 'first-nif@test.pt', taxNumber, tradeName: 'First Nif' })))
        .statusCode,
    ).toBe(202);
    expect(
      (await post('/api/partners', fields({ email: 'second-nif@test.pt', taxNumber, tradeName: 'Second Nif' })))
        .statusCode,
    ).toBe(202);
    const secondCode = codeFrom((await lastMail(t.app, 'second-nif@test.pt')).text);
    expect((await prove('first-nif@test.pt')).company).toMatchObject({ tax_number: taxNumber });
    const late = await postJson('/api/verify-client-register', { email: 'second-nif@test.pt', code: secondCode }, 'pt');
    expect(late.statusCode).toBe(422);
    expect((late.json() as { errors: Record<string, string[]> }).errors.code?.[0]).toBe(
      'Já existe uma empresa registada com este NIF.',
    );
    expect(await loginStatus('second-nif@test.pt', 'Partner-Quill-123')).toBe(422);
    const [row] = await sqlRows<{ user_type: string; password_hash: string | null }>(
      t,
      sql`select user_type, password_hash from users where email = 'second-nif@test.pt'`,
    );
    expect(row).toEqual({ user_type: 'CLIENT', password_hash: null });
  });
});

describe('GET /api/super/affiliates', () => {
  it('lists the affiliates newest first with their code, for SUPER only', async () => {
    const signup = await postJson('/api/affiliates', {
      first_name: 'Rita',
      last_name: 'Afonso',
      email: 'rita@promo.pt',
      phone: '912 000 333',
      country: 'pt',
      password: 'Affiliate-Quill-2',
      confirm_password: 'Affiliate-Quill-2',
    });
    expect(signup.statusCode).toBe(202);
    const proven = await prove('rita@promo.pt');
    const [codeRow] = await sqlRows<{ code: string }>(t, sql`select code from affiliates where user_id = ${proven.id}`);
    const created = { id: proven.id, affiliate_code: codeRow?.code };

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
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/super/affiliates', headers: bearer(token) })).statusCode,
    ).toBe(403);
  });
});
