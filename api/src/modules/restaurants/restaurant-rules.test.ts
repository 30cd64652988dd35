// A restaurant partner edits its table rules and opening hours (docs/adr/044): GET/PUT
// /api/dashboard/services/{id}/restaurant-rules for the company's own restaurant, checked field by field, saved in one
// transaction, and seen at once by the storefront's tables and by the day rows of days already booked.
import { sql } from 'drizzle-orm';
import type { RestaurantBookingRules, RestaurantTables } from '@mp/shared/contracts';
import { bearer, buildTestApp, json, login, type TestApp } from '../../../test/helpers';
import { book, experience, futureDate, putCart, scalar, teamMemberToken } from '../bookings/checkout-fixtures';
import { DAY, restaurantWorld, type RestaurantWorld, type Table } from './table-fixtures';
import { weekdayOf } from './times';

let t: TestApp;
let mine: RestaurantWorld;
let theirs: RestaurantWorld;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  mine = await restaurantWorld(t.database, 'lisboa-rules');
  theirs = await restaurantWorld(t.database, 'porto-rules');
  owner = await login(t.app, mine.cat.supplierEmail);
});
afterAll(async () => t.close());

const url = (id: number) => `/api/dashboard/services/${id}/restaurant-rules`;
const read = (id: number, token = owner) => t.app.inject({ method: 'GET', url: url(id), headers: bearer(token) });
const save = (id: number, body: object, token = owner, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: url(id),
    headers: { ...bearer(token), 'accept-language': language },
    payload: body,
  });
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;
const tablesOf = async (r: Table) =>
  json<{ content: RestaurantTables }>(
    await t.app.inject({ method: 'GET', url: `/api/restaurants/${r.slug}/tables?date=${DAY}` }),
  ).content;

const day = weekdayOf(DAY);
/** Open only on DAY's weekday, 11:00–14:00, in 45-minute slots of 7 covers, confirmed at once. */
const LUNCH_ONLY: RestaurantBookingRules = {
  slot_minutes: 45,
  covers_per_slot: 7,
  confirmation: 'instant',
  opening_hours: [{ weekday: day, opens: '11:00', closes: '14:00' }],
};

describe('the restaurant’s own partner', () => {
  it('reads the rules and opening hours as they stand', async () => {
    const r = await mine.restaurant({ covers: 6 });
    const res = await read(r.id);
    expect(res.statusCode).toBe(200);
    const rules = json<{ content: RestaurantBookingRules }>(res).content;
    expect(rules).toMatchObject({ slot_minutes: 30, covers_per_slot: 6, confirmation: 'partner' });
    const today = rules.opening_hours.filter((h) => h.weekday === day);
    expect(today).toEqual([
      { weekday: day, opens: '12:00', closes: '15:00' },
      { weekday: day, opens: '19:00', closes: '22:00' },
    ]);
    expect(new Set(rules.opening_hours.map((h) => h.weekday)).size).toBe(6);
  });

  it('saves new rules, and the storefront’s tables show the new times, slots and covers right after', async () => {
    const r = await mine.restaurant();
    await tablesOf(r); // a read before the save must not linger
    const res = await save(r.id, LUNCH_ONLY);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: RestaurantBookingRules }>(res).content).toEqual(LUNCH_ONLY);
    expect(json<{ content: RestaurantBookingRules }>(await read(r.id)).content).toEqual(LUNCH_ONLY);

    const tables = await tablesOf(r);
    expect(tables).toMatchObject({ confirmation: 'instant', slot_minutes: 45, open_weekdays: [day] });
    expect(tables.times).toHaveLength(36);
    expect(tables.times[0]).toEqual({ time: '11:00', slot: '11:00', covers_left: 7, full: false });
    expect(tables.times.at(-1)).toEqual({ time: '13:55', slot: '13:15', covers_left: 7, full: false });
    expect(tables.times.some((x) => x.time >= '19:00')).toBe(false);
  });

  it('closes every day when no opening period is left, and a team member with the services permission may save', async () => {
    const r = await mine.restaurant();
    const editor = await teamMemberToken(t.app, t.database, mine.cat, 'rules-editor@example.pt', 'Content editor');
    const res = await save(r.id, { ...LUNCH_ONLY, opening_hours: [] }, editor);
    expect(res.statusCode).toBe(200);
    const tables = await tablesOf(r);
    expect(tables.open_weekdays).toEqual([]);
    expect(tables.times).toEqual([]);
    const desk = await teamMemberToken(t.app, t.database, mine.cat, 'rules-desk@example.pt', 'Bookings manager');
    expect((await save(r.id, LUNCH_ONLY, desk)).statusCode).toBe(403);
  });

  it('gives a day already booked the covers of the whole day under the new rules', async () => {
    const r = await mine.restaurant({ covers: 4, instant: true });
    const { token } = await putCart(t.app, [
      { id: `rules-${r.id}`, service_id: r.id, date: DAY, time: '12:10', quantity: 4 },
    ]);
    expect(
      (await book(t.app, { 'x-cart-token': token ?? '' }, { payment_method: 'card', card_number: '4242424242424242' }))
        .statusCode,
    ).toBe(200);
    const capacity = () =>
      scalar<number>(
        t.database.db,
        sql`select capacity from service_daily_capacity where service_id = ${r.id} and date = ${DAY}::date`,
      );
    // 12 slots of 4 covers (lunch and dinner, 30 minutes each).
    expect(await capacity()).toBe(48);
    expect((await tablesOf(r)).times.find((x) => x.time === '12:10')).toMatchObject({ covers_left: 0, full: true });

    const res = await save(r.id, { ...LUNCH_ONLY, slot_minutes: 30, covers_per_slot: 10 });
    expect(res.statusCode).toBe(200);
    // 6 slots of 10 covers from 11:00 to 14:00; the party of 4 booked at 12:10 stays counted in its slot.
    expect(await capacity()).toBe(60);
    expect((await tablesOf(r)).times.find((x) => x.time === '12:10')).toMatchObject({ slot: '12:00', covers_left: 6 });
    const party = await putCart(t.app, [
      { id: `more-${r.id}`, service_id: r.id, date: DAY, time: '12:15', quantity: 6 },
    ]);
    expect(party.res.statusCode).toBe(200);
  });

  it('keeps its tables when the availability editor saves: only the closed dates are taken from it', async () => {
    const r = await mine.restaurant({ covers: 4 });
    const { token } = await putCart(t.app, [
      { id: `avail-${r.id}`, service_id: r.id, date: DAY, time: '12:10', quantity: 2 },
    ]);
    expect(
      (await book(t.app, { 'x-cart-token': token ?? '' }, { payment_method: 'card', card_number: '4242424242424242' }))
        .statusCode,
    ).toBe(200);
    const closed = futureDate(11);
    // What the editor sends for a service it knows no times or daily places of: none, and one closed date.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/services/${r.id}/availability`,
      headers: bearer(owner),
      payload: { weekly: [], daily_capacity: 0, blocked_dates: [closed], cutoff_hours: 0 },
    });
    expect(res.statusCode).toBe(200);
    // The day already booked still takes parties in its free slots, and the closed date is closed.
    const more = await putCart(t.app, [
      { id: `avail2-${r.id}`, service_id: r.id, date: DAY, time: '19:00', quantity: 4 },
    ]);
    expect(more.res.statusCode).toBe(200);
    expect((await tablesOf(r)).times.find((x) => x.time === '19:00')).toMatchObject({ covers_left: 4 });
    const closedDay = json<{ content: RestaurantTables }>(
      await t.app.inject({ method: 'GET', url: `/api/restaurants/${r.slug}/tables?date=${closed}` }),
    ).content;
    expect(closedDay.times).toEqual([]);
  });
});

describe('a service the partner may not edit this way', () => {
  it('is a 404 when it is another company’s restaurant', async () => {
    const r = await theirs.restaurant();
    expect((await read(r.id)).statusCode).toBe(404);
    expect((await save(r.id, LUNCH_ONLY)).statusCode).toBe(404);
    const tables = await tablesOf(r);
    expect(tables.slot_minutes).toBe(30);
  });

  it('is a 404 when the service takes no tables', async () => {
    const tour = await experience(t.database.db, mine.cat);
    expect((await read(tour)).statusCode).toBe(404);
    const res = await save(tour, LUNCH_ONLY);
    expect(res.statusCode).toBe(404);
    expect(
      await scalar<number>(
        t.database.db,
        sql`select count(*)::int from restaurant_booking_rules where service_id = ${tour}`,
      ),
    ).toBe(0);
  });
});

describe('rules that cannot be saved', () => {
  const hours = (...periods: [number, string, string][]) =>
    periods.map(([weekday, opens, closes]) => ({ weekday, opens, closes }));
  const cases: [string, Partial<RestaurantBookingRules> | Record<string, unknown>, string, string][] = [
    [
      'a slot too short',
      { slot_minutes: 10 },
      'slot_minutes',
      'Choose a slot length of 15 to 240 minutes, in steps of 5.',
    ],
    [
      'a slot too long',
      { slot_minutes: 245 },
      'slot_minutes',
      'Choose a slot length of 15 to 240 minutes, in steps of 5.',
    ],
    [
      'a slot off the 5-minute steps',
      { slot_minutes: 32 },
      'slot_minutes',
      'Choose a slot length of 15 to 240 minutes, in steps of 5.',
    ],
    ['no covers', { covers_per_slot: 0 }, 'covers_per_slot', 'Enter 1 to 1000 covers per slot.'],
    ['too many covers', { covers_per_slot: 1001 }, 'covers_per_slot', 'Enter 1 to 1000 covers per slot.'],
    [
      'covers not a whole number',
      { covers_per_slot: 2.5 },
      'covers_per_slot',
      'The covers per slot field must be a whole number.',
    ],
    ['an unknown confirmation', { confirmation: 'auto' }, 'confirmation', 'The selected confirmation is invalid.'],
    [
      'a weekday past Saturday',
      { opening_hours: hours([7, '12:00', '15:00']) },
      'opening_hours.0.weekday',
      'Choose a day of the week.',
    ],
    [
      'an opening off the grid',
      { opening_hours: hours([1, '12:03', '15:00']) },
      'opening_hours.0.opens',
      'Enter a time on the 5-minute grid (HH:MM), such as 12:30.',
    ],
    [
      'a closing that is no time',
      { opening_hours: hours([1, '12:00', '25:00']) },
      'opening_hours.0.closes',
      'Enter a time on the 5-minute grid (HH:MM), such as 12:30.',
    ],
    [
      'a closing before the opening',
      { opening_hours: hours([1, '15:00', '12:00']) },
      'opening_hours.0.closes',
      'The closing time must be after the opening time.',
    ],
    [
      'a closing at the opening',
      { opening_hours: hours([1, '15:00', '15:00']) },
      'opening_hours.0.closes',
      'The closing time must be after the opening time.',
    ],
    [
      'a fifth period on one day',
      {
        opening_hours: hours(
          [2, '08:00', '09:00'],
          [2, '10:00', '11:00'],
          [2, '12:00', '13:00'],
          [2, '14:00', '15:00'],
          [2, '16:00', '17:00'],
        ),
      },
      'opening_hours.4',
      'A day has at most 4 opening periods.',
    ],
    [
      'overlapping periods of one day',
      { opening_hours: hours([3, '19:00', '23:00'], [3, '12:00', '15:00'], [3, '14:30', '16:00']) },
      'opening_hours.2.opens',
      'This period overlaps another period of the same day.',
    ],
  ];

  it.each(cases)('%s is a 422 on its field, and nothing changes', async (_name, change, field, message) => {
    const r = await mine.restaurant();
    const before = (await read(r.id)).body;
    const res = await save(r.id, { ...LUNCH_ONLY, ...change });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
    expect((await read(r.id)).body).toBe(before);
  });

  it('lets one period end when the next opens, and the same hours on different days', async () => {
    const r = await mine.restaurant();
    const res = await save(r.id, {
      ...LUNCH_ONLY,
      opening_hours: hours([4, '12:00', '15:00'], [4, '15:00', '18:00'], [5, '12:00', '15:00']),
    });
    expect(res.statusCode).toBe(200);
  });

  it('says what is wrong in European Portuguese', async () => {
    const r = await mine.restaurant();
    const res = await save(
      r.id,
      { ...LUNCH_ONLY, slot_minutes: 7, opening_hours: hours([1, '12:00', '15:00'], [1, '13:00', '14:00']) },
      owner,
      'pt',
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      slot_minutes: ['Escolha um intervalo de 15 a 240 minutos, em múltiplos de 5.'],
      'opening_hours.1.opens': ['Este período sobrepõe-se a outro período do mesmo dia.'],
    });
  });
});
