// Completing only after the item's date, the decline reason, automatic expiry (fake clock; racing an
// accept), the customer's history with the company, and the single-use accept/decline links mailed to the partner.
import { sql } from 'drizzle-orm';
import { lisbonInstant, lisbonToday } from '@mp/shared/domain';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { createProviders } from '../../payments/registry';
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
import { createSupplierBookingsService } from './service';

let t: TestApp;
let cat: Catalogue;
let other: Catalogue;
let client: string;
let clientId: number;
let supplier: string;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  other = await partnerCompany(t.database);
  clientId = await createUser(t.database, 'CLIENT', 'buyer@example.pt');
  client = await login(t.app, 'buyer@example.pt');
  supplier = await login(t.app, cat.supplierEmail);
});
afterAll(async () => t.close());

async function paidItems(services: number[]): Promise<number[]> {
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
  const items = (await t.database.db.execute(
    sql`select id from booking_items where booking_id = ${id} order by id`,
  )) as unknown as { rows: { id: number }[] };
  return items.rows.map((r) => r.id);
}
const update = (id: number, payload: object, token = supplier, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/booking-items/${id}/update`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload,
  });
const statusOf = (id: number) => scalar<string>(t.database.db, sql`select status from booking_items where id = ${id}`);
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000);
/** A supplier-bookings service on its own clock (the sweep's fake clock). */
const serviceAt = (now: Date) =>
  createSupplierBookingsService({
    db: t.database.db,
    providers: createProviders(t.config.payments, async () => undefined, t.database.db),
    mailer: t.app.mailer,
    log: t.app.log,
    publicUrl: 'https://roteiro.test',
    voucherSecret: t.config.voucherSecret,
    now: () => now,
  });
const subjectOf = (itemId: number) =>
  scalar<string>(
    t.database.db,
    sql`select b.reference || ': ' || s.name_pt from booking_items bi join bookings b on b.id = bi.booking_id join services s on s.id = bi.service_id where bi.id = ${itemId}`,
  );
/** The new-item mail of one item (every pending item of the company gets its own), in Portuguese, the partners' default. */
const itemMail = async (to: string, itemId: number) => {
  const subject = await subjectOf(itemId);
  const found = (await mailsTo(to)).filter((m) => m.subject.includes(`${subject} aguarda`));
  expect(found).toHaveLength(1);
  return found[0]!;
};
const mailsTo = async (to: string) =>
  (
    (await t.database.db.execute(
      sql`select subject, text from outbox_emails where "to" = ${to} order by id desc`,
    )) as unknown as { rows: { subject: string; text: string }[] }
  ).rows;

describe('completing and declining', () => {
  it('completes an item only after its date, and only then earns the customer points', async () => {
    const [id] = await paidItems([await experience(t.database.db, cat)]);
    await update(id!, { status: 'confirmed' });
    const early = await update(id!, { status: 'completed' }, supplier, 'pt');
    expect(early.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(early).errors.status).toEqual([
      'Um item de reserva só pode ser concluído depois da sua data.',
    ]);
    const earned = () =>
      scalar<number>(
        t.database.db,
        sql`select count(*)::int from points_ledger where booking_item_id = ${id} and reason = 'earned'`,
      );
    expect(await earned()).toBe(0);
    // The day before the item's date is still early…
    const today = lisbonToday();
    await t.database.db.execute(
      sql`update booking_items set booking_date = ${lisbonInstant(today, '23:59').toISOString()}::timestamptz + interval '1 day' where id = ${id}`,
    );
    expect((await update(id!, { status: 'completed' })).statusCode).toBe(422);
    // …on its day (whatever the hour) it can be completed.
    await t.database.db.execute(
      sql`update booking_items set booking_date = ${lisbonInstant(today, '23:59').toISOString()}::timestamptz where id = ${id}`,
    );
    expect((await update(id!, { status: 'completed' })).statusCode).toBe(200);
    expect(await earned()).toBe(1);
  });

  it('keeps the decline reason on the item', async () => {
    const [id] = await paidItems([await experience(t.database.db, cat)]);
    const res = await update(id!, { status: 'declined', reason: 'Boat under repair' });
    expect(json<{ content: { annotations: Record<string, unknown> } }>(res).content.annotations.decline_reason).toBe(
      'Boat under repair',
    );
  });
});

describe('items unanswered by their deadline', () => {
  it('are declined and refunded by the sweep; answered ones are left alone', async () => {
    const [late, answered] = await paidItems([
      await experience(t.database.db, cat),
      await experience(t.database.db, cat),
    ]);
    await update(answered!, { status: 'confirmed' });
    expect(await serviceAt(hoursFromNow(47)).sweepUnanswered()).toBe(0);
    expect(await statusOf(late!)).toBe('pending');
    expect(await serviceAt(hoursFromNow(49)).sweepUnanswered()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(late!)).toBe('declined');
    expect(await statusOf(answered!)).toBe('confirmed');
    const bookingId = await scalar<number>(t.database.db, sql`select booking_id from booking_items where id = ${late}`);
    expect(
      await scalar<number>(
        t.database.db,
        sql`select coalesce(sum((details->>'refunded_cents')::int), 0)::int from payments where booking_id = ${bookingId}`,
      ),
    ).toBe(2000);
    const refund = (await mailsTo('buyer@example.pt'))[0];
    expect(refund?.subject).toMatch(/^Refund for booking/);
    // The customer learns that nobody answered, not that the partner said no.
    expect(refund?.text).toContain('(the partner did not answer in time)');
  });

  it('are due two hours before a start that comes sooner than 48 hours, for the partner and the customer alike', async () => {
    const [id] = await paidItems([await experience(t.database.db, cat)]);
    // Booked now for a start 10 hours away (a same-day tour): the answer is due in 8 hours, not 48.
    const start = hoursFromNow(10);
    await t.database.db.execute(
      sql`update booking_items set booking_date = ${start.toISOString()}::timestamptz where id = ${id}`,
    );
    const due = new Date(start.getTime() - 2 * 3_600_000).toISOString();
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/booking-items?items=100`,
      headers: bearer(supplier),
    });
    const mine = json<{ content: { data: { id: number; answer_by: string }[] } }>(listed).content.data.find(
      (i) => i.id === id,
    );
    expect(mine?.answer_by).toBe(due);
    const customer = await t.app.inject({ method: 'GET', url: '/api/client-bookings', headers: bearer(client) });
    expect(JSON.stringify(json(customer))).toContain(`"answer_by":"${due}"`);
    expect(await serviceAt(hoursFromNow(7.9)).sweepUnanswered()).toBe(0);
    expect(await statusOf(id!)).toBe('pending');
    expect(await serviceAt(hoursFromNow(8.1)).sweepUnanswered()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id!)).toBe('declined');
  });

  it('a partner can no longer answer past the deadline', async () => {
    const [id] = await paidItems([await experience(t.database.db, cat)]);
    await t.database.db.execute(
      sql`update booking_items set created_at = now() - interval '49 hours' where id = ${id}`,
    );
    const res = await update(id!, { status: 'confirmed' });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.status?.[0]).toMatch(
      /time to answer this booking item is over/,
    );
  });

  it('an accept racing the sweep ends as exactly one of the two, refunded at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const [id] = await paidItems([await experience(t.database.db, cat)]);
      const [accept, declined] = await Promise.all([
        update(id!, { status: 'confirmed' }),
        serviceAt(hoursFromNow(49)).sweepUnanswered(),
      ]);
      const status = await statusOf(id!);
      const bookingId = await scalar<number>(t.database.db, sql`select booking_id from booking_items where id = ${id}`);
      const refunded = await scalar<number>(
        t.database.db,
        sql`select coalesce(sum((details->>'refunded_cents')::int), 0)::int from payments where booking_id = ${bookingId}`,
      );
      if (status === 'confirmed') {
        expect(accept.statusCode).toBe(200);
        expect(refunded).toBe(0);
      } else {
        expect(status).toBe('declined');
        expect(accept.statusCode).toBe(422);
        expect(declined).toBeGreaterThanOrEqual(1);
        expect(refunded).toBe(2000);
      }
    }
  });

  it('the on-demand sweep is for SUPER only', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/dashboard/booking-items/sweep',
          headers: bearer(supplier),
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/dashboard/user/{id}/booking-history', () => {
  it('lists the customer’s items with this company only', async () => {
    const [mine, theirs] = await paidItems([
      await experience(t.database.db, cat),
      await experience(t.database.db, other),
    ]);
    const history = json<{ content: { data: { id: number }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/user/${clientId}/booking-history`,
        headers: bearer(supplier),
      }),
    ).content.data.map((i) => i.id);
    expect(history).toContain(mine);
    expect(history).not.toContain(theirs);
    const rival = await login(t.app, other.supplierEmail);
    const theirsSeen = json<{ content: { data: { id: number }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/user/${clientId}/booking-history`,
        headers: bearer(rival),
      }),
    ).content.data.map((i) => i.id);
    expect(theirsSeen).not.toContain(mine);
  });
});

describe('the answer links mailed for a new item', () => {
  const linksIn = (text: string) => ({
    accept: /Aceitar: (\S+)/.exec(text)?.[1] ?? '',
    decline: /Recusar: (\S+)/.exec(text)?.[1] ?? '',
  });
  const path = (url: string) => new URL(url).pathname;

  it('mail the partner once, in their language, with links that work once without signing in', async () => {
    const [id] = await paidItems([await experience(t.database.db, cat)]);
    await t.database.db.execute(sql`update companies set email = 'bookings@company.pt' where id = ${cat.companyId}`);
    expect(await serviceAt(new Date()).notifyNew()).toBeGreaterThanOrEqual(1);
    expect(await serviceAt(new Date()).notifyNew()).toBe(0);
    const mail = await itemMail('bookings@company.pt', id!);
    expect(mail.subject).toMatch(/^Nova reserva .* aguarda a sua resposta$/);
    expect(mail.text).toContain('Tem um novo item de reserva');
    const { accept, decline } = linksIn(mail.text);
    expect(accept).toMatch(/^https:\/\/roteiro\.test\/api\/booking-items\/answer\//);

    // Opening the link (or a mail scanner fetching it) changes nothing; the button does.
    const pageRes = await t.app.inject({ method: 'GET', url: `${path(accept)}?lang=en` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('<button type="submit">Accept the booking item</button>');
    // The partner answers knowing what for: the booking, its service and date, who booked and when the answer is due.
    const reference = await scalar<string>(
      t.database.db,
      sql`select b.reference from bookings b join booking_items bi on bi.booking_id = b.id where bi.id = ${id}`,
    );
    expect(pageRes.body).toContain(`<dt>Booking</dt><dd>${reference}</dd>`);
    expect(pageRes.body).toMatch(
      /<dt>Service<\/dt><dd>[^<]+<\/dd><dt>Date<\/dt><dd>[^<]+<\/dd><dt>People<\/dt><dd>\d+<\/dd>/,
    );
    expect(pageRes.body).toMatch(/<dt>Paid<\/dt><dd>€[\d,.]+<\/dd><dt>Answer by<\/dt>/);
    const pagePt = await t.app.inject({ method: 'GET', url: `${path(accept)}?lang=pt` });
    expect(pagePt.body).toContain(`<dt>Reserva</dt><dd>${reference}</dd>`);
    expect(pagePt.body).toContain('<dt>Responder até</dt>');
    expect(await statusOf(id!)).toBe('pending');
    const done = await t.app.inject({
      method: 'POST',
      url: `${path(accept)}?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.body).toContain('Booking item accepted.');
    expect(done.body).toContain(`<dt>Booking</dt><dd>${reference}</dd>`);
    expect(done.body).toContain('href="/dashboard/calendar-and-bookings?list=new"');
    expect(done.body).not.toContain('<dt>Answer by</dt>');
    expect(await statusOf(id!)).toBe('confirmed');

    // Single use: the same link and its decline sibling are dead now.
    const again = await t.app.inject({
      method: 'POST',
      url: `${path(accept)}?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(again.body).toContain('already been used or has expired');
    const sibling = await t.app.inject({
      method: 'POST',
      url: `${path(decline)}?lang=pt`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reason=x',
    });
    expect(sibling.body).toContain('Esta ligação já foi usada ou expirou.');
    expect(await statusOf(id!)).toBe('confirmed');
  });

  it('decline with a reason, and die at the item’s deadline', async () => {
    const [declined, expired] = await paidItems([
      await experience(t.database.db, cat),
      await experience(t.database.db, cat),
    ]);
    await t.database.db.execute(sql`update companies set email = 'links@company.pt' where id = ${cat.companyId}`);
    await serviceAt(new Date()).notifyNew();
    const forDeclined = linksIn((await itemMail('links@company.pt', declined!)).text);
    const forExpired = linksIn((await itemMail('links@company.pt', expired!)).text);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const res = await t.app.inject({
      method: 'POST',
      url: path(forDeclined.decline),
      headers: form,
      payload: 'reason=Fully%20booked',
    });
    expect(res.body).toContain('Booking item declined.');
    expect(await statusOf(declined!)).toBe('declined');
    expect(
      await scalar<string>(
        t.database.db,
        sql`select annotations->>'decline_reason' from booking_items where id = ${declined}`,
      ),
    ).toBe('Fully booked');

    await t.database.db.execute(
      sql`update booking_item_answer_links set expires_at = now() - interval '1 minute' where booking_item_id = ${expired}`,
    );
    const late = await t.app.inject({ method: 'POST', url: path(forExpired.accept), headers: form, payload: '' });
    expect(late.body).toContain('already been used or has expired');
    expect(await statusOf(expired!)).toBe('pending');
  });
});
