// Customer reviews: only the customer of a completed item reviews it, once; it shows on the service page.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
let client: string;
let other: string;
let supplier: string;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  await createUser(t.database, 'CLIENT', 'reviewer@example.pt');
  await createUser(t.database, 'CLIENT', 'not-the-buyer@example.pt');
  client = await login(t.app, 'reviewer@example.pt');
  other = await login(t.app, 'not-the-buyer@example.pt');
  supplier = await login(t.app, cat.supplierEmail);
});
afterAll(async () => t.close());

async function bookedItem(service: number): Promise<number> {
  await putCart(t.app, [line(service, futureDate(6), 1, `r${service}`)], bearer(client));
  const res = await book(t.app, bearer(client), {
    payment_method: 'card',
    card_number: '4242424242424242',
    billingData: undefined,
  });
  const bookingId = json<{ content: { booking_id: number } }>(res).content.booking_id;
  return scalar<number>(t.database.db, sql`select id from booking_items where booking_id = ${bookingId}`);
}
const review = (id: number, token: string, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/client-book-items/${id}/review`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload,
  });
const move = (id: number, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/booking-items/${id}/update`,
    headers: bearer(supplier),
    payload: { status },
  });

describe('reviews of booked services', () => {
  it('lets the customer review a completed item once, and the review shows on the service page', async () => {
    const service = await experience(t.database.db, cat);
    const item = await bookedItem(service);
    const good = { stars: 5, text: 'Wonderful guide, we loved Alfama.', language: 'en' };
    expect((await review(item, client, good)).statusCode).toBe(403);
    await move(item, 'confirmed');
    // An item is completed only once its date has come: the experience has taken place.
    await t.database.db.execute(
      sql`update booking_items set booking_date = now() - interval '1 hour' where id = ${item}`,
    );
    expect((await move(item, 'completed')).statusCode).toBe(200);
    expect((await review(item, other, good)).statusCode).toBe(404);
    expect((await review(item, supplier, good)).statusCode).toBe(403);
    const res = await review(item, client, good);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { stars: number; booking_item_id: number } }>(res).content).toMatchObject({
      stars: 5,
      booking_item_id: item,
    });
    const twice = await review(item, client, good, 'pt');
    expect(twice.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(twice).errors.item).toEqual(['Já avaliou este serviço.']);
    const slug = await scalar<string>(t.database.db, sql`select slug from services where id = ${service}`);
    const page = json<{ content: { reviews: { data: { text: string; stars: number }[] } } }>(
      await t.app.inject({ method: 'GET', url: `/api/services/${slug}?record_view=0` }),
    );
    expect(page.content.reviews.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ text: 'Wonderful guide, we loved Alfama.', stars: 5 })]),
    );
    const listed = json<{ content: { data: { items: { id: number; review: { stars: number } | null }[] }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/client-bookings?status=completed', headers: bearer(client) }),
    )
      .content.data.flatMap((b) => b.items)
      .find((i) => i.id === item);
    expect(listed?.review).toMatchObject({ stars: 5 });
  });

  it('takes one of several reviews of an item sent at once and refuses the others on the item field, never a 5xx', async () => {
    const service = await experience(t.database.db, cat);
    const item = await bookedItem(service);
    await move(item, 'confirmed');
    await t.database.db.execute(
      sql`update booking_items set booking_date = now() - interval '1 hour' where id = ${item}`,
    );
    expect((await move(item, 'completed')).statusCode).toBe(200);
    const good = { stars: 4, text: 'Sent twice by a double tap.', language: 'en' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => review(item, client, good)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    expect(
      await scalar<number>(t.database.db, sql`select count(*)::int from reviews where booking_item_id = ${item}`),
    ).toBe(1);
  });

  it('refuses bad stars and text with a field map in en and pt', async () => {
    const item = await bookedItem(await experience(t.database.db, cat));
    const en = await review(item, client, { stars: 6, text: 'short', language: 'en' });
    expect(en.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(en).errors).toEqual({
      stars: ['Choose from 1 to 5 stars.'],
      text: ['Write between 10 and 2000 characters.'],
    });
    const pt = await review(item, client, { stars: 0, text: 'x', language: 'pt' }, 'pt');
    expect(json<{ errors: Record<string, string[]> }>(pt).errors.stars).toEqual(['Escolha de 1 a 5 estrelas.']);
    expect((await review(item, client, { stars: 4, text: 'Long enough text here', language: 'fr' })).statusCode).toBe(
      422,
    );
  });

  it('refuses a gift card item (completed the moment it is paid), in en and pt', async () => {
    const item = await bookedItem(await experience(t.database.db, cat));
    await t.database.db.execute(
      sql`update booking_items set status = 'completed', unserialized_service = unserialized_service || '{"kind":"gift_card"}'::jsonb where id = ${item}`,
    );
    const good = { stars: 5, text: 'A lovely present for my mother.', language: 'en' };
    const en = await review(item, client, good);
    expect(en.statusCode).toBe(403);
    expect(json<{ message: string }>(en).message).toBe(
      'A gift card is not reviewed: review the service you use it for.',
    );
    expect(json<{ message: string }>(await review(item, client, good, 'pt')).message).toBe(
      'Um cartão-oferta não é avaliado: avalie o serviço em que o usar.',
    );
  });
});

describe('the verified mark', () => {
  it('marks only a review left from a booking as verified; imported and staff-written ones are not', async () => {
    const service = await experience(t.database.db, cat);
    const item = await bookedItem(service);
    await move(item, 'confirmed');
    await t.database.db.execute(
      sql`update booking_items set booking_date = now() - interval '1 hour' where id = ${item}`,
    );
    await move(item, 'completed');
    expect((await review(item, client, { stars: 5, text: 'Booked and loved it.', language: 'en' })).statusCode).toBe(
      200,
    );
    await t.database.db.execute(
      sql`insert into reviews (service_id, author_first_name, author_last_name, stars, language, text, source, import_key)
          values (${service}, 'Imported', 'Row', 5, 'en', 'Imported from the old site.', 'import', ${`import:verified-${service}`}),
                 (${service}, 'Staff', 'Written', 5, 'en', 'Written in the back office.', 'admin', null),
                 (${service}, 'Seeded', 'Demo', 5, 'en', 'Seeded for the demo.', 'seed', ${`seed:verified-${service}`})`,
    );
    const slug = await scalar<string>(t.database.db, sql`select slug from services where id = ${service}`);
    const page = json<{ content: { reviews: { data: { text: string; verified: boolean }[] } } }>(
      await t.app.inject({ method: 'GET', url: `/api/services/${slug}?record_view=0` }),
    );
    const marks = Object.fromEntries(page.content.reviews.data.map((r) => [r.text, r.verified]));
    expect(marks).toEqual({
      'Booked and loved it.': true,
      'Imported from the old site.': false,
      'Written in the back office.': false,
      'Seeded for the demo.': false,
    });
    const latest = json<{ content: { data: { text: string; verified: boolean }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/latest-comments?per_page=50&min_stars=5' }),
    ).content.data.filter((r) => r.text in marks);
    expect(Object.fromEntries(latest.map((r) => [r.text, r.verified]))).toEqual(marks);
  });
});
