// A booking's SQL statements are held at their count (ADR 033), so the checkout cannot silently go back to a round
// trip per read (`pnpm bench:api`, part bookings, counts them the same way: DB_COUNT_STATEMENTS=1 → x-db-statements).
// On the PostgreSQL server each transaction adds its BEGIN and COMMIT (PGlite runs them outside drizzle): two
// transactions, the booking's and the payment's move to paid, so four more. A card's final answer moves the payment
// without a status call (ADR 033).
import { sql } from 'drizzle-orm';
import { STATEMENTS_HEADER } from '../../db/statement-count';
import { bearer, buildTestApp, createUser, json, login, mailsTo, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from './checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
const onServer = Boolean(process.env.TEST_DATABASE_URL);
/** Statements of a booking whose payment moves on the status check: PGlite's figure, + BEGIN/COMMIT of two transactions. */
const most = (pglite: number) => pglite + (onServer ? 4 : 0);

beforeAll(async () => {
  t = await buildTestApp({ DB_COUNT_STATEMENTS: '1' });
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

const CARD = { payment_method: 'card', card_number: '4242 4242 4242 4242' };

describe('statements per booking', () => {
  it('a new guest cart (the bench puts one place in it before each booking): 3 statements, no transaction', async () => {
    const service = await experience(t.database.db, cat, { dailyCapacity: 5 });
    const { res, token } = await putCart(t.app, [line(service, futureDate(20), 2)]);
    expect(res.statusCode).toBe(200);
    expect(token).toBeTruthy();
    const cart = json<{
      content: { items: { service_id: number; quantity: number; total_cents: number }[]; total_price: number };
    }>(res).content;
    expect(cart.items).toEqual([expect.objectContaining({ service_id: service, quantity: 2, total_cents: 4000 })]);
    expect(cart.total_price).toBe(4000);
    // The service, its day's places, then the cart with its lines in one statement.
    expect(Number(res.headers[STATEMENTS_HEADER])).toBe(3);
    // What was answered is what was stored.
    const again = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-cart-token': token ?? '' } });
    expect(json<{ content: unknown }>(again).content).toEqual(json<{ content: unknown }>(res).content);
  });

  it('a new guest cart of several lines keeps them in the order sent, with their notes and prices', async () => {
    const first = await experience(t.database.db, cat, { dailyCapacity: 5 });
    const second = await experience(t.database.db, cat, { dailyCapacity: 5 });
    const lines = [line(second, futureDate(21), 1), line(first, futureDate(22), 3), line(second, futureDate(23), 2)];
    const { res, token } = await putCart(t.app, lines);
    expect(res.statusCode).toBe(200);
    const answered = json<{
      content: { items: { id: string; service_id: number; quantity: number; total_cents: number }[] };
    }>(res).content.items;
    expect(answered.map((i) => [i.id, i.service_id, i.quantity, i.total_cents])).toEqual([
      [lines[0]?.id, second, 1, 2000],
      [lines[1]?.id, first, 3, 6000],
      [lines[2]?.id, second, 2, 4000],
    ]);
    const again = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-cart-token': token ?? '' } });
    expect(json<{ content: unknown }>(again).content).toEqual(json<{ content: unknown }>(res).content);
  });

  it('a guest paying by card: at most 10 (14 on the server), and the booking is whole', async () => {
    const service = await experience(t.database.db, cat, { dailyCapacity: 5 });
    for (const [n, email] of [
      [0, 'first-time@example.pt'],
      [1, 'first-time@example.pt'],
    ] as const) {
      // The second booking is by an address that already has its holder account.
      const { token } = await putCart(t.app, [line(service, futureDate(30 + n), 2)]);
      const res = await book(
        t.app,
        { 'x-cart-token': token ?? '' },
        { ...CARD, billingData: { first_name: 'Ana', last_name: 'Guest', email } },
      );
      expect(res.statusCode).toBe(200);
      expect(json<{ content: { booking_status: string } }>(res).content.booking_status).toBe('paid');
      expect(Number(res.headers[STATEMENTS_HEADER])).toBeLessThanOrEqual(most(10));
    }
    expect(
      await scalar<number>(
        t.database.db,
        sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${service}`,
      ),
    ).toBe(4);
    expect(
      await scalar<number>(
        t.database.db,
        sql`select count(*)::int from booking_items where service_id = ${service} and status = 'pending'`,
      ),
    ).toBe(2);
    // Sold once in each of the back office's figures (the per-status ones are kept by statement triggers).
    expect(
      await scalar<number>(
        t.database.db,
        sql`select coalesce(sum(items_sold), 0)::int from sales_daily where service_id = ${service}`,
      ),
    ).toBe(2);
    expect(
      await scalar<number>(
        t.database.db,
        sql`select coalesce(sum(items), 0)::int from sales_status_daily where service_id = ${service} and status = 'pending'`,
      ),
    ).toBe(2);
    // The confirmation mail is written from what the move to paid read: lines, total and the card's part.
    const mails = (await mailsTo(t.app, 'first-time@example.pt')).filter((m) => m.subject.endsWith('payment received'));
    expect(mails).toHaveLength(2);
    for (const mail of mails)
      expect(mail.text).toMatch(/× 2 · .*: €40\.00[\s\S]*Total: €40\.00\nPaid by card: €40\.00/);
  });

  it('a signed-in customer paying by card: at most 12 (16 on the server)', async () => {
    const service = await experience(t.database.db, cat, { dailyCapacity: 5 });
    await createUser(t.database, 'CLIENT', 'counted@example.pt');
    const headers = bearer(await login(t.app, 'counted@example.pt'));
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers,
      payload: { items: [line(service, futureDate(40), 1)] },
    });
    expect(cart.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers,
      payload: { ...CARD, billingData: { first_name: 'Cy', last_name: 'Client' } },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { booking_status: string } }>(res).content.booking_status).toBe('paid');
    expect(Number(res.headers[STATEMENTS_HEADER])).toBeLessThanOrEqual(most(12));
  });

  it('My bookings reads a page in as many statements for three bookings as for one (no round trip per booking)', async () => {
    const service = await experience(t.database.db, cat, { dailyCapacity: 9 });
    await createUser(t.database, 'CLIENT', 'many@example.pt');
    const headers = bearer(await login(t.app, 'many@example.pt'));
    const bookOne = async (day: number) => {
      await putCart(t.app, [line(service, futureDate(day), 1)], headers);
      expect((await book(t.app, headers, CARD)).statusCode).toBe(200);
    };
    const statements = async (expected: number) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/client-bookings', headers });
      expect(res.statusCode).toBe(200);
      const list = json<{ content: { data: { amounts?: unknown }[] } }>(res).content.data;
      expect(list).toHaveLength(expected);
      expect(list.every((b) => b.amounts)).toBe(true);
      return Number(res.headers[STATEMENTS_HEADER]);
    };
    await bookOne(41);
    const one = await statements(1);
    await bookOne(42);
    await bookOne(43);
    expect(await statements(3)).toBe(one);
  });
});
