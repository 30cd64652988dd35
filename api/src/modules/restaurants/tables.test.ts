// Restaurant tables through the booking pipeline (docs/adr/044): times on the 5-minute grid of the opening hours, covers
// per slot taken under the day's capacity lock (the last covers go to one party only), a deposit per person or a free
// booking, and a request the restaurant answers or a table confirmed on payment.
import { sql } from 'drizzle-orm';
import type { RestaurantTables } from '@mp/shared/contracts';
import { bearer, buildTestApp, json, login, type TestApp } from '../../../test/helpers';
import { book, putCart, scalar, type Catalogue } from '../bookings/checkout-fixtures';
import { CLOSED, DAY, restaurantWorld, type RestaurantWorld, type Table } from './table-fixtures';
import { tableTimes, weekdayOf } from './times';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let cat: Catalogue;
let supplier: string;
let restaurant: RestaurantWorld['restaurant'];
beforeAll(async () => {
  t = await buildTestApp();
  const world = await restaurantWorld(t.database, 'lisboa-tables');
  cat = world.cat;
  restaurant = world.restaurant;
  supplier = await login(t.app, cat.supplierEmail);
});
afterAll(async () => t.close());

const db = () => t.database.db;

const table = (r: Table, time: string, party: number, date = DAY, request?: string) => ({
  id: `table-${r.id}-${date}-${time}-${party}`,
  service_id: r.id,
  date,
  time,
  quantity: party,
  ...(request ? { notes: { request } } : {}),
});

const CARD = { payment_method: 'card', card_number: '4242424242424242' };
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;
const tablesOf = async (r: Table, date: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/restaurants/${r.slug}/tables?date=${date}` });
  return { res, content: json<{ content: RestaurantTables }>(res).content };
};

describe('a restaurant’s times', () => {
  it('are the 5-minute grid of each opening, before its close, in slots counted from the opening', () => {
    const hours = [
      { weekday: weekdayOf(DAY), opens: '12:00', closes: '13:00' },
      { weekday: weekdayOf(DAY), opens: '19:10', closes: '19:40' },
    ];
    const times = tableTimes({ slot_minutes: 20, hours }, DAY);
    expect(times.map((x) => `${x.time}@${x.slot}`)).toEqual([
      ...['12:00', '12:05', '12:10', '12:15'].map((x) => `${x}@12:00`),
      ...['12:20', '12:25', '12:30', '12:35'].map((x) => `${x}@12:20`),
      ...['12:40', '12:45', '12:50', '12:55'].map((x) => `${x}@12:40`),
      ...['19:10', '19:15', '19:20', '19:25'].map((x) => `${x}@19:10`),
      ...['19:30', '19:35'].map((x) => `${x}@19:30`),
    ]);
    expect(tableTimes({ slot_minutes: 20, hours }, CLOSED)).toEqual([]);
  });
});

describe('a restaurant on sale', () => {
  it('lists a day’s times with the covers left per slot, nothing on a closed day, and refuses a bad date', async () => {
    const r = await restaurant({ covers: 6, depositCents: 1500 });
    const { res, content } = await tablesOf(r, DAY);
    expect(res.statusCode).toBe(200);
    expect(content).toMatchObject({
      deposit_cents: 1500,
      confirmation: 'partner',
      max_party: 8,
      slot_minutes: 30,
      address: `Rua da Rosa ${r.n}, Lisboa`,
    });
    expect(content.open_weekdays).not.toContain(weekdayOf(CLOSED));
    expect(content.times).toHaveLength(36 + 36);
    expect(content.times[0]).toEqual({ time: '12:00', slot: '12:00', covers_left: 6, full: false });
    expect(content.times.at(-1)).toEqual({ time: '21:55', slot: '21:30', covers_left: 6, full: false });
    expect((await tablesOf(r, CLOSED)).content.times).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: `/api/restaurants/${r.slug}/tables?date=2030-02-30` });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad).date).toEqual(['This is not a valid date (YYYY-MM-DD).']);
    // Without a date: the first day with a bookable time (today's may all be too close to ask the restaurant).
    const first = json<{ content: RestaurantTables }>(
      await t.app.inject({ method: 'GET', url: `/api/restaurants/${r.slug}/tables` }),
    ).content;
    expect(first.times.length).toBeGreaterThan(0);
    expect(first.date <= DAY).toBe(true);
    const none = await t.app.inject({ method: 'GET', url: `/api/restaurants/no-such-place/tables?date=${DAY}` });
    expect(none.statusCode).toBe(404);
  });

  it('refuses a time off the grid, outside the opening hours or on a closed day, a party too large and a long note', async () => {
    const r = await restaurant();
    const cases: [unknown, string][] = [
      [table(r, '20:02', 2), 'The restaurant does not take tables at this time. Choose a time of its opening hours.'],
      [table(r, '16:00', 2), 'The restaurant does not take tables at this time. Choose a time of its opening hours.'],
      [table(r, '22:00', 2), 'The restaurant does not take tables at this time. Choose a time of its opening hours.'],
      [
        table(r, '20:00', 2, CLOSED),
        'The restaurant does not take tables at this time. Choose a time of its opening hours.',
      ],
      [table(r, '20:00', 9), 'The restaurant takes parties of up to 8 people here.'],
      [table(r, '20:00', 2, DAY, 'x'.repeat(501)), 'Keep the note to the restaurant within 500 characters.'],
    ];
    for (const [item, message] of cases) {
      const { res } = await putCart(t.app, [item]);
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res)['items.0']).toEqual([message]);
    }
  });

  it('prices a deposit per person, and a free booking at €0', async () => {
    const deposit = await restaurant({ depositCents: 1500 });
    const free = await restaurant({ instant: true });
    const { res } = await putCart(t.app, [table(deposit, '20:15', 4), table(free, '13:05', 3)]);
    expect(res.statusCode).toBe(200);
    const cart = json<{ content: { items: { kind: string; total_cents: number }[]; total_price: number } }>(
      res,
    ).content;
    expect(cart.items.map((i) => [i.kind, i.total_cents])).toEqual([
      ['restaurant', 6000],
      ['restaurant', 0],
    ]);
    expect(cart.total_price).toBe(6000);
  });

  it('takes a party’s covers in its slot: the other times of the slot show what is left, the next slot all', async () => {
    const r = await restaurant({ covers: 6, instant: true });
    const { token } = await putCart(t.app, [table(r, '20:10', 4)]);
    expect((await book(t.app, { 'x-cart-token': token ?? '' }, CARD)).statusCode).toBe(200);
    const times = (await tablesOf(r, DAY)).content.times;
    const at = (time: string) => times.find((x) => x.time === time);
    expect(at('20:00')).toMatchObject({ slot: '20:00', covers_left: 2, full: false });
    expect(at('20:25')).toMatchObject({ slot: '20:00', covers_left: 2 });
    expect(at('20:30')).toMatchObject({ slot: '20:30', covers_left: 6 });
    const tooMany = await putCart(t.app, [table(r, '20:25', 3)]);
    expect(errorsOf(tooMany.res)['items.0']).toEqual([
      'Only 2 seats are left at this time. Choose a smaller party or another time.',
    ]);
    expect((await putCart(t.app, [table(r, '20:30', 6)])).res.statusCode).toBe(200);
  });

  it('gives a slot’s last covers to one of two parties; the other is told the time is full', async () => {
    const r = await restaurant({ covers: 4, instant: true });
    const first = await putCart(t.app, [table(r, '19:30', 3)]);
    const second = await putCart(t.app, [table(r, '19:45', 2)]);
    const parties = [
      { token: first.token ?? '', email: 'first@example.pt' },
      { token: second.token ?? '', email: 'second@example.pt' },
    ];
    const pay = (p: (typeof parties)[number]) =>
      book(
        t.app,
        { 'x-cart-token': p.token },
        { ...CARD, billingData: { first_name: 'B', last_name: 'B', email: p.email } },
      );
    // On the server the two checkouts run at once; PGlite runs one statement at a time, so there they follow each other.
    const answers = onServer ? await Promise.all(parties.map(pay)) : [await pay(parties[0]!), await pay(parties[1]!)];
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.statusCode === 422)!;
    const left = answers[0]!.statusCode === 200 ? 1 : 2;
    expect(errorsOf(refused)).toEqual({
      'items.0': [
        `Only ${left} seat${left === 1 ? ' is' : 's are'} left at this time. Choose a smaller party or another time.`,
      ],
    });
    expect(
      await scalar<number>(
        db(),
        sql`select coalesce(sum(quantity), 0)::int from booking_items where service_id = ${r.id} and status = 'confirmed'`,
      ),
    ).toBeLessThanOrEqual(4);
    const full = await putCart(t.app, [table(r, '19:40', 3)]);
    expect(errorsOf(full.res)['items.0']?.[0]).toMatch(/^Only|This time is fully booked/);
  });

  it('counts another cart’s checkout hold in the slot until it ends', async () => {
    const r = await restaurant({ covers: 4, instant: true });
    const holder = await putCart(t.app, [table(r, '13:00', 4)]);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/cart/hold',
      headers: { 'x-cart-token': holder.token ?? '' },
    });
    expect(hold.statusCode).toBe(200);
    const times = (await tablesOf(r, DAY)).content.times;
    expect(times.find((x) => x.time === '13:10')).toMatchObject({ covers_left: 0, full: true });
    const other = await putCart(t.app, [table(r, '13:20', 1)]);
    expect(errorsOf(other.res)['items.0']).toEqual(['This time is fully booked. Choose another time.']);
  });

  it('asks the restaurant to confirm a paid request, with the party’s note, and the voucher shows table and address', async () => {
    const r = await restaurant({ depositCents: 2000 });
    const { token } = await putCart(t.app, [table(r, '20:30', 2, DAY, 'One guest is allergic to nuts')]);
    const paid = await book(t.app, { 'x-cart-token': token ?? '' }, CARD);
    expect(paid.statusCode).toBe(200);
    const created = json<{ content: { reference: string; voucher_token: string } }>(paid).content;
    const item = await scalar<{ id: number; status: string; value_cents: number; request: string }>(
      db(),
      sql`select json_build_object('id', id, 'status', status, 'value_cents', value_cents, 'request', annotations->'notes'->>'request')
          from booking_items where service_id = ${r.id}`,
    );
    expect(item).toMatchObject({ status: 'pending', value_cents: 4000, request: 'One guest is allergic to nuts' });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/booking-items/${item.id}/update`,
      headers: bearer(supplier),
      payload: { status: 'confirmed' },
    });
    expect(accepted.statusCode).toBe(200);
    const voucher = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${created.reference}/voucher`,
      headers: { 'x-voucher-token': created.voucher_token },
    });
    const v = json<{
      content: {
        items: {
          date: string;
          start_time: string;
          quantity: number;
          kind: string;
          meeting_point: string;
          status: string;
        }[];
      };
    }>(voucher).content.items[0];
    expect(v).toMatchObject({
      date: DAY,
      start_time: '20:30',
      quantity: 2,
      // The kind names the place: a restaurant's is its address, not a meeting point.
      kind: 'restaurant',
      meeting_point: `Tasca ${r.n}, Rua da Rosa ${r.n}, Lisboa`,
      status: 'confirmed',
    });
  });

  it('books nothing as free when something is due: without the page’s total of 0, or when the cart now costs something', async () => {
    const r = await restaurant({ depositCents: 2500 });
    const { token } = await putCart(t.app, [table(r, '13:00', 2)]);
    const headers = { 'x-cart-token': token ?? '' };
    const unsaid = await book(t.app, headers, { payment_method: 'free' });
    expect(unsaid.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(unsaid).errors).toEqual({
      payment_method: ['This booking has something to pay: choose how to pay.'],
    });
    const forged = await book(t.app, headers, { payment_method: 'free', expected_total_cents: 0 });
    expect(forged.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(forged).errors.expected_total_cents?.[0]).toMatch(/€50\.00/);
    expect(await scalar<number>(db(), sql`select count(*)::int from booking_items where service_id = ${r.id}`)).toBe(0);
  });

  it('confirms a free table at once, paid by nothing, with no answer asked of the restaurant', async () => {
    const r = await restaurant({ instant: true });
    const { token } = await putCart(t.app, [table(r, '12:30', 5)]);
    // Nothing due: no method's details, only the total the page showed (0), and the booking says it was free.
    const paid = await book(
      t.app,
      { 'x-cart-token': token ?? '' },
      { payment_method: 'free', expected_total_cents: 0 },
    );
    expect(paid.statusCode).toBe(200);
    expect(json<{ content: { booking_status: string; payment: { method: string } } }>(paid).content).toMatchObject({
      booking_status: 'paid',
      payment: { method: 'free' },
    });
    expect(
      await scalar<string>(
        db(),
        sql`select b.payment_method || ':' || p.provider || ':' || p.amount_cents from bookings b join payments p on p.booking_id = b.id
            where b.id = (select booking_id from booking_items where service_id = ${r.id})`,
      ),
    ).toBe('free:free:0');
    expect(
      await scalar<string>(db(), sql`select string_agg(status, ',') from booking_items where service_id = ${r.id}`),
    ).toBe('confirmed');
    expect(
      await scalar<number>(
        db(),
        sql`select count(*)::int from booking_item_answer_links l join booking_items bi on bi.id = l.booking_item_id where bi.service_id = ${r.id}`,
      ),
    ).toBe(0);
    expect(
      await scalar<number>(
        db(),
        sql`select count(*)::int from payments p join booking_items bi on bi.booking_id = p.booking_id where bi.service_id = ${r.id} and p.amount_cents > 0`,
      ),
    ).toBe(0);
  });
});
