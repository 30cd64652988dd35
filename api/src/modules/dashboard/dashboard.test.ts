// The partner's own services (lists, toggle, bulk update, edit), the storefront following a
// deactivation at once, other partners kept out, and each team role's limits enforced by the access hook.
import { sql } from 'drizzle-orm';
import { teamRoles } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { experience, partnerCompany, type Catalogue, teamMemberToken } from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let theirs: Catalogue;
let owner: string;
let rival: string;
const roleIds: Record<string, number> = {};

/** A user on `c`'s team with the named role; answers their token. */
const member = (c: Catalogue, email: string, role: string) => teamMemberToken(t.app, t.database, c, email, role);

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['Administrator', 'Bookings manager', 'Content editor', 'Driver']) {
    const [r] = await t.database.db
      .insert(teamRoles)
      .values({ roleName: name, descriptionEn: `${name} en`, descriptionPt: `${name} pt` })
      .returning();
    roleIds[name] = r!.id;
  }
  mine = await partnerCompany(t.database);
  theirs = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, theirs.supplierEmail);
});
afterAll(async () => t.close());

const get = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });
const post = (url: string, token: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
interface Row {
  id: number;
  name: string;
  status: string;
  promoted: boolean;
  value_cents: number;
}
const listOf = async (query: string, token = owner) =>
  json<{ content: { total: number; data: Row[]; next_page_url: string | null } }>(
    await get(`/api/dashboard/services?${query}`, token),
  ).content;
const statusOf = async (id: number) =>
  (await t.database.db.execute(sql`select status, value_cents from services where id = ${id}`)) as unknown as {
    rows: { status: string; value_cents: number }[];
  };

describe('GET /api/dashboard/services', () => {
  it('lists only the company’s services in the asked list, sorted and paged', async () => {
    const a = await experience(t.database.db, mine, { valueCents: 3000 });
    const b = await experience(t.database.db, mine, { valueCents: 1000 });
    const draft = await experience(t.database.db, mine, { status: 'draft' });
    await experience(t.database.db, theirs);
    await t.database.db.execute(sql`update services set promoted = true where id = ${draft}`);

    const active = await listOf('status=active&sort=price&order=asc');
    expect(active.data.map((r) => r.id)).toEqual([b, a]);
    expect((await listOf('status=draft')).data.map((r) => r.id)).toEqual([draft]);
    expect((await listOf('status=promoted')).data.map((r) => r.id)).toEqual([draft]);
    const paged = await listOf('per_page=1&sort=price&order=desc');
    expect(paged.total).toBe(3);
    expect(paged.data.map((r) => r.id)).toEqual([a]);
    expect(paged.next_page_url).toBe('/api/dashboard/services?per_page=1&sort=price&order=desc&page=2');
    expect((await listOf('status=active', rival)).data.map((r) => r.id)).not.toContain(a);
  });
});

describe('service status and the storefront', () => {
  it('an inactive service disappears from the storefront at once and comes back when activated', async () => {
    const id = await experience(t.database.db, mine);
    const slug = (
      (await t.database.db.execute(sql`select slug from services where id = ${id}`)) as unknown as {
        rows: { slug: string }[];
      }
    ).rows[0]!.slug;
    expect((await t.app.inject({ method: 'GET', url: `/api/services/${slug}` })).statusCode).toBe(200);
    const off = await post(`/api/dashboard/services/${id}/status`, owner, { service_status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(json<{ content: { status: string } }>(off).content.status).toBe('inactive');
    expect((await t.app.inject({ method: 'GET', url: `/api/services/${slug}` })).statusCode).toBe(404);
    await post(`/api/dashboard/services/${id}/status`, owner, { service_status: 'active' });
    expect((await t.app.inject({ method: 'GET', url: `/api/services/${slug}` })).statusCode).toBe(200);
  });

  it('another partner gets 404 reading or changing it, and it stays as it was', async () => {
    const id = await experience(t.database.db, mine);
    expect((await get(`/api/dashboard/services/${id}`, rival)).statusCode).toBe(404);
    expect((await post(`/api/dashboard/services/${id}/status`, rival, { service_status: 'inactive' })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/dashboard/services/${id}`, rival, { name_en: 'Mine now' })).statusCode).toBe(404);
    expect(
      (await post('/api/dashboard/services/bulk-update', rival, { ids: [id], action: 'deactivate' })).statusCode,
    ).toBe(404);
    expect((await statusOf(id)).rows[0]?.status).toBe('active');
  });
});

describe('POST /api/dashboard/services/{id}/destroy', () => {
  it('deletes a draft of the company, and nothing else: another company’s gets 404, one that was on sale 422', async () => {
    const draft = await experience(t.database.db, mine, { status: 'draft' });
    const live = await experience(t.database.db, mine);
    expect((await post(`/api/dashboard/services/${draft}/destroy`, rival, {})).statusCode).toBe(404);
    const refused = await post(`/api/dashboard/services/${live}/destroy`, owner, {}, 'pt');
    expect(refused.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors.service_status).toEqual([
      'Só um rascunho pode ser eliminado. Retire da venda um serviço que já esteve à venda.',
    ]);
    expect((await statusOf(live)).rows[0]?.status).toBe('active');
    expect((await post(`/api/dashboard/services/${draft}/destroy`, owner, {})).statusCode).toBe(200);
    expect((await statusOf(draft)).rows).toHaveLength(0);
    expect((await get(`/api/dashboard/services/${draft}`, owner)).statusCode).toBe(404);
    expect((await post(`/api/dashboard/services/${draft}/destroy`, owner, {})).statusCode).toBe(404);
  });
});

describe('POST /api/dashboard/services/bulk-update', () => {
  interface Prices {
    value_cents: number;
    value_discount_cents: number;
  }
  interface PriceChange {
    id: number;
    name: string;
    price_type: 'per_person' | 'per_group';
    before: Prices;
    after: Prices;
  }
  const bulk = (payload: object, token = owner, lang = 'en') =>
    post('/api/dashboard/services/bulk-update', token, payload, lang);
  const pricesOf = async (id: number): Promise<Prices> =>
    (
      (await t.database.db.execute(
        sql`select value_cents, value_discount_cents from services where id = ${id}`,
      )) as unknown as { rows: Prices[] }
    ).rows[0]!;
  const errorsOf = (res: Awaited<ReturnType<typeof bulk>>) => json<{ errors: Record<string, string[]> }>(res).errors;

  it('deactivates many services at once', async () => {
    const a = await experience(t.database.db, mine);
    const b = await experience(t.database.db, mine);
    const off = await bulk({ ids: [a, b], action: 'deactivate' });
    expect(json<{ content: { updated: number } }>(off).content.updated).toBe(2);
    expect((await statusOf(a)).rows[0]?.status).toBe('inactive');
    expect((await statusOf(b)).rows[0]?.status).toBe('inactive');
  });

  it('raises the price to a new amount and removes the discount, so customers pay the new price', async () => {
    const a = await experience(t.database.db, mine, { valueCents: 4950, discountCents: 3950 });
    const b = await experience(t.database.db, mine, { valueCents: 4500, discountCents: 3950 });
    const body = { ids: [a, b], action: 'change_price', value_cents: 5000, discount: 'remove' };
    const preview = await bulk({ ...body, preview: true });
    expect(preview.statusCode).toBe(200);
    expect(json<{ content: { updated: number; changes: PriceChange[] } }>(preview).content).toMatchObject({
      updated: 0,
      changes: [
        {
          id: a,
          before: { value_cents: 4950, value_discount_cents: 3950 },
          after: { value_cents: 5000, value_discount_cents: 0 },
        },
        {
          id: b,
          before: { value_cents: 4500, value_discount_cents: 3950 },
          after: { value_cents: 5000, value_discount_cents: 0 },
        },
      ],
    });
    // A preview changes nothing.
    expect(await pricesOf(a)).toEqual({ value_cents: 4950, value_discount_cents: 3950 });
    const done = json<{ content: { updated: number; changes: PriceChange[] } }>(await bulk(body)).content;
    expect(done.updated).toBe(2);
    expect(done.changes).toEqual(json<{ content: { changes: PriceChange[] } }>(preview).content.changes);
    expect(await pricesOf(a)).toEqual({ value_cents: 5000, value_discount_cents: 0 });
    expect(await pricesOf(b)).toEqual({ value_cents: 5000, value_discount_cents: 0 });
  });

  it('changes by a percentage and keeps each discount as the same percentage off, rounded half up to the cent', async () => {
    // 10.10 € with 50 % off: +5 % makes 10.605 € → 10.61 €, half of it 5.305 € → 5.31 €.
    const a = await experience(t.database.db, mine, { valueCents: 1010, discountCents: 505 });
    // 20.00 € with 25 % off, lowered by 12.5 %: 17.50 €, and 25 % off that is 13.125 € → 13.13 €.
    const b = await experience(t.database.db, mine, { valueCents: 2000, discountCents: 1500 });
    // No discount stays none: 33.33 € lowered by 12.5 % is 29.16375 € → 29.16 €.
    const c = await experience(t.database.db, mine, { valueCents: 3333 });
    expect((await bulk({ ids: [a], action: 'change_price', percent: 5, discount: 'keep_percent' })).statusCode).toBe(
      200,
    );
    expect(await pricesOf(a)).toEqual({ value_cents: 1061, value_discount_cents: 531 });
    await bulk({ ids: [b, c], action: 'change_price', percent: -12.5, discount: 'keep_percent' });
    expect(await pricesOf(b)).toEqual({ value_cents: 1750, value_discount_cents: 1313 });
    expect(await pricesOf(c)).toEqual({ value_cents: 2916, value_discount_cents: 0 });
  });

  it('keeps a discount as the same percentage off a new amount, and removes one that rounding would not lower', async () => {
    // 39.50 € of 49.50 € is 20.20 % off: 50.00 € keeps it as 39.90 €.
    const a = await experience(t.database.db, mine, { valueCents: 4950, discountCents: 3950 });
    // 2 cents of 3 cents, on a 1 cent price, would round to 1 cent: the same as the price, so it is removed.
    const b = await experience(t.database.db, mine, { valueCents: 3, discountCents: 2 });
    await bulk({ ids: [a], action: 'change_price', value_cents: 5000, discount: 'keep_percent' });
    expect(await pricesOf(a)).toEqual({ value_cents: 5000, value_discount_cents: 3990 });
    await bulk({ ids: [b], action: 'change_price', value_cents: 1, discount: 'keep_percent' });
    expect(await pricesOf(b)).toEqual({ value_cents: 1, value_discount_cents: 0 });
  });

  it('moves the child price and the larger groups’ prices by the same share, as the preview said', async () => {
    // 40.00 € an adult, 25.00 € a child, 35.00 € each in groups up to 12 and 30.00 € up to 20.
    const a = await experience(t.database.db, mine, { valueCents: 4000, childBand: { valueCents: 2500, ageEnd: 11 } });
    await t.database.db.execute(
      sql`insert into service_extra_prices (service_id, max_capacity, value_cents) values (${a}, 12, 3500), (${a}, 20, 3000)`,
    );
    const pricesAndTiers = async () => ({
      ...(await pricesOf(a)),
      child: (
        (await t.database.db.execute(sql`select child_value_cents from services where id = ${a}`)) as unknown as {
          rows: { child_value_cents: number }[];
        }
      ).rows[0]!.child_value_cents,
      tiers: (
        (await t.database.db.execute(
          sql`select max_capacity, value_cents from service_extra_prices where service_id = ${a} order by max_capacity`,
        )) as unknown as { rows: { max_capacity: number; value_cents: number }[] }
      ).rows,
    });
    // +10 %: 44.00 €, 27.50 €, 38.50 € and 33.00 €.
    const body = { ids: [a], action: 'change_price', percent: 10, discount: 'remove' };
    const preview = json<{ content: { changes: PriceChange[] } }>(await bulk({ ...body, preview: true })).content;
    expect(preview.changes[0]).toMatchObject({
      before: {
        child_value_cents: 2500,
        tiers: [
          { max_capacity: 12, value_cents: 3500 },
          { max_capacity: 20, value_cents: 3000 },
        ],
      },
      after: {
        value_cents: 4400,
        child_value_cents: 2750,
        tiers: [
          { max_capacity: 12, value_cents: 3850 },
          { max_capacity: 20, value_cents: 3300 },
        ],
      },
    });
    await bulk(body);
    expect(await pricesAndTiers()).toEqual({
      value_cents: 4400,
      value_discount_cents: 0,
      child: 2750,
      tiers: [
        { max_capacity: 12, value_cents: 3850 },
        { max_capacity: 20, value_cents: 3300 },
      ],
    });
    // A new amount moves them by new ÷ old: 55.00 € of 44.00 € is +25 %, so 34.375 € → 34.38 €, 48.125 € → 48.13 €.
    await bulk({ ids: [a], action: 'change_price', value_cents: 5500, discount: 'remove' });
    expect(await pricesAndTiers()).toEqual({
      value_cents: 5500,
      value_discount_cents: 0,
      child: 3438,
      tiers: [
        { max_capacity: 12, value_cents: 4813 },
        { max_capacity: 20, value_cents: 4125 },
      ],
    });
  });

  it('refuses a change that would take a larger group’s price past the highest price, and changes nothing', async () => {
    const a = await experience(t.database.db, mine, { valueCents: 100_000_000 });
    await t.database.db.execute(
      sql`insert into service_extra_prices (service_id, max_capacity, value_cents) values (${a}, 12, 900000000)`,
    );
    const res = await bulk({ ids: [a], action: 'change_price', percent: 50, discount: 'remove' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res))).toEqual(['percent']);
    expect((await pricesOf(a)).value_cents).toBe(100_000_000);
  });

  it('says in the preview which price is per person and which per group, in the caller’s language', async () => {
    const person = await experience(t.database.db, mine, { valueCents: 2000, priceType: 'per_person' });
    const group = await experience(t.database.db, mine, { valueCents: 12000, priceType: 'per_group' });
    const res = await bulk(
      { ids: [group, person], action: 'change_price', percent: 10, discount: 'remove', preview: true },
      owner,
      'pt',
    );
    const changes = json<{ content: { changes: PriceChange[] } }>(res).content.changes;
    expect(changes.map((c) => [c.id, c.price_type, c.after.value_cents])).toEqual([
      [group, 'per_group', 13200],
      [person, 'per_person', 2200],
    ]);
    expect(changes[0]?.name).toMatch(/^Passeio /);
    await bulk({ ids: [group, person], action: 'change_price', percent: 10, discount: 'remove' });
    expect((await pricesOf(group)).value_cents).toBe(13200);
    expect((await pricesOf(person)).value_cents).toBe(2200);
  });

  it('answers a field map for bad input, in en and pt, and changes nothing', async () => {
    const a = await experience(t.database.db, mine, { valueCents: 2000 });
    const price = { ids: [a], action: 'change_price' };
    expect(errorsOf(await bulk({ ...price, discount: 'remove' }))).toEqual({ value_cents: ['Enter the new price.'] });
    expect(errorsOf(await bulk({ ...price, discount: 'remove' }, owner, 'pt'))).toEqual({
      value_cents: ['Indique o novo preço.'],
    });
    expect(errorsOf(await bulk({ ...price, value_cents: 0, discount: 'remove' }))).toEqual({
      value_cents: ['Enter an amount between €0.01 and €9,999,999.99.'],
    });
    expect(errorsOf(await bulk({ ...price, value_cents: 1_000_000_000, discount: 'remove' }, owner, 'pt'))).toEqual({
      value_cents: ['Indique um valor entre 0,01 € e 9 999 999,99 €.'],
    });
    for (const percent of [0, -91, 501, 2.345])
      expect(errorsOf(await bulk({ ...price, percent, discount: 'remove' }))).toEqual({
        percent: ['Enter a percentage between -90 and +500, other than 0, with at most two decimals.'],
      });
    expect(errorsOf(await bulk({ ...price, value_cents: 100, percent: 5, discount: 'remove' }))).toEqual({
      percent: ['Change the price either to a new amount or by a percentage, not both.'],
    });
    expect(errorsOf(await bulk({ ...price, value_cents: 100 }))).toEqual({
      discount: ['Choose what happens to existing discounts.'],
    });
    const res = await bulk({ ...price, percent: 5, discount: 'sometimes' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res))).toEqual(['discount']);
    expect(errorsOf(await bulk({ ids: [a], action: 'activate', preview: true }))).toEqual({
      preview: ['Only a price change can be previewed.'],
    });
    expect(await pricesOf(a)).toEqual({ value_cents: 2000, value_discount_cents: 0 });
  });

  it('refuses a change that would take a service below 0.01 € or above the highest price, naming it', async () => {
    const cheap = await experience(t.database.db, mine, { valueCents: 1 });
    const fine = await experience(t.database.db, mine, { valueCents: 2000 });
    const name = (
      (await t.database.db.execute(sql`select name_en from services where id = ${cheap}`)) as unknown as {
        rows: { name_en: string }[];
      }
    ).rows[0]!.name_en;
    const res = await bulk({ ids: [fine, cheap], action: 'change_price', percent: -60, discount: 'remove' });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ percent: [`${name} would cost less than €0.01.`] });
    expect(await pricesOf(fine)).toEqual({ value_cents: 2000, value_discount_cents: 0 });
    const dear = await experience(t.database.db, mine, { valueCents: 900_000_000 });
    const over = await bulk({ ids: [dear], action: 'change_price', percent: 500, discount: 'remove' }, owner, 'pt');
    expect(over.statusCode).toBe(422);
    expect(errorsOf(over).percent?.[0]).toMatch(/ passaria a custar mais de 9 999 999,99 €\.$/);
    expect((await pricesOf(dear)).value_cents).toBe(900_000_000);
  });

  it('changes nothing when one of the services belongs to another company', async () => {
    const a = await experience(t.database.db, mine);
    const foreign = await experience(t.database.db, theirs, { valueCents: 2000, discountCents: 1500 });
    const res = await bulk({ ids: [a, foreign], action: 'deactivate' });
    expect(res.statusCode).toBe(404);
    expect((await statusOf(a)).rows[0]?.status).toBe('active');
    expect((await statusOf(foreign)).rows[0]?.status).toBe('active');
    const price = { ids: [a, foreign], action: 'change_price', value_cents: 9900, discount: 'remove' };
    expect((await bulk({ ...price, preview: true })).statusCode).toBe(404);
    expect((await bulk(price)).statusCode).toBe(404);
    expect(await pricesOf(a)).toEqual({ value_cents: 2000, value_discount_cents: 0 });
    expect(await pricesOf(foreign)).toEqual({ value_cents: 2000, value_discount_cents: 1500 });
  });
});

describe('GET/POST /api/dashboard/services/{id}', () => {
  it('edits the fields sent and keeps the others', async () => {
    const id = await experience(t.database.db, mine);
    const res = await post(`/api/dashboard/services/${id}`, owner, {
      name_pt: 'Passeio ao pôr do sol',
      maxCapacity: 4,
      extraPrices: [{ maxCapacity: 8, value_cents: 1800 }],
      languages: ['en', 'pt'],
    });
    expect(res.statusCode).toBe(200);
    const detail = json<{
      content: { name: { en: string; pt: string }; maxCapacity: number; extraPrices: unknown[]; languages: string[] };
    }>(await get(`/api/dashboard/services/${id}`, owner)).content;
    expect(detail.name.pt).toBe('Passeio ao pôr do sol');
    expect(detail.name.en).toMatch(/^Tour /);
    expect(detail.maxCapacity).toBe(4);
    expect(detail.extraPrices).toEqual([{ maxCapacity: 8, value_cents: 1800 }]);
    expect(detail.languages).toEqual(['en', 'pt']);
  });

  it('answers a field map for inconsistent values, in en and pt', async () => {
    const id = await experience(t.database.db, mine, { valueCents: 2000 });
    const body = {
      value_discount_cents: 2500,
      age_start: 18,
      age_end: 10,
      extraPrices: [{ maxCapacity: 5, value_cents: 100 }],
    };
    const en = json<{ errors: Record<string, string[]> }>(await post(`/api/dashboard/services/${id}`, owner, body));
    expect(en.errors).toEqual({
      value_discount_cents: ['The discounted price must be lower than the price.'],
      age_end: ['The maximum age must not be lower than the minimum age.'],
      'extraPrices.0.maxCapacity': ['A price tier must be for more than 10 people.'],
    });
    const pt = json<{ errors: Record<string, string[]> }>(
      await post(`/api/dashboard/services/${id}`, owner, body, 'pt'),
    );
    expect(pt.errors.age_end).toEqual(['A idade máxima não pode ser inferior à idade mínima.']);
    // Tiers not sent are checked as stored: a base group as large as a stored tier is refused, and nothing changes.
    expect(
      (
        await post(`/api/dashboard/services/${id}`, owner, {
          maxCapacity: 4,
          extraPrices: [{ maxCapacity: 8, value_cents: 1800 }],
        })
      ).statusCode,
    ).toBe(200);
    const raised = await post(`/api/dashboard/services/${id}`, owner, { maxCapacity: 8 });
    expect(raised.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(raised).errors).toEqual({
      'extraPrices.0.maxCapacity': ['A price tier must be for more than 8 people.'],
    });
    expect(
      json<{ content: { maxCapacity: number } }>(await get(`/api/dashboard/services/${id}`, owner)).content.maxCapacity,
    ).toBe(4);
    const twice = {
      extraPrices: [
        { maxCapacity: 12, value_cents: 100 },
        { maxCapacity: 12, value_cents: 90 },
      ],
    };
    expect(
      json<{ errors: Record<string, string[]> }>(await post(`/api/dashboard/services/${id}`, owner, twice, 'pt'))
        .errors,
    ).toEqual({
      extraPrices: ['Cada escalão de preço precisa de um tamanho de grupo diferente.'],
    });
  });
});

describe('team roles', () => {
  it('lists the roles with what each allows', async () => {
    const roles = json<{ content: { role_name: string; permissions: string[]; description: string }[] }>(
      await get('/api/roles', owner, 'pt'),
    ).content;
    expect(roles.find((r) => r.role_name === 'Bookings manager')).toMatchObject({
      permissions: ['bookings'],
      description: 'Bookings manager pt',
    });
    expect(roles.find((r) => r.role_name === 'Administrator')?.permissions).toContain('sales');
  });

  it('a bookings manager answers booking items but cannot see or edit services', async () => {
    const token = await member(mine, 'bookings@example.pt', 'Bookings manager');
    const id = await experience(t.database.db, mine);
    const access = json<{ content: { company_id: number; owner: boolean; permissions: string[] } }>(
      await get('/api/dashboard/access', token),
    ).content;
    expect(access).toEqual({
      company_id: mine.companyId,
      owner: false,
      role: 'Bookings manager',
      permissions: ['bookings'],
      modules: { experiences: expect.any(Boolean), transfers: expect.any(Boolean) },
    });
    const list = await get('/api/dashboard/services', token);
    expect(list.statusCode).toBe(403);
    expect(json<{ message: string }>(list).message).toBe('Your team role does not allow this.');
    expect((await post(`/api/dashboard/services/${id}/status`, token, { service_status: 'inactive' })).statusCode).toBe(
      403,
    );
    expect((await get('/api/dashboard/booking-items', token)).statusCode).toBe(200);
  });

  it('a content editor edits the company’s services but cannot answer booking items', async () => {
    const token = await member(mine, 'editor@example.pt', 'Content editor');
    const id = await experience(t.database.db, mine);
    expect((await post(`/api/dashboard/services/${id}`, token, { name_en: 'Edited' })).statusCode).toBe(200);
    expect((await get('/api/dashboard/booking-items', token)).statusCode).toBe(403);
  });

  it('the owner may do everything; a customer and a partner without a company may not', async () => {
    const access = json<{ content: { owner: boolean; permissions: string[]; modules: object } }>(
      await get('/api/dashboard/access', owner),
    ).content;
    expect(access.owner).toBe(true);
    // The menu offers what the company's modules have (an experiences-only company has no vehicles).
    expect(access.modules).toEqual(
      (
        (await t.database.db.execute(sql`select modules from companies where id = ${mine.companyId}`)) as unknown as {
          rows: { modules: object }[];
        }
      ).rows[0]?.modules,
    );
    expect(access.permissions).toEqual(['services', 'vehicles', 'bookings', 'sales', 'team', 'company']);
    await createUser(t.database, 'CLIENT', 'client@example.pt');
    expect((await get('/api/dashboard/services', await login(t.app, 'client@example.pt'))).statusCode).toBe(403);
    await createUser(t.database, 'SUPPLIER', 'lonely@example.pt');
    const none = await get('/api/dashboard/services', await login(t.app, 'lonely@example.pt'));
    expect(none.statusCode).toBe(403);
    expect(json<{ message: string }>(none).message).toBe('Your account does not belong to a partner company.');
  });
});

describe('home figures', () => {
  it('counts the company’s service views per day over 30 days, not other companies’', async () => {
    // A company of its own: the storefront reads above recorded views of `mine`.
    const fresh = await partnerCompany(t.database);
    const token = await login(t.app, fresh.supplierEmail);
    const id = await experience(t.database.db, fresh);
    const foreign = await experience(t.database.db, theirs);
    await t.database.db.execute(sql`insert into service_views (service_id, viewed_at) values
      (${id}, now()), (${id}, now()), (${id}, now() - interval '3 days'), (${id}, now() - interval '40 days'), (${foreign}, now())`);
    const views = json<{ content: { total: number; days: { date: string; views: number }[] } }>(
      await get('/api/dashboard/service-views', token),
    ).content;
    expect(views.days).toHaveLength(30);
    expect(views.total).toBe(3);
    expect(views.days.at(-1)?.views).toBe(2);
    expect(views.days.at(-4)?.views).toBe(1);
  });

  it('shows revenue only to roles allowed to see sales', async () => {
    const res = await get('/api/dashboard/revenue', owner);
    expect(json<{ content: { this_month_cents: number; last_month_cents: number } }>(res).content).toEqual({
      this_month_cents: 0,
      last_month_cents: 0,
      this_month_pending_cents: 0,
      currency: 'EUR',
    });
    const editor = await member(mine, 'editor2@example.pt', 'Content editor');
    expect((await get('/api/dashboard/revenue', editor)).statusCode).toBe(403);
  });
});
