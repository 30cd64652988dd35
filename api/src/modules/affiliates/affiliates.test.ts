// Affiliate attribution (ADR 019): a visit through a referral link is a click remembered 30 days (cookie); a booking
// paid while it is remembered is the affiliate's, with a commission per item at the rate of the day (pending → earned
// on completion, cancelled on cancellation); the dashboard counts clicks, bookings, conversion and months.
import { sql } from 'drizzle-orm';
import { affiliates } from '../../db/schema';
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
let cat: Catalogue;
let affiliate: string;
let clientToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  const userId = await createUser(t.database, 'AFFILIATE', 'ana@example.pt');
  await t.database.db.insert(affiliates).values({ userId, code: 'ANA-REF', commissionBasisPoints: 1000 });
  affiliate = await login(t.app, 'ana@example.pt');
  await createUser(t.database, 'CLIENT', 'buyer@example.pt');
  clientToken = await login(t.app, 'buyer@example.pt');
});
afterAll(async () => t.close());

async function visit(code = 'ana-ref', lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/affiliate-visits',
    headers: { 'accept-language': lang },
    payload: { code },
  });
}
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;

/** A booking of the client with one item per service, paid by card (or left waiting with PayPal). */
async function booking(services: number[], cookie: string | null, method: 'card' | 'paypal' = 'card'): Promise<number> {
  await putCart(
    t.app,
    services.map((s, i) => line(s, futureDate(5), 1, `l${i}`)),
    bearer(clientToken),
  );
  const headers = { ...bearer(clientToken), ...(cookie ? { cookie } : {}) };
  const res = await book(
    t.app,
    headers,
    method === 'card'
      ? { payment_method: 'card', card_number: '4242424242424242', billingData: undefined }
      : { payment_method: 'paypal', billingData: undefined },
  );
  expect(res.statusCode).toBe(200);
  return json<{ content: { booking_id: number } }>(res).content.booking_id;
}

const dashboard = async (token = affiliate) =>
  json<{
    content: {
      code: string;
      clicks: number;
      bookings: number;
      conversion: number;
      pending_cents: number;
      earned_cents: number;
      cancelled_cents: number;
      months: { month: string; clicks: number; bookings: number; commission_cents: number }[];
    };
  }>(await t.app.inject({ method: 'GET', url: '/api/affiliates/dashboard', headers: bearer(token) })).content;

describe('POST /api/affiliate-visits', () => {
  it('counts a click and remembers it 30 days in an HttpOnly cookie; an unknown code is 404 in en and pt, a malformed one 422', async () => {
    const res = await visit();
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^mp_ref=\d+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(json(await visit('nobody')).message).toBe('This referral link is not valid.');
    expect((await visit('nobody', 'pt')).statusCode).toBe(404);
    expect(json(await visit('nobody', 'pt')).message).toBe('Esta ligação de recomendação não é válida.');
    expect((await visit('a b')).statusCode).toBe(422);
  });
});

describe('attribution and commissions', () => {
  it('gives a paid booking made with a remembered visit to the affiliate, item by item, and follows each item’s state', async () => {
    const before = await dashboard();
    const [a, b, c] = [
      await experience(t.database.db, cat, { valueCents: 2000 }),
      await experience(t.database.db, cat, { valueCents: 3000 }),
      await experience(t.database.db, cat, { valueCents: 1500 }),
    ];
    const cookie = cookieOf(await visit());
    const referred = await booking([a, b, c], cookie);
    // Not attributed: no cookie; a visit older than 30 days; a booking never paid.
    await booking([a], null);
    const old = cookieOf(await visit());
    await t.database.db.execute(
      sql`update affiliate_visits set created_at = now() - interval '31 days' where id = ${Number(old.split('=')[1])}`,
    );
    await booking([a], old);
    await booking([a], cookieOf(await visit()), 'paypal');

    const now = await dashboard();
    expect(now.code).toBe('ANA-REF');
    expect(now.clicks - before.clicks).toBe(3);
    expect(now.bookings - before.bookings).toBe(1);
    expect(now.pending_cents - before.pending_cents).toBe(650);
    expect(now.conversion).toBeCloseTo(now.bookings / now.clicks, 4);
    expect(now.months).toHaveLength(12);
    expect(now.months.at(-1)!.commission_cents).toBeGreaterThanOrEqual(650);

    const items = (await t.database.db.execute(
      sql`select id from booking_items where booking_id = ${referred} order by value_cents`,
    )) as unknown as { rows: { id: number }[] };
    const [cheap, mid] = items.rows.map((r) => r.id);
    await t.database.db.execute(sql`update booking_items set status = 'completed' where id = ${mid!}`);
    await t.database.db.execute(sql`update booking_items set status = 'cancelled' where id = ${cheap!}`);
    const later = await dashboard();
    expect([
      later.pending_cents - before.pending_cents,
      later.earned_cents - before.earned_cents,
      later.cancelled_cents - before.cancelled_cents,
    ]).toEqual([300, 200, 150]);
    // The customer cancels the last item too late for a refund: its money is kept, and so is the affiliate's commission.
    const dear = items.rows.at(-1)!.id;
    await t.database.db.execute(
      sql`update booking_items set status = 'cancelled', annotations = annotations || '{"charge_kept": true}'::jsonb
          where id = ${dear}`,
    );
    const kept = await dashboard();
    expect([
      kept.pending_cents - before.pending_cents,
      kept.earned_cents - before.earned_cents,
      kept.cancelled_cents - before.cancelled_cents,
    ]).toEqual([0, 500, 150]);

    const list = json<{
      content: {
        total: number;
        data: {
          booking_item_id: number;
          status: string;
          commission_cents: number;
          amount_cents: number;
          service_name: string;
        }[];
      };
    }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/affiliates/commissions?status=earned',
        headers: { ...bearer(affiliate), 'accept-language': 'pt' },
      }),
    ).content;
    expect(list.data.map((r) => [r.booking_item_id, r.status, r.amount_cents, r.commission_cents])).toContainEqual([
      mid,
      'earned',
      2000,
      200,
    ]);
    expect(list.data.every((r) => r.service_name.startsWith('Passeio'))).toBe(true);
    const paged = json<{ content: { total: number; data: unknown[]; next_page_url: string | null } }>(
      await t.app.inject({ method: 'GET', url: '/api/affiliates/commissions?per_page=2', headers: bearer(affiliate) }),
    ).content;
    expect(paged.total).toBe(3);
    expect(paged.next_page_url).toBe('/api/affiliates/commissions?per_page=2&page=2');
  });

  it('pays commission only on what the customer kept after a partial refund', async () => {
    const before = await dashboard();
    const s = await experience(t.database.db, cat, { valueCents: 4000 });
    const id = await booking([s], cookieOf(await visit()));
    const item = (await t.database.db.execute(
      sql`select id from booking_items where booking_id = ${id}`,
    )) as unknown as { rows: { id: number }[] };
    const itemId = item.rows[0]!.id;
    expect((await dashboard()).pending_cents - before.pending_cents).toBe(400);
    // Staff gave back €15.00 of the €40.00 (the partial refund keeps the item's status); the guide then completed it.
    await t.database.db.execute(
      sql`update booking_items set refunded_cents = 1500, status = 'completed' where id = ${itemId}`,
    );
    const after = await dashboard();
    expect(after.earned_cents - before.earned_cents).toBe(250);
    expect(after.pending_cents - before.pending_cents).toBe(0);
    const list = json<{
      content: { data: { booking_item_id: number; amount_cents: number; commission_cents: number }[] };
    }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/affiliates/commissions?status=earned',
        headers: bearer(affiliate),
      }),
    ).content;
    expect(list.data.find((r) => r.booking_item_id === itemId)).toMatchObject({
      amount_cents: 2500,
      commission_cents: 250,
    });
  });

  it('never gives the affiliate their own booking', async () => {
    const before = await dashboard();
    const s = await experience(t.database.db, cat);
    const cookie = cookieOf(await visit());
    const row = (await t.database.db.execute(
      sql`select user_id from affiliates where code = 'ANA-REF'`,
    )) as unknown as { rows: { user_id: number }[] };
    // The client account takes the affiliate's user id for this check (the same person booking through their own link).
    const id = await booking([s], cookie);
    await t.database.db.execute(sql`delete from affiliate_referrals where booking_id = ${id}`);
    await t.database.db.execute(sql`update bookings set user_id = ${row.rows[0]!.user_id} where id = ${id}`);
    const { insertReferral } = await import('./repository');
    expect(await insertReferral(t.database.db, Number(cookie.split('=')[1]), id)).toBe(false);
    expect((await dashboard()).bookings).toBe(before.bookings);
  });

  it('keeps the area to affiliates: 401 signed out, 403 for a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/affiliates/dashboard' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/affiliates/dashboard', headers: bearer(clientToken) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/affiliates/commissions?status=lost',
          headers: bearer(affiliate),
        })
      ).statusCode,
    ).toBe(422);
  });
});
