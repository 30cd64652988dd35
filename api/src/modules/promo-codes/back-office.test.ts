// Back-office promo codes: create (422 on a code that exists, en and pt), edit, status, usage from
// paid bookings, partner requests requested → assigned → used, and an audit entry for each write.
import { eq } from 'drizzle-orm';
import { outboxEmails, promoCodeRequests, promoCodes } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, type TestApp } from '../../../test/helpers';
import { translator } from '../../i18n';
import { mailDate } from '../../mail/format';
import { book, experience, futureDate, line, partnerCompany, putCart } from '../bookings/checkout-fixtures';
import { createStaffUser } from '../super/test-staff';

let t: TestApp;
let admin: { id: number; token: string };
type Promo = {
  id: number;
  code: string;
  status: string;
  value: number;
  valid_to: string;
  max_uses: number | null;
  usage: { uses: number; revenue_cents: number; discount_cents: number };
  assigned_user: { id: number } | null;
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaffUser(t.app, t.database, 'admin');
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/super/promo-codes',
    headers: { ...bearer(admin.token), ...headers },
    payload,
  });
const list = async (query = '') =>
  json<{ content: { total: number; data: Promo[] } }>(
    await t.app.inject({ method: 'GET', url: `/api/super/promo-codes${query}`, headers: bearer(admin.token) }),
  ).content;
const base = { kind: 'percent', value: 10, valid_from: '2026-01-01', valid_to: '2099-12-31', max_uses: 5 };

describe('POST api/super/promo-codes', () => {
  it('creates a code, upper-cased, usable from the first day to the end of the last', async () => {
    const res = await create({ ...base, code: 'summer-10' });
    expect(res.statusCode).toBe(201);
    expect(json<{ content: Promo }>(res).content).toMatchObject({
      code: 'SUMMER-10',
      status: 'assigned',
      valid_to: '2099-12-31',
      usage: { uses: 0 },
    });
  });

  it('answers 422 on code for a code that exists in any case, in en and pt', async () => {
    const en = await create({ ...base, code: 'Summer-10' });
    expect(en.statusCode).toBe(422);
    expect(json(en)).toMatchObject({ errors: { code: ['This code already exists.'] } });
    const pt = await create({ ...base, code: 'SUMMER-10' }, { 'accept-language': 'pt' });
    expect(json(pt)).toMatchObject({ errors: { code: ['Este código já existe.'] } });
  });

  it('names every bad field at once', async () => {
    const res = await create({
      code: 'x',
      kind: 'percent',
      value: 150,
      valid_from: '2026-02-30',
      valid_to: '2025-01-01',
    });
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors).sort()).toEqual([
      'code',
      'valid_from',
      'value',
    ]);
    const order = await create({ ...base, code: 'ORDER', valid_from: '2026-05-01', valid_to: '2026-04-30' });
    expect(json(order)).toMatchObject({ errors: { valid_to: ['The last day cannot be before the first day.'] } });
  });
});

describe('usage, edit and status', () => {
  it('counts paid bookings that used the code: uses, revenue and discount given', async () => {
    await create({ kind: 'fixed', value: 500, valid_from: '2026-01-01', valid_to: '2099-12-31', code: 'FIVE-OFF' });
    const cat = await partnerCompany(t.database);
    const service = await experience(t.database.db, cat, { valueCents: 3000 });
    const { token } = await putCart(t.app, [line(service, futureDate(), 1)]);
    const headers = { 'x-cart-token': token ?? '' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/apply-promo-code', headers, payload: { code: 'five-off' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await book(t.app, headers, { payment_method: 'card', card_number: '4242 4242 4242 4242' })).statusCode,
    ).toBe(200);
    let promo: Promo | undefined;
    for (let i = 0; i < 50 && !(promo?.usage.uses === 1); i++) {
      promo = (await list('?search=five')).data[0];
      if (promo?.usage.uses !== 1) await new Promise((r) => setTimeout(r, 50));
    }
    expect(promo?.usage).toEqual({ uses: 1, revenue_cents: 2500, discount_cents: 500 });
  });

  it('edits a code, refuses a max_uses of 0, and records before and after', async () => {
    const five = (await list('?search=FIVE-OFF')).data[0];
    const low = await t.app.inject({
      method: 'POST',
      url: `/api/super/promo-codes/${five?.id}/update`,
      headers: bearer(admin.token),
      payload: { max_uses: 0 },
    });
    expect(json(low)).toMatchObject({
      errors: { max_uses: ['Allow at least 1 use, or leave it empty for no limit.'] },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/super/promo-codes/${five?.id}/update`,
      headers: bearer(admin.token),
      payload: { max_uses: 1 },
    });
    const below = await t.app.inject({
      method: 'POST',
      url: `/api/super/promo-codes/${five?.id}/update`,
      headers: bearer(admin.token),
      payload: { max_uses: 1 },
    });
    expect(below.statusCode).toBe(200);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/super/promo-codes/${five?.id}/update`,
      headers: bearer(admin.token),
      payload: { value: 700, valid_to: '2030-06-30' },
    });
    expect(json<{ content: Promo }>(ok).content).toMatchObject({ value: 700, valid_to: '2030-06-30' });
    const audit = json<{
      content: { data: { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[] };
    }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/super/audit-log?action=promo_code.update',
        headers: bearer(admin.token),
      }),
    ).content.data[0];
    expect(audit).toMatchObject({
      before: { value: 500, valid_to: '2099-12-31' },
      after: { value: 700, valid_to: '2030-06-30' },
    });
  });

  it('sets a status, and a code that is not assigned is refused at the cart', async () => {
    const summer = (await list('?search=summer')).data[0];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/super/promo-codes/${summer?.id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'used' },
    });
    expect(json<{ content: Promo }>(res).content.status).toBe('used');
    expect((await list('?status=used')).data.map((p) => p.code)).toEqual(['SUMMER-10']);
    const cat = await partnerCompany(t.database);
    const service = await experience(t.database.db, cat, { valueCents: 3000 });
    const { token } = await putCart(t.app, [line(service, futureDate(), 1)]);
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/apply-promo-code',
      headers: { 'x-cart-token': token ?? '' },
      payload: { code: 'SUMMER-10' },
    });
    expect(apply.statusCode).toBe(422);
  });
});

describe('partner promo code requests', () => {
  it('assigns a code to the requester (who is mailed), then marks it used; other moves are 422', async () => {
    const partnerId = await createUser(t.database, 'SUPPLIER', 'asks@partner.pt');
    const [request] = await t.database.db
      .insert(promoCodeRequests)
      .values({ userId: partnerId, reason: 'Summer campaign' })
      .returning();
    const code = json<{ content: Promo }>(await create({ ...base, code: 'PARTNER-15', value: 15 })).content;

    const listed = json<{ content: { data: { id: number; status: string; requester: { email: string } }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/super/promo-codes/requests?status=requested',
        headers: bearer(admin.token),
      }),
    ).content.data;
    expect(listed.map((r) => [r.id, r.requester.email])).toEqual([[request?.id, 'asks@partner.pt']]);
    expect(listed[0]).toMatchObject({ company: null, wanted_discount_percent: null, services: [] });

    const url = `/api/super/promo-codes/request/${request?.id}/status`;
    const skip = await t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload: { status: 'used' } });
    expect(json(skip)).toMatchObject({ errors: { status: ['A request goes from requested to assigned to used.'] } });
    const noCode = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(admin.token), 'accept-language': 'pt' },
      payload: { status: 'assigned' },
    });
    expect(json(noCode)).toMatchObject({ errors: { promo_code_id: ['Escolha o código a atribuir.'] } });

    const assigned = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(admin.token),
      payload: { status: 'assigned', promo_code_id: code.id },
    });
    expect(json(assigned)).toMatchObject({
      content: { status: 'assigned', promo_code: { id: code.id, code: 'PARTNER-15' } },
    });
    expect((await list('?search=PARTNER-15')).data[0]?.assigned_user?.id).toBe(partnerId);
    // In the partner's language (Portuguese by default, whatever the staff member's), the last day written out.
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'asks@partner.pt'));
    expect(mail?.subject).toBe(translator('pt')('backOffice.promo.assignedSubject', { code: 'PARTNER-15' }));
    expect(mail?.text).toContain(`até ${mailDate(new Date(`${code.valid_to}T12:00:00Z`), 'pt')}`);
    expect(mail?.text).not.toContain(code.valid_to);

    const used = await t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload: { status: 'used' } });
    expect(json(used)).toMatchObject({ content: { status: 'used' } });
    const audit = json<{ content: { data: { before: unknown; after: unknown }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/super/audit-log?action=promo_code_request',
        headers: bearer(admin.token),
      }),
    ).content.data;
    expect(audit.map((a) => a.after)).toEqual([
      { status: 'used', promo_code_id: code.id },
      { status: 'assigned', promo_code_id: code.id },
    ]);
  });

  it('refuses to give a partner a code customers have already used, or one that is spent (422 on the code, en and pt)', async () => {
    const partnerId = await createUser(t.database, 'SUPPLIER', 'wants-fresh@partner.pt');
    const [request] = await t.database.db
      .insert(promoCodeRequests)
      .values({ userId: partnerId, reason: 'Winter campaign' })
      .returning();
    const redeemed = json<{ content: Promo }>(await create({ ...base, code: 'REDEEMED-5', value: 5 })).content;
    await t.database.db.update(promoCodes).set({ uses: 1 }).where(eq(promoCodes.id, redeemed.id));
    const spent = json<{ content: Promo }>(await create({ ...base, code: 'SPENT-5', value: 5 })).content;
    await t.database.db.update(promoCodes).set({ status: 'used' }).where(eq(promoCodes.id, spent.id));
    const url = `/api/super/promo-codes/request/${request?.id}/status`;
    const give = (id: number, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(admin.token), 'accept-language': lang },
        payload: { status: 'assigned', promo_code_id: id },
      });
    const used = await give(redeemed.id);
    expect(used.statusCode).toBe(422);
    expect(json(used)).toMatchObject({
      errors: { promo_code_id: ['This code has already been used: give one nobody has used.'] },
    });
    expect(json(await give(spent.id, 'pt'))).toMatchObject({
      errors: { promo_code_id: ['Este código já foi usado: dê um que ninguém tenha usado.'] },
    });
    expect((await list('?search=REDEEMED-5')).data[0]?.assigned_user).toBeNull();
    const fresh = json<{ content: Promo }>(await create({ ...base, code: 'FRESH-5', value: 5 })).content;
    expect((await give(fresh.id)).statusCode).toBe(200);
  });

  it('offers in the picker only codes staff can give now: active, not expired, with uses left, nobody has them', async () => {
    const other = await createUser(t.database, 'CLIENT', 'has-one@customer.pt');
    const made = async (code: string, extra: Record<string, unknown> = {}) =>
      json<{ content: Promo }>(await create({ ...base, code, ...extra })).content;
    await made('PICK-FRESH');
    await made('PICK-LATER', { valid_from: '2099-01-01' });
    await made('PICK-EXPIRED', { valid_from: '2020-01-01', valid_to: '2020-01-31' });
    const inactive = await made('PICK-INACTIVE');
    await t.database.db.update(promoCodes).set({ status: 'requested' }).where(eq(promoCodes.id, inactive.id));
    const usedUp = await made('PICK-USED-UP', { max_uses: 2 });
    await t.database.db.update(promoCodes).set({ uses: 2 }).where(eq(promoCodes.id, usedUp.id));
    const redeemed = await made('PICK-REDEEMED');
    await t.database.db.update(promoCodes).set({ uses: 1 }).where(eq(promoCodes.id, redeemed.id));
    await made('PICK-TAKEN', { assigned_user_id: other });

    const offered = await list('?search=PICK-&available=true&per_page=100');
    expect(offered.data.map((p) => p.code).sort()).toEqual(['PICK-FRESH', 'PICK-LATER']);
    expect(offered.total).toBe(2);
    // Without the flag the list still shows every code, spent ones included.
    expect((await list('?search=PICK-&per_page=100')).total).toBe(7);
  });

  it('mails the requester the discount and the first and last day, in their language', async () => {
    const partnerId = await createUser(t.database, 'SUPPLIER', 'mail-pt@partner.pt');
    const customerId = await createUser(t.database, 'CLIENT', 'mail-en@customer.pt');
    const give = async (userId: number, code: Promo) => {
      const [request] = await t.database.db.insert(promoCodeRequests).values({ userId, reason: 'Autumn' }).returning();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/super/promo-codes/request/${request?.id}/status`,
        headers: bearer(admin.token),
        payload: { status: 'assigned', promo_code_id: code.id },
      });
      expect(res.statusCode).toBe(200);
    };
    const dates = { valid_from: '2099-03-01', valid_to: '2099-09-30' };
    const percent = json<{ content: Promo }>(
      await create({ ...base, ...dates, code: 'MAIL-PT-15', value: 15 }),
    ).content;
    const fixed = json<{ content: Promo }>(
      await create({ ...base, ...dates, code: 'MAIL-EN-550', kind: 'fixed', value: 550 }),
    ).content;
    await give(partnerId, percent);
    await give(customerId, fixed);
    const mailTo = async (to: string) =>
      (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)))[0]?.text ?? '';
    const pt = await mailTo('mail-pt@partner.pt');
    expect(pt).toContain('15%');
    expect(pt).toContain('1 de março de 2099');
    expect(pt).toContain('30 de setembro de 2099');
    const en = await mailTo('mail-en@customer.pt');
    expect(en).toContain('€5.50');
    expect(en).toContain('1 March 2099');
    expect(en).toContain('30 September 2099');
  });

  it('shows what the partner asked for: their company, the services by name in the asked language, the wanted discount', async () => {
    const cat = await partnerCompany(t.database);
    const tour = await experience(t.database.db, cat, { valueCents: 3000 });
    const [request] = await t.database.db
      .insert(promoCodeRequests)
      .values({
        userId: cat.supplierId,
        companyId: cat.companyId,
        reason: 'Autumn',
        wantedDiscountPercent: 12,
        serviceIds: [tour, 999_999],
      })
      .returning();
    const read = async (language: string) =>
      json<{
        content: { data: { id: number; company: unknown; wanted_discount_percent: number; services: unknown }[] };
      }>(
        await t.app.inject({
          method: 'GET',
          url: '/api/super/promo-codes/requests',
          headers: { ...bearer(admin.token), 'accept-language': language },
        }),
      ).content.data.find((r) => r.id === request?.id);
    const company = { id: cat.companyId, name: expect.stringMatching(/^Company \d+$/) };
    expect(await read('en')).toMatchObject({
      company,
      wanted_discount_percent: 12,
      services: [{ id: tour, name: expect.stringMatching(/^Tour \d+$/) }],
    });
    expect(await read('pt')).toMatchObject({ services: [{ id: tour, name: expect.stringMatching(/^Passeio \d+$/) }] });
  });
});
