// Spec §4 cart rules and §7 cart calls: server pricing, guest carts and their carry-over on login,
// suppliers without a cart, promo codes re-applied, points.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import {
  experience,
  futureDate,
  grantPoints,
  line,
  partnerCompany,
  promo,
  putCart,
  type Catalogue,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

interface CartContent {
  cart_token: string | null;
  items: {
    id: string;
    unit_price_cents: number;
    total_cents: number;
    discount_cents: number;
    free_cancellation: number;
    cancellation_policy: number;
  }[];
  subtotal_cents: number;
  discounts: { price_cents: number; promo_cents: number; points_cents: number };
  total_price: number;
  total: string;
  promo_code: string | null;
  usedPoints: number;
}
const content = (res: { json(): unknown }) => (res.json() as { content: CartContent }).content;

describe('POST /api/cart', () => {
  it('re-prices every line from the database, ignoring the prices the client sent (spec §9 total)', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 3000, discountCents: 2500 });
    const { res, token } = await putCart(t.app, [
      { ...line(service, futureDate(), 2), unit_price_cents: 1, total_cents: 2, discount_cents: 0 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cart = content(res);
    expect(cart.items[0]).toMatchObject({
      unit_price_cents: 2500,
      total_cents: 6000,
      discount_cents: 1000,
      free_cancellation: 1,
      cancellation_policy: 24,
    });
    expect(cart).toMatchObject({ subtotal_cents: 6000, total_price: 5000, total: '50.00' });
  });

  it('a new cart starts with the notes sent; a later change replaces its lines and keeps or changes its notes', async () => {
    const service = await experience(t.database.db, cat);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { items: [line(service, futureDate(), 1, 'a')], notes: 'window seat' },
    });
    expect(first.statusCode).toBe(200);
    const token = content(first).cart_token ?? '';
    const notesOf = async () =>
      json<{ content: { notes: string; items: { id: string }[] } }>(
        await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-cart-token': token } }),
      ).content;
    expect(json<{ content: { notes: string } }>(first).content.notes).toBe('window seat');
    expect(await notesOf()).toMatchObject({ notes: 'window seat', items: [{ id: 'a' }] });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'x-cart-token': token },
      payload: { items: [line(service, futureDate(), 1, 'b')] },
    });
    expect(second.statusCode).toBe(200);
    expect(await notesOf()).toMatchObject({ notes: 'window seat', items: [{ id: 'b' }] });
    expect((await notesOf()).items).toHaveLength(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'x-cart-token': token },
      payload: { items: [line(service, futureDate(), 1, 'b')], notes: null },
    });
    expect((await notesOf()).notes).toBe('');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { items: [line(service, futureDate(), 1)] },
    });
    expect(json<{ content: { notes: string } }>(plain).content.notes).toBe('');
  });

  it('refuses an inactive service, a past date and more people than the date has places (items.N)', async () => {
    const inactive = await experience(t.database.db, cat, { status: 'inactive' });
    const small = await experience(t.database.db, cat, { dailyCapacity: 2 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: {
        items: [line(inactive, futureDate()), line(small, '2020-01-01'), line(small, futureDate(), 3, 'big')],
      },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = json<{ errors: Record<string, string[]> }>(res);
    expect(Object.keys(errors).sort()).toEqual(['items.0', 'items.1', 'items.2']);
    expect(errors['items.2']?.[0]).toBe('Only 2 places are left on this date. Choose fewer people or another date.');
  });

  it('answers in Portuguese too, with the plural the number takes', async () => {
    const small = await experience(t.database.db, cat, { dailyCapacity: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'accept-language': 'pt-PT' },
      payload: { items: [line(small, futureDate(), 2)] },
    });
    expect(json<{ errors: Record<string, string[]> }>(res).errors['items.0']).toEqual([
      'Só resta 1 lugar nesta data. Escolha menos pessoas ou outra data.',
    ]);
  });

  it('a guest keeps the cart with X-Cart-Token and it carries over on login (spec §4)', async () => {
    const service = await experience(t.database.db, cat);
    const { token } = await putCart(t.app, [line(service, futureDate(), 1, 'guest-line')]);
    const again = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-cart-token': token ?? '' } });
    expect(content(again).items.map((i) => i.id)).toEqual(['guest-line']);

    await createUser(t.database, 'CLIENT', 'merge@example.pt');
    const api = await login(t.app, 'merge@example.pt');
    await putCart(t.app, [line(service, futureDate(), 1, 'mine')], bearer(api));
    const merged = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { ...bearer(api), 'x-cart-token': token ?? '' },
    });
    expect(
      content(merged)
        .items.map((i) => i.id)
        .sort(),
    ).toEqual(['guest-line', 'mine']);
    expect(content(merged).cart_token).toBeNull();
    // The guest cart is gone: its token opens nothing now.
    const gone = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-cart-token': token ?? '' } });
    expect(content(gone).items).toEqual([]);
  });

  it('a supplier has no cart: 403, and a guest cart it carries is removed (spec §4)', async () => {
    const service = await experience(t.database.db, cat);
    const { token } = await putCart(t.app, [line(service, futureDate())]);
    const api = await login(t.app, cat.supplierEmail);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { ...bearer(api), 'x-cart-token': token ?? '' },
    });
    expect(res.statusCode).toBe(403);
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from carts where guest_token_hash is not null and closed_at is null and id in (select cart_id from cart_items where service_id = ${service})`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('a bearer token that no longer opens a session is a 401 on the cart and at Pay, never a guest with an empty cart', async () => {
    const service = await experience(t.database.db, cat);
    await createUser(t.database, 'CLIENT', 'ended@example.pt');
    const api = await login(t.app, 'ended@example.pt');
    await putCart(t.app, [line(service, futureDate())], bearer(api));
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(api) });
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(api) });
    expect(cart.statusCode).toBe(401);
    expect(json<{ message: string }>(cart).message).toBe(
      'Your session ended. Sign in again to continue: your cart is kept.',
    );
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(api),
      payload: { payment_method: 'card', card_number: '4242424242424242' },
    });
    expect(pay.statusCode).toBe(401);
  });

  it('close-cart empties it', async () => {
    const service = await experience(t.database.db, cat);
    const { token } = await putCart(t.app, [line(service, futureDate())]);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/close-cart',
      headers: { 'x-cart-token': token ?? '' },
      payload: {},
    });
    expect(content(closed).items).toEqual([]);
    expect(
      content(await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-cart-token': token ?? '' } })).items,
    ).toEqual([]);
  });
});

describe('POST /api/cart/check (a full date is refused before it is added)', () => {
  async function fill(serviceId: number, date: string, capacity: number, booked: number) {
    await t.database.db.execute(
      sql`insert into service_daily_capacity (service_id, date, capacity, booked) values (${serviceId}, ${date}::date, ${capacity}, ${booked})`,
    );
  }

  it('says how many places are left, and never says "only 0 places": a full date is sold out', async () => {
    const service = await experience(t.database.db, cat, { dailyCapacity: 10 });
    const [soldOut, low, free] = [futureDate(3), futureDate(4), futureDate(5)];
    await fill(service, soldOut, 10, 10);
    await fill(service, low, 10, 7);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/check',
      payload: {
        items: [
          line(service, soldOut, 1, 'a'),
          line(service, low, 2, 'b'),
          line(service, low, 4, 'c'),
          line(service, free, 2, 'd'),
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const { items } = json<{ content: { items: { id: string; places_left: number | null; error: string | null }[] } }>(
      res,
    ).content;
    expect(items).toEqual([
      { id: 'a', places_left: 0, error: 'This date is sold out. Choose another date or remove this item.' },
      // b and c ask 6 places of the same date together: both are refused, each says what is left.
      { id: 'b', places_left: 3, error: 'Only 3 places are left on this date. Choose fewer people or another date.' },
      { id: 'c', places_left: 3, error: 'Only 3 places are left on this date. Choose fewer people or another date.' },
      { id: 'd', places_left: 10, error: null },
    ]);
    // Nothing was stored: no cart was made for this call.
    const carts = await t.database.db.execute(
      sql`select count(*)::int as n from cart_items where service_id = ${service}`,
    );
    expect((carts as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('answers in Portuguese', async () => {
    const service = await experience(t.database.db, cat, { dailyCapacity: 5 });
    const date = futureDate(6);
    await fill(service, date, 5, 5);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/check',
      headers: { 'accept-language': 'pt' },
      payload: { items: [line(service, date, 1, 'a')] },
    });
    expect(json<{ content: { items: { error: string }[] } }>(res).content.items[0]?.error).toBe(
      'Esta data está esgotada. Escolha outra data ou remova este item.',
    );
  });
});

describe('promo codes and points on the cart', () => {
  it('applies a percent code, re-applies it after the items change, and removes it', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 2000 });
    const code = await promo(t.database.db, { kind: 'percent', value: 10 });
    const { token } = await putCart(t.app, [line(service, futureDate(), 1)]);
    const headers = { 'x-cart-token': token ?? '' };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/apply-promo-code',
      headers,
      payload: { code: 'NOPE' },
    });
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors.code).toEqual(['This promo code does not exist.']);
    const applied = content(
      await t.app.inject({
        method: 'POST',
        url: '/api/apply-promo-code',
        headers,
        payload: { code: code.toLowerCase() },
      }),
    );
    expect(applied).toMatchObject({ promo_code: code, total_price: 1800, discounts: { promo_cents: 200 } });
    const updated = content((await putCart(t.app, [line(service, futureDate(), 3)], headers)).res);
    expect(updated).toMatchObject({ promo_code: code, subtotal_cents: 6000, total_price: 5400 });
    expect(updated.items[0]?.discount_cents).toBe(600);
    const removed = content(
      await t.app.inject({ method: 'POST', url: '/api/remove-promo-code', headers, payload: {} }),
    );
    expect(removed).toMatchObject({ promo_code: null, total_price: 6000 });
  });

  it('points need a login, never exceed the balance, and count 100 points = €1', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 2000 });
    const { token } = await putCart(t.app, [line(service, futureDate())]);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/apply-points',
      headers: { 'x-cart-token': token ?? '' },
      payload: { points: 100 },
    });
    expect(guest.statusCode).toBe(401);
    const userId = await createUser(t.database, 'CLIENT', 'pts@example.pt');
    await grantPoints(t.database.db, userId, 700);
    const api = await login(t.app, 'pts@example.pt');
    await putCart(t.app, [line(service, futureDate())], bearer(api));
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/apply-points',
      headers: bearer(api),
      payload: { points: 800 },
    });
    expect(json<{ errors: Record<string, string[]> }>(tooMany).errors.points).toEqual(['You only have 700 points.']);
    const used = content(
      await t.app.inject({ method: 'POST', url: '/api/apply-points', headers: bearer(api), payload: { points: 700 } }),
    );
    expect(used).toMatchObject({ usedPoints: 700, total_price: 1300, discounts: { points_cents: 700 } });
    const off = content(
      await t.app.inject({ method: 'POST', url: '/api/remove-points', headers: bearer(api), payload: {} }),
    );
    expect(off).toMatchObject({ usedPoints: 0, total_price: 2000 });
    const points = json<{ content: { points: number; value_cents: number; points_per_euro_redeemed: number } }>(
      await t.app.inject({ method: 'GET', url: '/api/user-points', headers: bearer(api) }),
    ).content;
    expect(points).toMatchObject({ points: 700, value_cents: 700, points_per_euro_redeemed: 100 });
  });
});
