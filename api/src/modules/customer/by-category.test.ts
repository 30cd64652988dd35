// GET api/client-book-items/by-category (spec §7; the panel's page for any other /user-panel/... path): only the
// caller's items, one group per category with the category's name in the request's language, each item with its
// service, date and status; CLIENT only.
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
let tours: Catalogue;
let spa: Catalogue;
let mine: string;
let theirs: string;
beforeAll(async () => {
  t = await buildTestApp();
  tours = await partnerCompany(t.database);
  spa = await partnerCompany(t.database);
  await t.database.db.execute(
    sql`update categories set name_en = 'Wellness', name_pt = 'Bem-estar' where id = ${spa.categoryId}`,
  );
  await createUser(t.database, 'CLIENT', 'grouped@example.pt');
  await createUser(t.database, 'CLIENT', 'not-grouped@example.pt');
  mine = await login(t.app, 'grouped@example.pt');
  theirs = await login(t.app, 'not-grouped@example.pt');
});
afterAll(async () => t.close());

async function paid(token: string, services: number[], days: number) {
  await putCart(
    t.app,
    services.map((s, i) => line(s, futureDate(days + i), 1, `g-${s}-${days}`)),
    bearer(token),
  );
  const res = await book(t.app, bearer(token), { payment_method: 'card', card_number: '4242424242424242' });
  expect(res.statusCode).toBe(200);
}

type Group = {
  category: { slug: string; name: string };
  items: { id: number; booking_date: string; booking_item_status: string; service: { service_name: string } }[];
};
const groups = async (token: string, lang: string) =>
  json<{ content: Group[] }>(
    await t.app.inject({
      method: 'GET',
      url: '/api/client-book-items/by-category',
      headers: { ...bearer(token), 'accept-language': lang },
    }),
  ).content;

describe('GET /api/client-book-items/by-category', () => {
  it('groups only the caller’s items by category, named in the request’s language, with service, date and status', async () => {
    const tour = await experience(t.database.db, tours);
    const massage = await experience(t.database.db, spa);
    await paid(mine, [tour, massage], 10);
    await paid(mine, [tour], 20);
    await paid(theirs, [massage], 12);

    const en = await groups(mine, 'en');
    expect(en.map((g) => g.category.name).sort()).toEqual(['Tours', 'Wellness']);
    const tourGroup = en.find((g) => g.category.name === 'Tours')!;
    expect(tourGroup.items).toHaveLength(2);
    expect(en.find((g) => g.category.name === 'Wellness')!.items).toHaveLength(1);
    for (const item of tourGroup.items) {
      expect(item).toMatchObject({
        booking_item_status: 'pending',
        service: { service_name: expect.stringMatching(/^Tour /) },
      });
      expect(Number.isNaN(Date.parse(item.booking_date))).toBe(false);
    }
    // Newest date first within a group.
    expect(Date.parse(tourGroup.items[0]!.booking_date)).toBeGreaterThan(Date.parse(tourGroup.items[1]!.booking_date));

    const pt = await groups(mine, 'pt');
    expect(pt.map((g) => g.category.name).sort()).toEqual(['Bem-estar', 'Passeios']);
    expect(pt.flatMap((g) => g.items).every((i) => i.service.service_name.startsWith('Passeio '))).toBe(true);

    // The other customer sees only their own item.
    const other = await groups(theirs, 'en');
    expect(other.map((g) => [g.category.name, g.items.length])).toEqual([['Wellness', 1]]);
    const mineIds = new Set(en.flatMap((g) => g.items.map((i) => i.id)));
    expect(other[0]!.items.some((i) => mineIds.has(i.id))).toBe(false);
  });

  it('answers an empty list to a customer without bookings, 401 without a token and 403 to a partner', async () => {
    await createUser(t.database, 'CLIENT', 'nothing-yet@example.pt');
    expect(await groups(await login(t.app, 'nothing-yet@example.pt'), 'en')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/client-book-items/by-category' })).statusCode).toBe(401);
    const partner = await login(t.app, tours.supplierEmail);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/client-book-items/by-category', headers: bearer(partner) }))
        .statusCode,
    ).toBe(403);
  });
});
