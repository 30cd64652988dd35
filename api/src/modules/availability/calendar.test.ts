// The partner's availability calendar: places sold and left per day and start time, closing and reopening one start
// time or one day (the storefront, the cart and the checkout follow at once), and the same change over several services.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  teamMemberToken,
  type Catalogue,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
let other: Catalogue;
let owner: string;
let client: string;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  other = await partnerCompany(t.database);
  owner = await login(t.app, cat.supplierEmail);
  await createUser(t.database, 'CLIENT', 'calendar-buyer@example.pt');
  client = await login(t.app, 'calendar-buyer@example.pt');
});
afterAll(async () => t.close());

interface Slot {
  time: string;
  sold: number;
  closed: boolean;
  closed_reason: string | null;
}
interface CalendarDay {
  date: string;
  capacity: number;
  sold: number;
  held: number;
  left: number;
  closed: boolean;
  closed_reason: string | null;
  slots: Slot[];
}
type Errors = { errors: Record<string, string[]> };

const slugOf = async (id: number) =>
  (
    (await t.database.db.execute(sql`select slug from services where id = ${id}`)) as unknown as {
      rows: { slug: string }[];
    }
  ).rows[0]!.slug;
/** A service open every day at 10:00 and 15:00 with `capacity` places a day. */
async function twoTimes(capacity = 10, c: Catalogue = cat, token = owner) {
  const id = await experience(t.database.db, c, { dailyCapacity: capacity });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/services/${id}/availability`,
    headers: bearer(token),
    payload: {
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, times: ['10:00', '15:00'] })),
      daily_capacity: capacity,
      blocked_dates: [],
      cutoff_hours: 0,
    },
  });
  expect(res.statusCode).toBe(200);
  return id;
}
const calendar = (query: string, token = owner, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/dashboard/availability?${query}`,
    headers: { ...bearer(token), 'accept-language': lang },
  });
const dayOf = async (id: number, date: string) => {
  const res = await calendar(`from=${date}&to=${date}&service_id=${id}`);
  expect(res.statusCode).toBe(200);
  return json<{ content: { services: { service_id: number; days: CalendarDay[] }[] } }>(res).content.services[0]!
    .days[0]!;
};
const closure = (id: number, payload: object, token = owner, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/dashboard/services/${id}/closures`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload,
  });
const bulk = (payload: object, token = owner) =>
  t.app.inject({ method: 'PUT', url: '/api/dashboard/availability/bulk', headers: bearer(token), payload });
const storefrontTimes = async (id: number, date: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/services/${await slugOf(id)}/availability?from=${date}&to=${date}`,
  });
  const day = json<{ content: { days: { state: string; times: { time: string }[] }[] } }>(res).content.days[0]!;
  return { state: day.state, times: day.times.map((x) => x.time) };
};
async function bookAt(id: number, date: string, time: string, quantity: number) {
  const { res, token } = await putCart(t.app, [{ ...line(id, date, quantity), time }]);
  expect(res.statusCode).toBe(200);
  const booked = await book(
    t.app,
    { 'x-cart-token': token ?? '' },
    { payment_method: 'card', card_number: '4242 4242 4242 4242', expected_total_cents: 2000 * quantity },
  );
  expect(booked.statusCode).toBe(200);
}

describe('the partner’s availability calendar', () => {
  it('shows per start time the places sold, and for the day the places held in carts and left', async () => {
    const id = await twoTimes(10);
    const date = futureDate(9);
    await bookAt(id, date, '10:00', 6);
    // Another traveller's cart holds one place at checkout (docs/adr/022).
    await putCart(t.app, [{ ...line(id, date, 1), time: '15:00' }], bearer(client));
    const day = await dayOf(id, date);
    expect(day).toMatchObject({ date, capacity: 10, sold: 6, closed: false, closed_reason: null });
    expect(day.held + day.left).toBe(4);
    expect(day.slots).toEqual([
      { time: '10:00', sold: 6, closed: false, closed_reason: null },
      { time: '15:00', sold: 0, closed: false, closed_reason: null },
    ]);
  });

  it('a closed start time stops the storefront, the cart and the checkout selling it; reopening sells it again', async () => {
    const id = await twoTimes(10);
    const date = futureDate(11);
    await bookAt(id, date, '15:00', 2);
    // A cart that already holds the 15:00 start cannot book it once it is closed.
    const { token } = await putCart(t.app, [{ ...line(id, date, 1, 'held'), time: '15:00' }]);

    const closed = await closure(id, { date, start_time: '15:00', closed: true });
    expect(closed.statusCode).toBe(200);
    const answer = json<{ content: { booked_places: number; day: CalendarDay } }>(closed).content;
    // The two places already booked stand, and the answer says so.
    expect(answer.booked_places).toBe(2);
    expect(answer.day.slots.find((s) => s.time === '15:00')).toEqual({
      time: '15:00',
      sold: 2,
      closed: true,
      closed_reason: 'blocked_slot',
    });
    expect(await storefrontTimes(id, date)).toEqual({ state: 'available', times: ['10:00'] });
    const refused = await putCart(t.app, [{ ...line(id, date, 1), time: '15:00' }], bearer(client));
    expect(refused.res.statusCode).toBe(422);
    expect(json<Errors>(refused.res).errors['items.0']).toEqual([
      'This start time is closed on this date. Choose another time.',
    ]);
    const checkout = await book(
      t.app,
      { 'x-cart-token': token ?? '' },
      { payment_method: 'card', card_number: '4242 4242 4242 4242', expected_total_cents: 2000 },
    );
    expect(checkout.statusCode).toBe(422);
    expect((await dayOf(id, date)).sold).toBe(2);

    const reopened = await closure(id, { date, start_time: '15:00', closed: false });
    expect(reopened.statusCode).toBe(200);
    expect(await storefrontTimes(id, date)).toEqual({ state: 'available', times: ['10:00', '15:00'] });
    expect((await putCart(t.app, [{ ...line(id, date, 1), time: '15:00' }], bearer(client))).res.statusCode).toBe(200);
  });

  it('a day closed from the calendar is a closed date: the storefront closes it and the rules list it', async () => {
    const id = await twoTimes(10);
    const date = futureDate(13);
    const res = await closure(id, { date, start_time: null, closed: true });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { booked_places: number; day: CalendarDay } }>(res).content).toMatchObject({
      booked_places: 0,
      day: { closed: true, closed_reason: 'closed_date' },
    });
    expect((await storefrontTimes(id, date)).state).toBe('closed');
    const rules = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/services/${id}/availability`,
      headers: bearer(owner),
    });
    expect(json<{ content: { blocked_dates: string[] } }>(rules).content.blocked_dates).toEqual([date]);
    await closure(id, { date, start_time: null, closed: false });
    expect((await storefrontTimes(id, date)).times).toEqual(['10:00', '15:00']);
  });

  it('closing every start time of a day closes the day on the storefront', async () => {
    const id = await twoTimes(10);
    const date = futureDate(14);
    await closure(id, { date, start_time: '10:00', closed: true });
    await closure(id, { date, start_time: '15:00', closed: true });
    expect((await storefrontTimes(id, date)).state).toBe('closed');
    expect(await dayOf(id, date)).toMatchObject({ closed: true, closed_reason: 'blocked_slot' });
  });

  it('closes the same date over two services at once, previews it first, and refuses a service of another company whole', async () => {
    const a = await twoTimes(10);
    const b = await twoTimes(10);
    const date = futureDate(15);
    await bookAt(a, date, '10:00', 3);

    const preview = await bulk({ service_ids: [a, b], from: date, to: date, closed: true, preview: true });
    expect(preview.statusCode).toBe(200);
    const previewed = json<{
      content: { preview: boolean; services: { service_id: number; changes: number; booked_places: number }[] };
    }>(preview).content;
    expect(previewed.preview).toBe(true);
    expect(
      previewed.services.map(({ service_id, changes, booked_places }) => ({ service_id, changes, booked_places })),
    ).toEqual([
      { service_id: a, changes: 1, booked_places: 3 },
      { service_id: b, changes: 1, booked_places: 0 },
    ]);
    // A preview changes nothing.
    expect((await storefrontTimes(a, date)).state).not.toBe('closed');

    const foreign = await twoTimes(10, other, await login(t.app, other.supplierEmail));
    const refused = await bulk({ service_ids: [a, b, foreign], from: date, to: date, closed: true });
    expect(refused.statusCode).toBe(404);
    expect((await storefrontTimes(a, date)).state).not.toBe('closed');
    expect((await storefrontTimes(b, date)).state).not.toBe('closed');

    const done = await bulk({ service_ids: [a, b], from: date, to: date, closed: true });
    expect(done.statusCode).toBe(200);
    expect((await storefrontTimes(a, date)).state).toBe('closed');
    expect((await storefrontTimes(b, date)).state).toBe('closed');
    const reopened = await bulk({ service_ids: [a, b], from: date, to: date, closed: false });
    expect(
      json<{ content: { services: { changes: number }[] } }>(reopened).content.services.map((s) => s.changes),
    ).toEqual([1, 1]);
    expect((await storefrontTimes(b, date)).times).toEqual(['10:00', '15:00']);
  });

  it('sets the same places per day on several services, previews it, keeps what a day already sold, refuses a foreign service whole', async () => {
    const a = await twoTimes(10);
    const b = await twoTimes(6);
    const date = futureDate(16);
    await bookAt(a, date, '10:00', 5);
    const capacity = (payload: object, token = owner) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/dashboard/availability/bulk-capacity',
        headers: bearer(token),
        payload,
      });
    type Answer = {
      content: {
        preview: boolean;
        services: { service_id: number; before: number; after: number; days_over: number }[];
      };
    };

    const preview = await capacity({ service_ids: [b, a], daily_capacity: 4, preview: true });
    expect(preview.statusCode).toBe(200);
    expect(json<Answer>(preview).content).toEqual({
      preview: true,
      services: [
        expect.objectContaining({ service_id: a, before: 10, after: 4, days_over: 1 }),
        expect.objectContaining({ service_id: b, before: 6, after: 4, days_over: 0 }),
      ],
    });
    expect((await dayOf(a, date)).capacity).toBe(10);

    const foreign = await twoTimes(10, other, await login(t.app, other.supplierEmail));
    expect((await capacity({ service_ids: [a, foreign], daily_capacity: 4 })).statusCode).toBe(404);
    expect((await dayOf(a, date)).capacity).toBe(10);

    const done = await capacity({ service_ids: [a, b], daily_capacity: 4 });
    expect(done.statusCode).toBe(200);
    expect(json<Answer>(done).content.preview).toBe(false);
    // The day that sold 5 keeps its 5 sold places and sells no more; another day has 4; the rules editor says 4.
    expect(await dayOf(a, date)).toMatchObject({ capacity: 5, sold: 5, left: 0 });
    expect(await dayOf(a, futureDate(17))).toMatchObject({ capacity: 4, left: 4 });
    expect(await dayOf(b, date)).toMatchObject({ capacity: 4 });
    const rules = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/services/${b}/availability`,
      headers: bearer(owner),
    });
    expect(json<{ content: { daily_capacity: number } }>(rules).content.daily_capacity).toBe(4);

    expect((await capacity({ service_ids: [a], daily_capacity: -1 })).statusCode).toBe(422);
    expect((await capacity({ service_ids: [], daily_capacity: 3 })).statusCode).toBe(422);
  });

  it('closes one start time over a range of dates for several services', async () => {
    const a = await twoTimes(10);
    const b = await twoTimes(10);
    const from = futureDate(20);
    const to = futureDate(22);
    const res = await bulk({ service_ids: [a, b], from, to, start_time: '10:00', closed: true });
    expect(json<{ content: { services: { changes: number }[] } }>(res).content.services.map((s) => s.changes)).toEqual([
      3, 3,
    ]);
    for (const id of [a, b]) expect((await storefrontTimes(id, futureDate(21))).times).toEqual(['15:00']);
  });

  it('answers 422 with a field map for bad dates, ranges, past dates and times the service does not start at', async () => {
    const id = await twoTimes(10);
    const bad = await calendar(`from=2026-02-30&to=${futureDate(1)}`);
    expect(bad.statusCode).toBe(422);
    expect(json<Errors>(bad).errors.from).toEqual(['Enter a valid date (YYYY-MM-DD).']);
    const long = await calendar(`from=${futureDate(1)}&to=${futureDate(70)}`, owner, 'pt');
    expect(json<Errors>(long).errors.to).toEqual(['Peça no máximo 62 dias de cada vez.']);
    expect((await calendar(`from=${futureDate(5)}&to=${futureDate(1)}`)).statusCode).toBe(422);
    expect((await calendar('from=nope&to=2026-01-01')).statusCode).toBe(422);
    const past = await closure(id, { date: futureDate(-2), start_time: null, closed: true });
    expect(json<Errors>(past).errors.date).toEqual(['Choose today or a later date.']);
    const notOffered = await closure(id, { date: futureDate(3), start_time: '11:00', closed: true });
    expect(json<Errors>(notOffered).errors.start_time).toEqual([
      'This service does not start at this time on this date.',
    ]);
    expect((await closure(id, { date: futureDate(3), start_time: '25:00', closed: true })).statusCode).toBe(422);
    expect((await bulk({ service_ids: [], from: futureDate(1), to: futureDate(1), closed: true })).statusCode).toBe(
      422,
    );
    expect((await bulk({ service_ids: [id], from: futureDate(1), to: futureDate(90), closed: true })).statusCode).toBe(
      422,
    );
  });

  it('is the services permission’s: another company sees 404, a bookings manager 403, a content editor may', async () => {
    const id = await twoTimes(10);
    const rival = await login(t.app, other.supplierEmail);
    expect((await calendar(`from=${futureDate(1)}&to=${futureDate(2)}&service_id=${id}`, rival)).statusCode).toBe(404);
    expect((await closure(id, { date: futureDate(4), start_time: null, closed: true }, rival)).statusCode).toBe(404);
    const bookings = await teamMemberToken(t.app, t.database, cat, 'calendar-bookings@example.pt', 'Bookings manager');
    expect((await calendar(`from=${futureDate(1)}&to=${futureDate(2)}`, bookings)).statusCode).toBe(403);
    const editor = await teamMemberToken(t.app, t.database, cat, 'calendar-editor@example.pt', 'Content editor');
    expect((await closure(id, { date: futureDate(4), start_time: '10:00', closed: true }, editor)).statusCode).toBe(
      200,
    );
    // The rival's calendar lists only its own services.
    const theirs = json<{ content: { services: { service_id: number }[] } }>(
      await calendar(`from=${futureDate(1)}&to=${futureDate(2)}`, rival),
    ).content.services;
    expect(theirs.some((s) => s.service_id === id)).toBe(false);
  });
});
