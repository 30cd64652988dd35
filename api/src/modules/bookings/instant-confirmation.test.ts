// A service set to instant confirmation (docs/booking-answers.md, docs/adr/049): its paid item is confirmed at once,
// the customer is told it is confirmed rather than waiting for the partner, the partner is told of a confirmed booking
// with nothing to answer, and it can be booked up to its start, without the notice a request needs.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, mailsTo, type TestApp } from '../../../test/helpers';
import { services } from '../../db/schema';
import { lisbonDateTime } from '../transfers/offers';
import { book, experience, futureDate, partnerCompany, putCart, scalar, type Catalogue } from './checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

const CARD = { payment_method: 'card', card_number: '4242 4242 4242 4242' };

async function service(confirmation: 'partner' | 'instant', startTimes: string[] = ['10:00']): Promise<number> {
  const id = await experience(t.database.db, cat);
  await t.database.db.execute(
    sql`update services set confirmation = ${confirmation}, start_times = ${JSON.stringify(startTimes)}::jsonb where id = ${id}`,
  );
  return id;
}

/** Books `serviceId` by card as a guest; answers the created booking. */
async function bookByCard(serviceId: number, date: string, time: string, locale = 'en') {
  const { res: cart, token } = await putCart(t.app, [{ id: 'l1', service_id: serviceId, date, time, quantity: 2 }], {
    'accept-language': locale,
  });
  expect(cart.statusCode).toBe(200);
  const res = await book(t.app, { 'x-cart-token': token ?? '', 'accept-language': locale }, CARD);
  expect(res.statusCode).toBe(200);
  return json<{ content: { booking_id: number; reference: string; voucher_token: string } }>(res).content;
}

const itemOf = async (bookingId: number) =>
  (
    (await t.database.db.execute(
      sql`select id, status, unserialized_service from booking_items where booking_id = ${bookingId}`,
    )) as unknown as { rows: { id: number; status: string; unserialized_service: { confirmation?: string } }[] }
  ).rows[0]!;

async function mailFor(to: string, reference: string) {
  for (let i = 0; i < 100; i++) {
    const found = (await mailsTo(t.app, to)).find((m) => m.subject.includes(reference));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${to} about ${reference}`);
}

describe('an item of an instant service', () => {
  it('is confirmed by its payment, keeps its rule in its snapshot and announces no answer deadline', async () => {
    const id = await service('instant');
    const booking = await bookByCard(id, futureDate(3), '10:00');
    const item = await itemOf(booking.booking_id);
    expect(item.status).toBe('confirmed');
    expect(item.unserialized_service.confirmation).toBe('instant');
    const status = json<{ content: { answer_by?: string; items: { status: string }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.booking_id}/payment-status?reference=${booking.reference}`,
      }),
    ).content;
    expect(status.answer_by).toBeUndefined();
    expect(status.items.map((i) => i.status)).toEqual(['confirmed']);
    const voucher = json<{ content: { items: { status: string; status_text: string }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${encodeURIComponent(booking.reference)}/voucher`,
        headers: { 'x-voucher-token': booking.voucher_token },
      }),
    ).content;
    expect(voucher.items).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        status_text: 'Confirmed at once — no need to wait for the partner',
      }),
    ]);
  });

  it('mails the customer that it is confirmed at once, in en and pt, and never that the partner still confirms', async () => {
    const id = await service('instant');
    const en = await bookByCard(id, futureDate(4), '10:00');
    const mail = await mailFor('ana@example.pt', en.reference);
    expect(mail.text).toContain('Confirmed at once — no need to wait for the partner');
    expect(mail.text).not.toContain('waiting for the partner to confirm');
    expect(mail.text).not.toContain('The partner confirms by');
    const pt = await bookByCard(id, futureDate(5), '10:00', 'pt');
    const ptMail = await mailFor('ana@example.pt', pt.reference);
    expect(ptMail.text).toContain('Confirmado de imediato — não precisa de esperar pelo parceiro');
    expect(ptMail.text).not.toContain('O parceiro confirma até');
  });

  it('tells the partner of a confirmed booking, with no answer links, and the new-booking sweep asks nothing', async () => {
    const id = await service('instant');
    const booking = await bookByCard(id, futureDate(6), '10:00');
    // The seeded owner has no language of their own: partners' booking mails are in Portuguese.
    const mail = await mailFor(cat.supplierEmail, booking.reference);
    expect(mail.subject).toContain('está confirmada');
    expect(mail.text).toContain('não há nada a responder');
    expect(mail.text).not.toContain('/api/booking-items/answer/');
    await createUser(t.database, 'SUPER', 'sweeper@example.pt');
    const staff = await login(t.app, 'sweeper@example.pt');
    const sweep = await t.app.inject({ method: 'POST', url: '/api/payments/sweep', headers: bearer(staff) });
    expect(sweep.statusCode).toBe(200);
    expect((await mailsTo(t.app, cat.supplierEmail)).filter((m) => m.subject.includes('aguarda'))).toEqual([]);
    const item = await itemOf(booking.booking_id);
    expect(
      await scalar<number>(
        t.database.db,
        sql`select count(*)::int from booking_item_answer_links where booking_item_id = ${item.id}`,
      ),
    ).toBe(0);
  });
});

describe('an item of a service whose partner confirms', () => {
  it('waits for the partner after payment, with its deadline, in the mail and on the status', async () => {
    const id = await service('partner');
    const booking = await bookByCard(id, futureDate(3), '10:00');
    const item = await itemOf(booking.booking_id);
    expect(item.status).toBe('pending');
    expect(item.unserialized_service.confirmation).toBe('partner');
    const mail = await mailFor('ana@example.pt', booking.reference);
    expect(mail.text).toContain('Paid — waiting for the partner to confirm');
    expect(mail.text).toContain('The partner confirms by');
  });
});

describe('a start one hour from now', () => {
  const soon = () => lisbonDateTime(new Date(Date.now() + 60 * 60_000));

  it('is booked and confirmed at once for an instant service', async () => {
    const at = soon();
    const id = await service('instant', [at.time]);
    const booking = await bookByCard(id, at.date, at.time);
    expect((await itemOf(booking.booking_id)).status).toBe('confirmed');
  });

  it('is refused for a service whose partner confirms: it would leave no time to answer', async () => {
    const at = soon();
    const id = await service('partner', [at.time]);
    const { res } = await putCart(t.app, [{ id: 'l1', service_id: id, date: at.date, time: at.time, quantity: 1 }]);
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors['items.0']?.[0]).toMatch(
      /^This starts too soon for the partner to confirm in time/,
    );
  });

  it('is offered by the instant service’s calendar, not by the request’s', async () => {
    const at = soon();
    const calendar = async (id: number) => {
      const slug = await scalar<string>(t.database.db, sql`select slug from services where id = ${id}`);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/services/${slug}/availability?from=${at.date}&to=${at.date}`,
      });
      return json<{ content: { days: { times: { time: string }[] }[] } }>(res).content.days[0]?.times ?? [];
    };
    expect(await calendar(await service('instant', [at.time]))).toEqual([expect.objectContaining({ time: at.time })]);
    expect(await calendar(await service('partner', [at.time]))).toEqual([]);
  });

  it('a start already past is refused even for an instant service', async () => {
    const past = lisbonDateTime(new Date(Date.now() - 10 * 60_000));
    const id = await service('instant', [past.time]);
    const { res } = await putCart(t.app, [{ id: 'l1', service_id: id, date: past.date, time: past.time, quantity: 1 }]);
    expect(res.statusCode).toBe(422);
  });
});

describe('the default of a new service', () => {
  it('is instant for a transfer and the partner for an experience, when the insert names none', async () => {
    const [transfer] = await t.database.db
      .insert(services)
      .values({
        slug: `transfer-default-${Date.now()}`,
        companyId: cat.companyId,
        categoryId: cat.categoryId,
        kind: 'transfer',
        nameEn: 'Transfer',
        namePt: 'Transfer',
        annotations: {
          calendar_price: false,
          free_cancellation: true,
          cancellation_policy: 24,
          notes: null,
          selected_language: null,
        },
        priceType: 'per_group',
        maxCapacity: 8,
        valueCents: 5000,
        dailyCapacity: 10,
        durationMinutes: 60,
      })
      .returning({ confirmation: services.confirmation });
    expect(transfer?.confirmation).toBe('instant');
    const tour = await experience(t.database.db, cat);
    expect(await scalar<string>(t.database.db, sql`select confirmation from services where id = ${tour}`)).toBe(
      'partner',
    );
  });

  it('a value other than partner or instant is refused by the database', async () => {
    const tour = await experience(t.database.db, cat);
    await expect(
      t.database.db.execute(sql`update services set confirmation = 'soon' where id = ${tour}`),
    ).rejects.toThrow();
  });
});
