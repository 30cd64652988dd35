// Editing a live service from the partner dashboard: every field the service form set (price and discount, tiers,
// languages, cancellation policy, notes, category and city) plus the meeting point changes later, checked by the
// same rules as the form, all or nothing, and the storefront shows the change at once.
import { sql } from 'drizzle-orm';
import { catalogue } from '../../db/seed-data';
import { seedCategories, seedPlaces } from '../../db/seed/places';
import { seedServiceForms } from '../../db/seed/forms';
import { bearer, buildTestApp, json, login, type TestApp } from '../../../test/helpers';
import { experience, partnerCompany, type Catalogue } from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let owner: string;
let rival: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedPlaces(tx, catalogue);
    await seedCategories(tx, catalogue);
    await seedServiceForms(tx, catalogue);
  });
  mine = await partnerCompany(t.database);
  const theirs = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, theirs.supplierEmail);
});
afterAll(async () => t.close());

const post = (url: string, payload: object, token = owner, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
const first = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
const slugOf = async (id: number) =>
  (await first<{ slug: string }>(sql`select slug from services where id = ${id}`)).slug;
const publicService = async (slug: string) =>
  json<{
    content: {
      value_cents: number;
      value_discount_cents: number;
      category: { slug: string };
      city: { slug: string } | null;
      meeting_point: string | null;
      meeting_position: { lat: number; lng: number } | null;
    };
  }>(await t.app.inject({ method: 'GET', url: `/api/services/${slug}` })).content;
interface Detail {
  value_cents: number;
  value_discount_cents: number;
  extraPrices: { maxCapacity: number; value_cents: number }[];
  languages: string[];
  annotations: { free_cancellation: boolean; cancellation_policy: number; notes: string | null };
  category_id: number;
  city_id: number | null;
  category: string;
  city: string | null;
  meeting_point: { en: string; pt: string } | null;
  meeting_position: { lat: number; lng: number } | null;
  name: { en: string };
}
const detailOf = async (id: number) =>
  json<{ content: Detail }>(
    await t.app.inject({ method: 'GET', url: `/api/dashboard/services/${id}`, headers: bearer(owner) }),
  ).content;
const errorsOf = async (id: number, body: object, lang = 'en') => {
  const res = await post(`/api/dashboard/services/${id}`, body, owner, lang);
  expect(res.statusCode).toBe(422);
  return json<{ errors: Record<string, string[]> }>(res).errors;
};
const categoryId = async (slug: string) =>
  (await first<{ id: number }>(sql`select id from categories where slug = ${slug}`)).id;
const cityId = async (slug: string) =>
  (await first<{ id: number }>(sql`select id from cities where slug = ${slug}`)).id;

describe('price and discount of a live service', () => {
  it('changes at once on the storefront, and the write says the catalogue changed', async () => {
    const id = await experience(t.database.db, mine, { valueCents: 2000 });
    const slug = await slugOf(id);
    expect((await publicService(slug)).value_cents).toBe(2000);
    const before = (await t.app.inject({ method: 'GET', url: '/api/services' })).headers['x-catalogue-version'];
    const res = await post(`/api/dashboard/services/${id}`, { value_cents: 3500, value_discount_cents: 3000 });
    expect(res.statusCode).toBe(200);
    const [process, generation] = String(before).split('.');
    const [sameProcess, next] = String(res.headers['x-catalogue-version']).split('.');
    expect(sameProcess).toBe(process);
    expect(Number(next)).toBeGreaterThan(Number(generation));
    expect(await publicService(slug)).toMatchObject({ value_cents: 3500, value_discount_cents: 3000 });
    // The discount's "was" price is the service's price: a lower price with the discount kept above it is refused.
    expect(await errorsOf(id, { value_cents: 2900 })).toEqual({
      value_discount_cents: ['The discounted price must be lower than the price.'],
    });
    expect(await errorsOf(id, { value_cents: 0, value_discount_cents: 0 }, 'pt')).toEqual({
      value_cents: ['Preencha este campo.'],
    });
    expect(await errorsOf(id, { value_cents: 10_000_001 })).toEqual({
      value_cents: ['Enter an amount from 0 to 100000 euros, with at most two decimals.'],
    });
    expect(await detailOf(id)).toMatchObject({ value_cents: 3500, value_discount_cents: 3000 });
  });
});

describe('price tiers', () => {
  it('are replaced when sent, kept when not, and refused when they make no sense', async () => {
    const id = await experience(t.database.db, mine);
    expect(
      (await post(`/api/dashboard/services/${id}`, { extraPrices: [{ maxCapacity: 20, value_cents: 1500 }] }))
        .statusCode,
    ).toBe(200);
    await post(`/api/dashboard/services/${id}`, { name_en: 'Renamed' });
    expect((await detailOf(id)).extraPrices).toEqual([{ maxCapacity: 20, value_cents: 1500 }]);
    expect(await errorsOf(id, { extraPrices: [{ maxCapacity: 2000, value_cents: 100 }] })).toEqual({
      'extraPrices.0.maxCapacity': ['Give each price tier a group size and a price.'],
    });
    expect((await detailOf(id)).extraPrices).toEqual([{ maxCapacity: 20, value_cents: 1500 }]);
  });

  it('never let a larger group pay more per person than a smaller one', async () => {
    // €20 a person for up to 10 people; 11 to 20 people at €15 each.
    const id = await experience(t.database.db, mine);
    await post(`/api/dashboard/services/${id}`, { extraPrices: [{ maxCapacity: 20, value_cents: 1500 }] });
    const dearer = {
      'extraPrices.0.maxCapacity': [
        'Groups of up to 20 people would pay more per person than a smaller group. A larger group pays the same or less per person.',
      ],
    };
    expect(await errorsOf(id, { extraPrices: [{ maxCapacity: 20, value_cents: 2100 }] })).toEqual(dearer);
    // A new base price under the stored tier's is checked against the stored tier too.
    expect(await errorsOf(id, { value_cents: 1400 })).toEqual(dearer);
    expect(await detailOf(id)).toMatchObject({
      value_cents: 2000,
      extraPrices: [{ maxCapacity: 20, value_cents: 1500 }],
    });
  });
});

describe('languages, cancellation policy and notes', () => {
  it('change when sent and are checked like the service form', async () => {
    const id = await experience(t.database.db, mine);
    const res = await post(`/api/dashboard/services/${id}`, {
      languages: ['pt', 'fr'],
      annotations: {
        calendar_price: false,
        free_cancellation: true,
        cancellation_policy: 48,
        notes: 'Bring a hat.',
        selected_language: 'pt',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await detailOf(id)).toMatchObject({
      languages: ['pt', 'fr'],
      annotations: { free_cancellation: true, cancellation_policy: 48, notes: 'Bring a hat.' },
    });
    expect(
      await errorsOf(id, {
        languages: ['xx'],
        annotations: {
          calendar_price: false,
          free_cancellation: true,
          cancellation_policy: 721,
          notes: null,
          selected_language: 'zz',
        },
      }),
    ).toEqual({
      languages: ['Choose one of the options.'],
      'annotations.cancellation_policy': ['Enter a whole number from 0 to 720.'],
      'annotations.selected_language': ['Choose one of the options.'],
    });
    expect(await errorsOf(id, { languages: [] })).toEqual({ languages: ['Fill in this field.'] });
    expect((await detailOf(id)).languages).toEqual(['pt', 'fr']);
  });
});

describe('category, city and meeting point', () => {
  it('move the service on the storefront at once', async () => {
    const id = await experience(t.database.db, mine);
    const slug = await slugOf(id);
    await publicService(slug);
    const category = catalogue.categories.find((c) => c.kind === 'experience')!.slug;
    const city = catalogue.countries.find((c) => c.code === 'pt')!.cities[0]!.slug;
    const res = await post(`/api/dashboard/services/${id}`, {
      category,
      city,
      meeting_point: { en: 'At the kiosk', pt: 'No quiosque' },
    });
    expect(res.statusCode).toBe(200);
    expect(await detailOf(id)).toMatchObject({
      category,
      city,
      category_id: await categoryId(category),
      city_id: await cityId(city),
      meeting_point: { en: 'At the kiosk', pt: 'No quiosque' },
    });
    expect(await publicService(slug)).toMatchObject({ category: { slug: category }, city: { slug: city } });
    expect((await post(`/api/dashboard/services/${id}`, { meeting_point: null })).statusCode).toBe(200);
    expect((await detailOf(id)).meeting_point).toBeNull();
  });

  it('refuses a category or city that does not exist, a category of another kind, and a long meeting point', async () => {
    const id = await experience(t.database.db, mine);
    const wellness = catalogue.categories.find((c) => c.kind === 'wellness')!.slug;
    expect(
      await errorsOf(id, {
        category: 'no-such-category',
        city: 'atlantis',
        meeting_point: { en: 'x'.repeat(201), pt: 'ok' },
      }),
    ).toEqual({
      category: ['Choose one of the options.'],
      city: ['Choose one of the options.'],
      'meeting_point.en': ['Use at most 200 characters.'],
    });
    expect(await errorsOf(id, { category: wellness })).toEqual({ category: ['Choose one of the options.'] });
    expect((await detailOf(id)).category_id).toBe(mine.categoryId);
  });

  it('places the meeting point on the map: the storefront and a copy of the service show it; null removes it', async () => {
    const id = await experience(t.database.db, mine);
    const slug = await slugOf(id);
    const se = { lat: 38.7097, lng: -9.1334 };
    const res = await post(`/api/dashboard/services/${id}`, {
      meeting_point: { en: 'Largo da Sé', pt: 'Largo da Sé' },
      meeting_position: se,
    });
    expect(res.statusCode).toBe(200);
    expect((await detailOf(id)).meeting_position).toEqual(se);
    expect(await publicService(slug)).toMatchObject({ meeting_point: 'Largo da Sé', meeting_position: se });
    const copy = await post(`/api/dashboard/services/${id}/duplicate`, {});
    expect(copy.statusCode).toBe(200);
    const copyId = json<{ content: { id: number } }>(copy).content.id;
    expect((await detailOf(copyId)).meeting_position).toEqual(se);
    expect((await post(`/api/dashboard/services/${id}`, { meeting_position: null })).statusCode).toBe(200);
    expect((await detailOf(id)).meeting_position).toBeNull();
    expect((await publicService(slug)).meeting_position).toBeNull();
  });

  it('refuses a map position off the globe or half given, and keeps the one it had', async () => {
    const id = await experience(t.database.db, mine);
    const se = { lat: 38.7097, lng: -9.1334 };
    expect((await post(`/api/dashboard/services/${id}`, { meeting_position: se })).statusCode).toBe(200);
    for (const bad of [{ lat: 91, lng: 0 }, { lat: 38.7, lng: -181 }, { lat: 38.7 }, { lat: '38.7', lng: 'x' }]) {
      const errors = await errorsOf(id, { meeting_position: bad });
      expect(Object.keys(errors).every((k) => k.startsWith('meeting_position'))).toBe(true);
    }
    expect((await detailOf(id)).meeting_position).toEqual(se);
  });

  it('is all or nothing: one bad field leaves every other field as it was', async () => {
    const id = await experience(t.database.db, mine, { valueCents: 2000 });
    await errorsOf(id, { value_cents: 5000, name_en: 'Changed', city: 'atlantis' });
    expect(await detailOf(id)).toMatchObject({ value_cents: 2000, name: { en: expect.stringMatching(/^Tour /) } });
  });

  it('another partner’s service is not found, and stays as it was', async () => {
    const id = await experience(t.database.db, mine, { valueCents: 2000 });
    expect((await post(`/api/dashboard/services/${id}`, { value_cents: 1 }, rival)).statusCode).toBe(404);
    expect((await detailOf(id)).value_cents).toBe(2000);
  });
});

describe('who confirms the bookings (docs/adr/049)', () => {
  // The listing's newest cards: the service just made is among them.
  const card = async (slug: string) =>
    json<{ content: { data: { slug: string; confirmation?: string }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/services?per_page=48' }),
    ).content.data.find((s) => s.slug === slug);

  it('is the partner by default; switching to instant shows at once on the detail, the list and the storefront', async () => {
    const id = await experience(t.database.db, mine);
    const slug = await slugOf(id);
    expect((await detailOf(id)) as unknown as { confirmation: string }).toMatchObject({ confirmation: 'partner' });
    const res = await post(`/api/dashboard/services/${id}`, { confirmation: 'instant' });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { confirmation: string } }>(res).content.confirmation).toBe('instant');
    const list = json<{ content: { data: { id: number; confirmation?: string }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/dashboard/services?per_page=100', headers: bearer(owner) }),
    ).content.data;
    expect(list.find((s) => s.id === id)?.confirmation).toBe('instant');
    expect(
      json<{ content: { confirmation?: string } }>(await t.app.inject({ method: 'GET', url: `/api/services/${slug}` }))
        .content.confirmation,
    ).toBe('instant');
    expect((await card(slug))?.confirmation).toBe('instant');
  });

  it('refuses a value that is neither, as a field error, and changes nothing', async () => {
    const id = await experience(t.database.db, mine);
    const errors = await errorsOf(id, { confirmation: 'soon', name_en: 'Changed' });
    expect(Object.keys(errors)).toEqual(['confirmation']);
    expect(((await detailOf(id)) as unknown as { confirmation: string }).confirmation).toBe('partner');
  });

  it('is not a setting of a restaurant or an event, whose tables and tickets have their own rule, in en and pt', async () => {
    const id = await experience(t.database.db, mine);
    await t.database.db.execute(sql`update services set kind = 'restaurant' where id = ${id}`);
    expect(await errorsOf(id, { confirmation: 'instant' })).toEqual({
      confirmation: [
        'A restaurant confirms tables by its table rules and an event’s tickets are always confirmed at once: set it there.',
      ],
    });
    expect((await errorsOf(id, { confirmation: 'partner' }, 'pt')).confirmation?.[0]).toMatch(
      /^Um restaurante confirma as mesas/,
    );
  });
});
