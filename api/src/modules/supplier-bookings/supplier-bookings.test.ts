// Spec §4 booking item statuses and supplier lists, §7 dashboard booking items and customer reads.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, lastMail, login, type TestApp } from '../../../test/helpers';
import { STATEMENTS_HEADER } from '../../db/statement-count';
import { signPayload } from '../../payments/signature';
import {
  book,
  experience,
  futureDate,
  grantPoints,
  line,
  partnerCompany,
  promo,
  putCart,
  scalar,
  type Catalogue,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
let other: Catalogue;
let client: string;
let supplier: string;
beforeAll(async () => {
  // Counted statements: the lists' round trips are held (bench:api part lists).
  t = await buildTestApp({ DB_COUNT_STATEMENTS: '1' });
  cat = await partnerCompany(t.database);
  other = await partnerCompany(t.database);
  await createUser(t.database, 'CLIENT', 'buyer@example.pt');
  client = await login(t.app, 'buyer@example.pt');
  supplier = await login(t.app, cat.supplierEmail);
});
afterAll(async () => t.close());

interface Item {
  id: number;
  booking_item_status: string;
  value: number;
  booking: { reference: string; user: { first_name: string } };
  service: { service_name: string };
}

/** A paid card booking of the client with one item per service; answers the item ids. */
async function paidBooking(services: number[]): Promise<number[]> {
  await putCart(
    t.app,
    services.map((s, i) => line(s, futureDate(5), 1, `l${i}`)),
    bearer(client),
  );
  const res = await book(t.app, bearer(client), {
    payment_method: 'card',
    card_number: '4242424242424242',
    billingData: undefined,
  });
  expect(res.statusCode).toBe(200);
  const id = json<{ content: { booking_id: number } }>(res).content.booking_id;
  const items = await t.database.db.execute(sql`select id from booking_items where booking_id = ${id} order by id`);
  return (items as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

const list = async (destination: string, extra = '') =>
  json<{ content: { total: number; data: Item[]; next_page_url: string | null } }>(
    await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/booking-items?destination=${destination}${extra}`,
      headers: bearer(supplier),
    }),
  ).content;
const update = (id: number, status: string, token = supplier) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/booking-items/${id}/update`,
    headers: bearer(token),
    payload: { status },
  });

describe('partner booking items', () => {
  it('answers a list in two statements: the session with the member access and companies, then the page with its count', async () => {
    const own = await partnerCompany(t.database);
    await paidBooking([await experience(t.database.db, own)]);
    const token = await login(t.app, own.supplierEmail);
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/dashboard/booking-items?destination=new', headers: bearer(token) });
    await get(); // the session's last use is written at most once a minute; the next read writes nothing
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers[STATEMENTS_HEADER]).toBe('2');
    expect(json<{ content: { total: number } }>(res).content.total).toBe(1);
  });

  it('lists paid items as new, pages them, and accepting moves them to accepted', async () => {
    const a = await experience(t.database.db, cat);
    const b = await experience(t.database.db, cat);
    const foreign = await experience(t.database.db, other);
    const [first, second] = await paidBooking([a, b, foreign]);
    const news = await list('new', '&items=1');
    expect(news.total).toBe(2);
    expect(news.data).toHaveLength(1);
    expect(news.next_page_url).toBe('/api/dashboard/booking-items?destination=new&items=1&page=2');
    expect(news.data[0]).toMatchObject({
      booking_item_status: 'pending',
      value: 2000,
      booking: { user: { first_name: 'client' } },
    });
    const accepted = await update(first!, 'confirmed');
    expect(json<{ content: Item }>(accepted).content.booking_item_status).toBe('confirmed');
    expect((await list('accepted')).data.map((i) => i.id)).toEqual([first]);
    expect((await list('new')).data.map((i) => i.id)).toEqual([second]);
  });

  it('narrows a list to the items taking place on a range of Lisbon days (the calendar), paging with the range kept', async () => {
    const a = await experience(t.database.db, cat);
    const b = await experience(t.database.db, cat);
    const near = futureDate(20);
    const far = futureDate(22);
    await putCart(t.app, [line(a, near, 1, 'near'), line(b, far, 1, 'far')], bearer(client));
    const res = await book(t.app, bearer(client), {
      payment_method: 'card',
      card_number: '4242424242424242',
      billingData: undefined,
    });
    expect(res.statusCode).toBe(200);
    const day = (i: { booking_date: string }) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date(i.booking_date));
    const onNear = await list('new', `&from=${near}&to=${near}`);
    expect(onNear.data.map((i) => day(i as Item & { booking_date: string }))).toEqual([near]);
    expect(onNear.data[0]?.service.service_name).toBeTruthy();
    const both = await list('new', `&from=${near}&to=${far}&items=1`);
    expect(both.total).toBe(2);
    expect(both.next_page_url).toBe(
      `/api/dashboard/booking-items?destination=new&from=${near}&to=${far}&items=1&page=2`,
    );
    expect((await list('new', `&from=${far}`)).data.map((i) => day(i as Item & { booking_date: string }))).toEqual([
      far,
    ]);
    expect((await list('accepted', `&from=${near}&to=${far}`)).total).toBe(0);
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/booking-items?from=${far}&to=${near}`,
      headers: bearer(supplier),
    });
    expect(backwards.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(backwards).errors.to).toEqual([
      'The last day cannot be before the first.',
    ]);
    const notADay = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/booking-items?from=2026-02-30',
      headers: bearer(supplier),
    });
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(notADay).errors)).toEqual(['from']);
  });

  it('refuses transitions that are not allowed and items of other partners', async () => {
    const a = await experience(t.database.db, cat);
    const foreign = await experience(t.database.db, other);
    const [mine, theirs] = await paidBooking([a, foreign]);
    const bad = await update(mine!, 'completed');
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors.status).toEqual([
      'A booking item in status pending cannot become completed.',
    ]);
    expect((await update(theirs!, 'confirmed')).statusCode).toBe(404);
    expect((await update(mine!, 'confirmed', client)).statusCode).toBe(403);
  });

  it('declining refunds the item and frees its places; completing earns the customer points once', async () => {
    const a = await experience(t.database.db, cat, { valueCents: 4550 });
    const b = await experience(t.database.db, cat);
    const [declined, done] = await paidBooking([a, b]);
    expect(
      await scalar<number>(
        t.database.db,
        sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${a}`,
      ),
    ).toBe(1);
    const res = await update(declined!, 'declined');
    expect(json<{ content: Item }>(res).content.booking_item_status).toBe('declined');
    expect(
      await scalar<number>(
        t.database.db,
        sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${a}`,
      ),
    ).toBe(0);
    expect((await lastMail(t.app, 'buyer@example.pt')).subject).toMatch(/^Refund for booking/);
    expect((await list('archived', '&archived_status=cancelled')).data.map((i) => i.id)).toContain(declined);

    await update(done!, 'confirmed');
    // Completing waits for the item's date : the experience has taken place.
    await t.database.db.execute(
      sql`update booking_items set booking_date = now() - interval '1 hour' where id = ${done}`,
    );
    await update(done!, 'completed');
    expect((await update(done!, 'completed')).statusCode).toBe(422);
    const points = json<{ content: { points: number; history: { reason: string; delta: number }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/user-points', headers: bearer(client) }),
    ).content;
    expect(points.history.filter((h) => h.reason === 'earned')).toEqual([expect.objectContaining({ delta: 20 })]);
  });
});

describe('declining what points and a promo code paid for', () => {
  /**
   * A new customer with `points` who books two experiences (`values`, in cents) by card, spending 500 points and
   * `code` if given. Returns the booking and its item ids, dearest first.
   */
  async function bookWithPoints(email: string, points: number, values: [number, number], code?: string) {
    const userId = await createUser(t.database, 'CLIENT', email);
    const headers = bearer(await login(t.app, email));
    await grantPoints(t.database.db, userId, points);
    const [a, b] = await Promise.all(values.map((valueCents) => experience(t.database.db, cat, { valueCents })));
    await putCart(t.app, [line(a!, futureDate(6), 1, `${email}-a`), line(b!, futureDate(6), 1, `${email}-b`)], headers);
    if (code) await t.app.inject({ method: 'POST', url: '/api/apply-promo-code', headers, payload: { code } });
    await t.app.inject({ method: 'POST', url: '/api/apply-points', headers, payload: { points: 500 } });
    const res = await book(t.app, headers, {
      payment_method: 'card',
      card_number: '4242424242424242',
      billingData: undefined,
    });
    expect(res.statusCode).toBe(200);
    const bookingId = json<{ content: { booking_id: number } }>(res).content.booking_id;
    const items = (await t.database.db.execute(
      sql`select id from booking_items where booking_id = ${bookingId} order by value_cents desc`,
    )) as unknown as { rows: { id: number }[] };
    return { userId, bookingId, itemIds: items.rows.map((r) => r.id) };
  }

  it('gives the points back as points and, once nothing of the booking is left, the promo code use', async () => {
    const email = 'points-buyer@example.pt';
    const code = await promo(t.database.db, { kind: 'fixed', value: 300, maxUses: 1 });
    const { userId, bookingId, itemIds } = await bookWithPoints(email, 1000, [3000, 2000], code);
    const [first, second] = itemIds;
    const balance = () =>
      scalar<number>(
        t.database.db,
        sql`select coalesce(sum(delta), 0)::int from points_ledger where user_id = ${userId}`,
      );
    const refundedByCard = () =>
      scalar<number>(
        t.database.db,
        sql`select coalesce(sum((details->>'refunded_cents')::int), 0)::int from payments where booking_id = ${bookingId} and provider = 'card'`,
      );
    const uses = () => scalar<number>(t.database.db, sql`select uses from promo_codes where code = ${code}`);
    // €50 − €3 promo (split €1.80 / €1.20) − €5 in points = €42 by card.
    expect(await balance()).toBe(500);
    expect(await uses()).toBe(1);

    // The €28.20 item is 60% of the €47 charged: 60% of the card's €42 and of the 500 points come back
    // (docs/booking-mails.md "Refunds"); the booking's other item still stands, so the code stays used.
    expect((await update(first!, 'declined')).statusCode).toBe(200);
    expect(await refundedByCard()).toBe(2520);
    expect(await balance()).toBe(800);
    expect(await uses()).toBe(1);

    // €18.80: what is left of each, the card's €16.80 and 200 points; nothing is left of the booking, so the code's
    // use returns.
    expect((await update(second!, 'declined')).statusCode).toBe(200);
    expect(await refundedByCard()).toBe(4200);
    expect(await balance()).toBe(1000);
    expect(await uses()).toBe(0);
    expect(await scalar<string>(t.database.db, sql`select status from promo_codes where code = ${code}`)).toBe(
      'assigned',
    );
    const mail = (await lastMail(t.app, email)).text;
    expect(mail).toContain('• €16.80 to the card you paid with');
    expect(mail).toContain('• 200 points back to your points balance');
  });

  it('mails an item refunded in points alone without a money line', async () => {
    const email = 'points-only@example.pt';
    // €3 and €2 paid with 500 points: nothing by card.
    const [big] = (await bookWithPoints(email, 500, [300, 200])).itemIds;
    expect((await update(big!, 'declined')).statusCode).toBe(200);
    const mail = await lastMail(t.app, email);
    expect(mail.subject).toMatch(/^Refund for booking/);
    expect(mail.text).toContain('• 300 points back to your points balance');
    expect(mail.text).not.toMatch(/€/);
  });
});

describe('partner decisions beside payment callbacks', () => {
  it('declining items while the gateway replays the paid callback never deadlocks (one lock order: payments, booking, item)', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await experience(t.database.db, cat);
      const b = await experience(t.database.db, cat);
      await putCart(t.app, [line(a, futureDate(6), 1, 'a'), line(b, futureDate(6), 1, 'b')], bearer(client));
      const c = json<{ content: { booking_id: number; payment: { paypal: { approval_url: string } } } }>(
        await book(t.app, bearer(client), { payment_method: 'paypal', billingData: undefined }),
      ).content;
      const externalId = c.payment.paypal.approval_url.split('/').pop()?.split('?')[0] ?? '';
      const callback = (eventId: string) => {
        const body = JSON.stringify({
          event_id: eventId,
          payment_id: externalId,
          status: 'COMPLETED',
          amount_cents: 4000,
          occurred_at: new Date().toISOString(),
        });
        const headers = {
          'content-type': 'application/json',
          'x-signature': signPayload(body, t.config.payments.secrets.paypal),
        };
        return t.app.inject({ method: 'POST', url: '/api/payments/callback/paypal', headers, payload: body });
      };
      expect((await callback(`evt-paid-${round}`)).statusCode).toBe(200);
      const items = (await t.database.db.execute(
        sql`select id from booking_items where booking_id = ${c.booking_id} order by id`,
      )) as unknown as { rows: { id: number }[] };
      const answers = await Promise.all([
        ...items.rows.map((i) => update(i.id, 'declined')),
        ...Array.from({ length: 6 }, (_, n) => callback(`evt-replay-${round}-${n}`)),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual(Array(answers.length).fill(200));
      expect(
        await scalar<number>(
          t.database.db,
          sql`select count(*)::int from booking_items where booking_id = ${c.booking_id} and status = 'declined'`,
        ),
      ).toBe(2);
      expect(await scalar<string>(t.database.db, sql`select status from bookings where id = ${c.booking_id}`)).toBe(
        'paid',
      );
    }
  });
});

describe('customer reads', () => {
  it('client-bookings filters by item status (default order desc) and by-category groups the items', async () => {
    const a = await experience(t.database.db, cat);
    await paidBooking([a]);
    const upcoming = json<{ content: { data: { reference: string; items: Item[] }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/client-bookings?status=waiting_payment,pending,confirmed',
        headers: bearer(client),
      }),
    ).content.data;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(
      upcoming.every((b) =>
        b.items.every((i) => ['waiting_payment', 'pending', 'confirmed'].includes(i.booking_item_status)),
      ),
    ).toBe(true);
    const ids = upcoming.map((b) => b.reference);
    const asc = json<{ content: { data: { reference: string }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/client-bookings?status=waiting_payment,pending,confirmed&orderBy=asc',
        headers: bearer(client),
      }),
    ).content.data.map((b) => b.reference);
    expect(asc).toEqual([...ids].reverse());
    const bad = await t.app.inject({ method: 'GET', url: '/api/client-bookings?status=lost', headers: bearer(client) });
    expect(bad.statusCode).toBe(422);
    const groups = json<{ content: { category: { slug: string; name: string }; items: Item[] }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/client-book-items/by-category',
        headers: { ...bearer(client), 'accept-language': 'pt' },
      }),
    ).content;
    expect(groups[0]?.category.name).toBe('Passeios');
    expect(groups[0]?.items[0]?.service.service_name).toMatch(/^Passeio/);
    const cards = await t.app.inject({
      method: 'GET',
      url: '/api/client-gift-cards?orderBy=asc',
      headers: bearer(client),
    });
    expect(json<{ content: { data: unknown[]; current_page: number } }>(cards).content).toMatchObject({
      current_page: 1,
      data: [],
    });
  });
});
