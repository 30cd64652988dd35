// docs/adr/023 on a published service: the partner's edit (GET/POST /api/dashboard/services/{id}) reads, sets,
// changes and removes the child band through the same rule as the service form; the storefront and the cart follow
// at once, and bookings made before keep what they paid.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  type Catalogue,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let theirs: Catalogue;
let owner: string;
let rival: string;

beforeAll(async () => {
  t = await buildTestApp();
  mine = await partnerCompany(t.database);
  theirs = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, theirs.supplierEmail);
});
afterAll(async () => t.close());

interface Band {
  child_value_cents: number | null;
  child_age_end: number | null;
  children_alone: boolean;
}
interface StoreBand {
  price_cents: number;
  age_start: number;
  age_end: number;
  alone: boolean;
}
const edit = (id: number, payload: object, token = owner, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/services/${id}`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload,
  });
const detail = async (id: number, token = owner) =>
  json<{ content: Band & { age_start: number; age_end: number } }>(
    await t.app.inject({ method: 'GET', url: `/api/dashboard/services/${id}`, headers: bearer(token) }),
  ).content;
const bandOf = ({ child_value_cents, child_age_end, children_alone }: Band): Band => ({
  child_value_cents,
  child_age_end,
  children_alone,
});
const slugOf = async (id: number) =>
  (
    (await t.database.db.execute(sql`select slug from services where id = ${id}`)) as unknown as {
      rows: { slug: string }[];
    }
  ).rows[0]!.slug;
const storefrontBand = async (slug: string) =>
  json<{ content: { child_band: StoreBand | null } }>(
    await t.app.inject({ method: 'GET', url: `/api/services/${slug}` }),
  ).content.child_band;
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;

describe('the child band on GET/POST /api/dashboard/services/{id}', () => {
  it('answers the band, or nulls for one price for all', async () => {
    const plain = await experience(t.database.db, mine);
    const family = await experience(t.database.db, mine, { childBand: { valueCents: 2500, ageEnd: 12, alone: true } });
    expect(bandOf(await detail(plain))).toEqual({
      child_value_cents: null,
      child_age_end: null,
      children_alone: false,
    });
    expect(bandOf(await detail(family))).toEqual({ child_value_cents: 2500, child_age_end: 12, children_alone: true });
  });

  it('sets, changes and removes the band; the storefront follows at once', async () => {
    const id = await experience(t.database.db, mine, { valueCents: 4500 });
    await t.database.db.execute(sql`update services set age_start = 4, age_end = 99 where id = ${id}`);
    const slug = await slugOf(id);
    // Read first, so the catalogue's answer cache holds the service without a band.
    expect(await storefrontBand(slug)).toBeNull();

    const set = await edit(id, { child_value_cents: 2500, child_age_end: 12 });
    expect(set.statusCode).toBe(200);
    expect(bandOf(json<{ content: Band }>(set).content)).toEqual({
      child_value_cents: 2500,
      child_age_end: 12,
      children_alone: false,
    });
    expect(await storefrontBand(slug)).toEqual({ price_cents: 2500, age_start: 4, age_end: 12, alone: false });

    // Free children up to 6, who may come alone; an edit of other fields keeps the band.
    expect((await edit(id, { child_value_cents: 0, child_age_end: 6, children_alone: true })).statusCode).toBe(200);
    expect((await edit(id, { name_en: 'Family tour' })).statusCode).toBe(200);
    expect(bandOf(await detail(id))).toEqual({ child_value_cents: 0, child_age_end: 6, children_alone: true });
    expect(await storefrontBand(slug)).toEqual({ price_cents: 0, age_start: 4, age_end: 6, alone: true });

    const removed = await edit(id, { child_value_cents: null, child_age_end: null });
    expect(removed.statusCode).toBe(200);
    expect(bandOf(json<{ content: Band }>(removed).content)).toMatchObject({
      child_value_cents: null,
      child_age_end: null,
    });
    expect(await storefrontBand(slug)).toBeNull();
  });

  it('the cart prices children at the new child price at once', async () => {
    const id = await experience(t.database.db, mine, { valueCents: 4500, childBand: { valueCents: 2500, ageEnd: 12 } });
    const party = { ...line(id, futureDate(), 3), adults: 2, children: 1 };
    const before = await putCart(t.app, [party]);
    expect(json<{ content: { items: { total_cents: number }[] } }>(before.res).content.items[0]?.total_cents).toBe(
      2 * 4500 + 2500,
    );
    expect((await edit(id, { child_value_cents: 1500 })).statusCode).toBe(200);
    const after = await putCart(t.app, [party]);
    expect(
      json<{ content: { items: { total_cents: number; ages: { child_unit_cents: number } }[] } }>(after.res).content
        .items[0],
    ).toMatchObject({
      total_cents: 2 * 4500 + 1500,
      ages: { child_unit_cents: 1500 },
    });
  });

  it('refuses a half-set band, a band outside the ages and a band on a per-group price, in en and pt, and changes nothing', async () => {
    const plain = await experience(t.database.db, mine);
    await t.database.db.execute(sql`update services set age_start = 4, age_end = 99 where id = ${plain}`);

    const half = await edit(plain, { child_value_cents: 2500 });
    expect(half.statusCode).toBe(422);
    expect(errorsOf(half)).toEqual({
      child_age_end: ['Enter the age children are priced up to, or leave the child price empty.'],
    });
    expect(errorsOf(await edit(plain, { child_age_end: 12 }, owner, 'pt'))).toEqual({
      child_value_cents: ['Indique o preço de criança, ou deixe a idade das crianças vazia.'],
    });

    const outside = await edit(plain, { child_value_cents: 2500, child_age_end: 99 });
    expect(errorsOf(outside)).toEqual({ child_age_end: ['Enter an age from 4 to 98 (below the maximum age).'] });
    expect(errorsOf(await edit(plain, { child_value_cents: 2500, child_age_end: 3 }, owner, 'pt'))).toEqual({
      child_age_end: ['Indique uma idade de 4 a 98 (abaixo da idade máxima).'],
    });

    const group = await edit(plain, { priceType: 'per_group', child_value_cents: 2500, child_age_end: 12 });
    expect(errorsOf(group)).toEqual({ child_value_cents: ['A child price needs a price per person.'] });
    expect(bandOf(await detail(plain))).toEqual({
      child_value_cents: null,
      child_age_end: null,
      children_alone: false,
    });
  });

  it('checks a band already set against changed ages and price type, and removing half of it', async () => {
    const id = await experience(t.database.db, mine, { childBand: { valueCents: 2500, ageEnd: 12 } });
    // The fixture's ages are 0–99: a minimum age of 14 leaves the band's 12 below it.
    expect(errorsOf(await edit(id, { age_start: 14 }))).toEqual({
      child_age_end: ['Enter an age from 14 to 98 (below the maximum age).'],
    });
    expect(errorsOf(await edit(id, { age_end: 12 }, owner, 'pt'))).toEqual({
      child_age_end: ['Indique uma idade de 0 a 11 (abaixo da idade máxima).'],
    });
    expect(errorsOf(await edit(id, { priceType: 'per_group' }))).toEqual({
      child_value_cents: ['A child price needs a price per person.'],
    });
    expect(errorsOf(await edit(id, { child_age_end: null }))).toEqual({
      child_age_end: ['Enter the age children are priced up to, or leave the child price empty.'],
    });
    // Moving the ages and the band together is one consistent change.
    expect((await edit(id, { age_start: 14, child_age_end: 16 })).statusCode).toBe(200);
    expect(bandOf(await detail(id))).toMatchObject({ child_value_cents: 2500, child_age_end: 16 });
    // Removing the band and going per group together is too.
    expect((await edit(id, { priceType: 'per_group', child_value_cents: null, child_age_end: null })).statusCode).toBe(
      200,
    );
  });

  it('another company’s service: 404 reading or changing the band, and it stays as it was', async () => {
    const id = await experience(t.database.db, mine, { childBand: { valueCents: 2500, ageEnd: 12 } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dashboard/services/${id}`, headers: bearer(rival) })).statusCode,
    ).toBe(404);
    expect((await edit(id, { child_value_cents: null, child_age_end: null }, rival)).statusCode).toBe(404);
    expect(bandOf(await detail(id))).toEqual({ child_value_cents: 2500, child_age_end: 12, children_alone: false });
  });

  it('a booking made before a band change keeps what each child paid', async () => {
    const id = await experience(t.database.db, mine, { valueCents: 4500, childBand: { valueCents: 2500, ageEnd: 12 } });
    await createUser(t.database, 'CLIENT', 'band-edit@example.pt');
    const client = await login(t.app, 'band-edit@example.pt');
    await putCart(t.app, [{ ...line(id, futureDate(), 3), adults: 2, children: 1 }], bearer(client));
    const booked = json<{ content: { booking_id: number } }>(
      await book(t.app, bearer(client), { payment_method: 'card', card_number: '4242 4242 4242 4242' }),
    ).content;

    expect((await edit(id, { child_value_cents: 3000, child_age_end: 10 })).statusCode).toBe(200);
    expect((await edit(id, { child_value_cents: null, child_age_end: null })).statusCode).toBe(200);
    const status = json<{
      content: {
        items: {
          ages: { adults: number; children: number; adult_unit_cents: number; child_unit_cents: number } | null;
          cents: number;
        }[];
      };
    }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booked.booking_id}/payment-status`,
        headers: bearer(client),
      }),
    ).content;
    expect(status.items[0]).toMatchObject({
      ages: { adults: 2, children: 1, adult_unit_cents: 4500, child_unit_cents: 2500 },
      cents: 11500,
    });
  });
});
