// The checkout hold (ADR 022). A cart's places are held from the personal-data step for CART_HOLD_MINUTES; a live hold
// counts against everyone else (cart, check, availability, booking) and is consumed by its own booking.
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
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

const db = () => t.database.db;
interface Hold {
  expires_at: string | null;
  now: string;
  minutes: number;
  lines: { id: string; service_id: number; date: string; places: number }[];
}
interface FieldErrors {
  message: string;
  errors: Record<string, string[]>;
}

const hold = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/cart/hold', headers, payload: {} });
const currentHold = async (headers: Record<string, string>) =>
  json<{ content: Hold }>(await t.app.inject({ method: 'GET', url: '/api/cart/hold', headers })).content;
const guest = (token: string | null) => ({ 'x-cart-token': token ?? '' });

/** A guest cart with `quantity` places of `service` on `date`; answers its headers. */
async function guestCart(service: number, date: string, quantity: number) {
  const { res, token } = await putCart(t.app, [line(service, date, quantity)]);
  expect(res.statusCode).toBe(200);
  return guest(token);
}

async function placesLeft(service: number, date: string, headers: Record<string, string> = {}): Promise<number> {
  const slug = await scalar<string>(db(), sql`select slug from services where id = ${service}`);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/services/${slug}/availability?from=${date}&to=${date}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return json<{ content: { days: { date: string; remaining: number }[] } }>(res).content.days[0]!.remaining;
}

const heldRows = (service: number) =>
  scalar<number>(db(), sql`select coalesce(sum(places), 0)::int from cart_holds where service_id = ${service}`);

describe('POST /api/cart/hold', () => {
  it('holds the cart’s places for 15 minutes by default and answers the server’s clock', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 5 });
    const date = futureDate(9);
    const me = await guestCart(service, date, 2);
    const res = await hold(me);
    expect(res.statusCode).toBe(200);
    const held = json<{ content: Hold }>(res).content;
    expect(held.minutes).toBe(15);
    expect(held.lines).toEqual([{ id: `svc-${service}-${date}`, service_id: service, date, places: 2 }]);
    const left = Date.parse(held.expires_at!) - Date.parse(held.now);
    expect(left).toBeGreaterThan(14.9 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
    expect(await currentHold(me)).toMatchObject({ expires_at: held.expires_at, lines: held.lines });
    // Going back to the cart and on again keeps the end: the timer never stretches.
    expect(json<{ content: Hold }>(await hold(me)).content.expires_at).toBe(held.expires_at);
  });

  it('counts a held place against every other traveller: the cart, the check, the availability and booking', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 2 });
    const date = futureDate(10);
    const holder = await guestCart(service, date, 2);
    const other = await guestCart(service, date, 1);
    expect((await hold(holder)).statusCode).toBe(200);

    expect(await placesLeft(service, date)).toBe(0);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: other,
      payload: { items: [line(service, date, 1)] },
    });
    expect(added.statusCode).toBe(422);
    expect(json<FieldErrors>(added).errors['items.0']).toEqual([
      'This date is sold out. Choose another date or remove this item.',
    ]);
    const check = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/check',
        headers,
        payload: { items: [line(service, date, 1, 'x')] },
      });
    expect(
      json<{ content: { items: { places_left: number }[] } }>(await check(other)).content.items[0]!.places_left,
    ).toBe(0);
    // The holder's own check does not count the hold against them, nor the service page's calendar (with their token).
    expect(
      json<{ content: { items: { places_left: number }[] } }>(await check(holder)).content.items[0]!.places_left,
    ).toBe(2);
    expect(await placesLeft(service, date, holder)).toBe(2);
    expect(await placesLeft(service, date, other)).toBe(0);
    // A stale session is only a visitor to the calendar (no 401 on a public read).
    expect(await placesLeft(service, date, { authorization: 'Bearer stale-token-of-nobody' })).toBe(0);

    const refused = await book(t.app, other, {
      payment_method: 'paypal',
      billingData: { first_name: 'B', last_name: 'B', email: 'other-traveller@example.pt' },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(json<FieldErrors>(refused).errors)).toEqual(['items.0']);
    expect(await scalar<number>(db(), sql`select count(*)::int from booking_items where service_id = ${service}`)).toBe(
      0,
    );
  });

  it('is consumed by the holder’s own booking, never counted twice', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 3 });
    const date = futureDate(11);
    const holder = await guestCart(service, date, 2);
    expect((await hold(holder)).statusCode).toBe(200);
    const paid = await book(t.app, holder, { payment_method: 'card', card_number: '4242424242424242' });
    expect(paid.statusCode).toBe(200);
    expect(await heldRows(service)).toBe(0);
    expect(
      await scalar<number>(
        db(),
        sql`select booked from service_daily_capacity where service_id = ${service} and date = ${date}::date`,
      ),
    ).toBe(2);
    expect(await placesLeft(service, date)).toBe(1);
    const other = await guestCart(service, date, 1);
    expect((await hold(other)).statusCode).toBe(200);
  });

  it('frees the places at expiry; holding again then says which line is gone, in en and pt', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 2 });
    const date = futureDate(12);
    const first = await guestCart(service, date, 2);
    expect((await hold(first)).statusCode).toBe(200);
    await db().execute(
      sql`update cart_holds set expires_at = now() - interval '1 second' where service_id = ${service}`,
    );

    expect(await placesLeft(service, date)).toBe(2);
    expect(await currentHold(first)).toMatchObject({ expires_at: null, lines: [] });
    const second = await guestCart(service, date, 1);
    expect((await hold(second)).statusCode).toBe(200);

    const again = await hold(first);
    expect(again.statusCode).toBe(422);
    expect(json<FieldErrors>(again).errors).toEqual({
      'items.0': ['Only 1 place is left on this date. Choose fewer people or another date.'],
    });
    const pt = await t.app.inject({
      method: 'POST',
      url: '/api/cart/hold',
      headers: { ...first, 'accept-language': 'pt-PT' },
      payload: {},
    });
    expect(pt.statusCode).toBe(422);
    expect(json<FieldErrors>(pt)).toMatchObject({
      message: 'Só resta 1 lugar nesta data. Escolha menos pessoas ou outra data.',
      errors: { 'items.0': ['Só resta 1 lugar nesta data. Escolha menos pessoas ou outra data.'] },
    });
    // Nothing was held by the refused attempt.
    expect(await heldRows(service)).toBe(1 + 2);
    expect(await placesLeft(service, date)).toBe(1);
  });

  it('re-holds a changed cart until the same time, and refuses a change the places no longer allow', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 4 });
    const date = futureDate(13);
    const me = await guestCart(service, date, 1);
    const first = json<{ content: Hold }>(await hold(me)).content;

    const grown = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: me,
      payload: { items: [line(service, date, 3)] },
    });
    expect(grown.statusCode).toBe(200);
    expect(await currentHold(me)).toMatchObject({ expires_at: first.expires_at, lines: [{ places: 3 }] });
    expect(await placesLeft(service, date)).toBe(1);

    const other = await guestCart(service, date, 1);
    expect((await hold(other)).statusCode).toBe(200);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: me,
      payload: { items: [line(service, date, 4)] },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(await currentHold(me)).toMatchObject({ lines: [{ places: 3 }] });

    const emptied = await t.app.inject({ method: 'POST', url: '/api/cart', headers: me, payload: { items: [] } });
    expect(emptied.statusCode).toBe(200);
    expect(await currentHold(me)).toMatchObject({ expires_at: null });
    expect(await placesLeft(service, date)).toBe(3);
  });

  it('ends on release and when the cart is closed', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 2 });
    const date = futureDate(14);
    const me = await guestCart(service, date, 2);
    expect((await hold(me)).statusCode).toBe(200);
    const released = await t.app.inject({ method: 'POST', url: '/api/cart/hold/release', headers: me, payload: {} });
    expect(json<{ content: Hold }>(released).content.expires_at).toBeNull();
    expect(await placesLeft(service, date)).toBe(2);

    expect((await hold(me)).statusCode).toBe(200);
    expect(await placesLeft(service, date)).toBe(0);
    await t.app.inject({ method: 'POST', url: '/api/close-cart', headers: me, payload: {} });
    expect(await placesLeft(service, date)).toBe(2);
  });

  it('moves with a guest cart merged on login, and holds a signed-in customer’s cart', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 3 });
    const date = futureDate(15);
    await createUser(t.database, 'CLIENT', 'hold-client@example.pt');
    const auth = bearer(await login(t.app, 'hold-client@example.pt'));
    expect((await putCart(t.app, [line(service, date, 1, 'mine')], auth)).res.statusCode).toBe(200);
    const visitor = await guestCart(service, date, 2);
    const held = json<{ content: Hold }>(await hold(visitor)).content;

    const merged = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { ...auth, ...visitor } });
    expect(merged.statusCode).toBe(200);
    expect(await currentHold(auth)).toMatchObject({
      expires_at: held.expires_at,
      lines: [{ id: 'mine', places: 1 }, { places: 2 }],
    });
    expect(await placesLeft(service, date)).toBe(0);
  });

  it('never counts a guest’s hold against them when they sign in and the next cart call merges it', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 2 });
    const date = futureDate(16);
    const visitor = await guestCart(service, date, 2);
    const held = json<{ content: Hold }>(await hold(visitor)).content;
    await createUser(t.database, 'CLIENT', 'hold-signin@example.pt');
    const auth = bearer(await login(t.app, 'hold-signin@example.pt'));
    // The payment step re-sends the cart as the signed-in customer, still carrying the guest token.
    const synced = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...auth, ...visitor },
      payload: { items: [line(service, date, 2)] },
    });
    expect(synced.statusCode).toBe(200);
    expect(await currentHold(auth)).toMatchObject({ expires_at: held.expires_at, lines: [{ places: 2 }] });
    expect(await placesLeft(service, date)).toBe(0);
  });

  it('answers 422 for an empty cart, and 403 for a partner', async () => {
    const { token } = await putCart(t.app, []);
    const empty = await hold(guest(token));
    expect(empty.statusCode).toBe(422);
    expect(json<FieldErrors>(empty).errors).toEqual({ items: ['Your cart is empty.'] });
    const pt = await t.app.inject({
      method: 'POST',
      url: '/api/cart/hold',
      headers: { ...guest(token), 'accept-language': 'pt' },
      payload: {},
    });
    expect(json<FieldErrors>(pt).errors).toEqual({ items: ['O seu carrinho está vazio.'] });
    expect((await hold(bearer(await login(t.app, cat.supplierEmail)))).statusCode).toBe(403);
  });
});

describe('the sweeper', () => {
  let swept: TestApp;
  beforeAll(async () => {
    swept = await buildTestApp({ PAYMENT_SWEEP_INTERVAL_MS: '100' });
  });
  afterAll(async () => swept.close());

  it('deletes expired hold rows and leaves live ones', async () => {
    const c = await partnerCompany(swept.database);
    const service = await experience(swept.database.db, c, { dailyCapacity: 4 });
    const date = futureDate(17);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { token } = await putCart(swept.app, [line(service, date, 1)]);
      tokens.push(token ?? '');
      expect(
        (await swept.app.inject({ method: 'POST', url: '/api/cart/hold', headers: guest(token), payload: {} }))
          .statusCode,
      ).toBe(200);
    }
    const rows = () =>
      scalar<number>(swept.database.db, sql`select count(*)::int from cart_holds where service_id = ${service}`);
    expect(await rows()).toBe(2);
    await swept.database.db.execute(
      sql`update cart_holds set expires_at = now() - interval '1 second' where id = (select min(id) from cart_holds where service_id = ${service})`,
    );
    const deadline = Date.now() + 10_000;
    while ((await rows()) !== 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await rows()).toBe(1);
  });

  it('deletes them on demand too: POST /api/payments/sweep runs the whole sweeper and says what it did', async () => {
    const c = await partnerCompany(t.database);
    const service = await experience(db(), c, { dailyCapacity: 4 });
    const { token } = await putCart(t.app, [line(service, futureDate(19), 1)]);
    expect((await hold(guest(token))).statusCode).toBe(200);
    await db().execute(
      sql`update cart_holds set expires_at = now() - interval '1 second' where service_id = ${service}`,
    );
    await createUser(t.database, 'SUPER', 'sweeper@example.pt');
    const staff = bearer(await login(t.app, 'sweeper@example.pt'));
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/sweep', headers: staff, payload: {} });
    expect(res.statusCode).toBe(200);
    const done = json<{ content: { released: number; declined: number; holds: number } }>(res).content;
    expect(done).toEqual({ released: expect.any(Number), declined: expect.any(Number), holds: expect.any(Number) });
    // This one, and any other test's expired hold in the same database.
    expect(done.holds).toBeGreaterThanOrEqual(1);
    expect(await scalar<number>(db(), sql`select count(*)::int from cart_holds where service_id = ${service}`)).toBe(0);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/sweep', headers: guest(token), payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});
