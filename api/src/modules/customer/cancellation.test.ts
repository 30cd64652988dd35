// Self-service cancellation: within the free-cancellation window the customer cancels an item or the
// whole booking, is refunded like a partner decline, and the partner and customer are mailed; after it the call is
// refused. On PostgreSQL, a cancel racing the partner's decline ends in one state with one refund.
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

const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let cat: Catalogue;
let client: string;
let otherClient: string;
let supplier: string;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  await createUser(t.database, 'CLIENT', 'canceller@example.pt');
  await createUser(t.database, 'CLIENT', 'someone-else@example.pt');
  client = await login(t.app, 'canceller@example.pt');
  otherClient = await login(t.app, 'someone-else@example.pt');
  supplier = await login(t.app, cat.supplierEmail);
});
afterAll(async () => t.close());

/** A paid card booking of the client with one item per service, 5 days ahead (window open: policy 24 h). */
async function paidBooking(services: number[]): Promise<{ bookingId: number; items: number[] }> {
  await putCart(
    t.app,
    services.map((s, i) => line(s, futureDate(5), 1, `c${i}`)),
    bearer(client),
  );
  const res = await book(t.app, bearer(client), {
    payment_method: 'card',
    card_number: '4242424242424242',
    billingData: undefined,
  });
  expect(res.statusCode).toBe(200);
  const bookingId = json<{ content: { booking_id: number } }>(res).content.booking_id;
  const rows = (await t.database.db.execute(
    sql`select id from booking_items where booking_id = ${bookingId} order by id`,
  )) as unknown as { rows: { id: number }[] };
  return { bookingId, items: rows.rows.map((r) => r.id) };
}

const cancelItem = (id: number, token = client, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/client-book-items/${id}/cancel`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload: {},
  });
const refunded = (bookingId: number) =>
  scalar<number>(
    t.database.db,
    sql`select coalesce(sum((details->>'refunded_cents')::int), 0)::int from payments where booking_id = ${bookingId}`,
  );
/** What the partner was mailed: at the owner's address and the company's notification address. */
const partnerMails = async () =>
  (await mailsTo(cat.supplierEmail)).concat(
    await mailsTo(
      await scalar<string>(t.database.db, sql`select coalesce(email, '') from companies where id = ${cat.companyId}`),
    ),
  );
/** The places of `service` still booked, over its days. */
const placesBooked = (service: number) =>
  scalar<number>(
    t.database.db,
    sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${service}`,
  );
const mailsTo = async (to: string) =>
  (
    (await t.database.db.execute(
      sql`select subject, text from outbox_emails where "to" = ${to} order by id`,
    )) as unknown as { rows: { subject: string; text: string }[] }
  ).rows;

describe('self-service cancellation', () => {
  it('cancels an item in the window: places freed, money back to the card, customer and partner mailed', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 3000 });
    const { bookingId, items } = await paidBooking([service]);
    const res = await cancelItem(items[0]!);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { booking_item_status: string } }>(res).content.booking_item_status).toBe('cancelled');
    expect(await refunded(bookingId)).toBe(3000);
    expect(await placesBooked(service)).toBe(0);
    const customerMail = (await mailsTo('canceller@example.pt')).find((m) => m.subject.startsWith('Refund'));
    expect(customerMail?.text).toContain('30.00');
    const partnerMail = (await partnerMails()).find((m) => m.subject.includes('cancel'));
    expect(partnerMail?.subject).toMatch(/cancelada pelo cliente|cancelled by the customer/);
    expect(partnerMail?.text).toMatch(/o cliente foi reembolsado|the customer has been refunded/);
    // Cancelling twice is refused, and nothing is refunded twice.
    expect((await cancelItem(items[0]!)).statusCode).toBe(422);
    expect(await refunded(bookingId)).toBe(3000);
  });

  it('lists each item with its partner and free-cancellation state, and the booking with its payment split', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 4200 });
    const { bookingId, items } = await paidBooking([service]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/client-bookings?status=pending,confirmed',
      headers: bearer(client),
    });
    const booking = json<{
      content: {
        data: {
          id: number;
          payment: Record<string, number>;
          items: { id: number; partner: Record<string, unknown>; free_cancellation: Record<string, unknown> }[];
        }[];
      };
    }>(res).content.data.find((b) => b.id === bookingId);
    expect(booking?.payment).toEqual({
      money_cents: 4200,
      refunded_cents: 0,
      points_cents: 0,
      promo_cents: 0,
      gift_card_cents: 0,
    });
    const item = booking?.items.find((i) => i.id === items[0]);
    expect(item?.partner).toMatchObject({
      company_id: cat.companyId,
      contact_user_id: cat.supplierId,
      trade_name: expect.any(String),
    });
    expect(item?.free_cancellation).toMatchObject({ offered: true, open: true, until: expect.any(String) });
    await t.database.db.execute(
      sql`update booking_items set annotations = annotations || '{"cancellation_policy": 720}'::jsonb where id = ${items[0]!}`,
    );
    const later = json<{ content: { data: { id: number; items: { free_cancellation: { open: boolean } }[] }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/client-bookings?status=pending', headers: bearer(client) }),
    ).content.data.find((b) => b.id === bookingId);
    expect(later?.items[0]?.free_cancellation.open).toBe(false);
  });

  it("after the window closes asks for the no-refund confirmation (en and pt); refuses someone else's item, and partners", async () => {
    const service = await experience(t.database.db, cat);
    const { items } = await paidBooking([service]);
    const id = items[0]!;
    expect((await cancelItem(id, otherClient)).statusCode).toBe(404);
    expect((await cancelItem(id, supplier)).statusCode).toBe(403);
    // A 30-day policy: the window closed long before a booking 5 days ahead.
    await t.database.db.execute(
      sql`update booking_items set annotations = annotations || '{"cancellation_policy": 720}'::jsonb where id = ${id}`,
    );
    const en = await cancelItem(id);
    expect(en.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(en).errors.status).toEqual([
      'The free cancellation period of this item has ended: it is non-refundable. Confirm that you want to cancel it without a refund.',
    ]);
    const pt = await cancelItem(id, client, 'pt');
    expect(json<{ errors: Record<string, string[]> }>(pt).errors.status).toEqual([
      'O prazo de cancelamento gratuito deste serviço terminou: não é reembolsável. Confirme que o quer cancelar sem reembolso.',
    ]);
    expect(await scalar<string>(t.database.db, sql`select status from booking_items where id = ${id}`)).toBe('pending');
  });

  it('cancels a non-refundable item once the customer confirms it: places freed, nothing refunded, partner mailed', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 6300 });
    const { bookingId, items } = await paidBooking([service]);
    const id = items[0]!;
    // 5 days ahead with a 30-day policy: non-refundable, as in My bookings.
    await t.database.db.execute(
      sql`update booking_items set annotations = annotations || '{"cancellation_policy": 720}'::jsonb where id = ${id}`,
    );
    const listed = json<{
      content: { data: { id: number; items: { free_cancellation: { open: boolean; until: string | null } }[] }[] };
    }>(
      await t.app.inject({ method: 'GET', url: '/api/client-bookings?status=pending', headers: bearer(client) }),
    ).content.data.find((b) => b.id === bookingId);
    expect(listed?.items[0]?.free_cancellation).toMatchObject({ open: false, until: null });
    const refundMailsBefore = (await mailsTo('canceller@example.pt')).filter((m) =>
      m.subject.startsWith('Refund'),
    ).length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/client-book-items/${id}/cancel`,
      headers: bearer(client),
      payload: { without_refund: true },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { booking_item_status: string } }>(res).content.booking_item_status).toBe('cancelled');
    expect(await refunded(bookingId)).toBe(0);
    expect(await placesBooked(service)).toBe(0);
    expect((await mailsTo('canceller@example.pt')).filter((m) => m.subject.startsWith('Refund'))).toHaveLength(
      refundMailsBefore,
    );
    const partnerMail = await partnerMails();
    const reference = await scalar<string>(t.database.db, sql`select reference from bookings where id = ${bookingId}`);
    const told = partnerMail.filter(
      (m) => /cancelada pelo cliente|cancelled by the customer/.test(m.subject) && m.subject.includes(reference),
    );
    expect(told).toHaveLength(1);
    // The partner is told the truth: after the window, and not refunded.
    expect(told[0]!.text).toMatch(/depois do prazo de cancelamento gratuito|after its free cancellation period/);
    expect(told[0]!.text).toMatch(/o cliente não foi reembolsado|the customer was not refunded/);
  });

  it('an item that cost nothing (a table without a deposit) is free to cancel inside the policy: no confirmation, nothing kept, partner told', async () => {
    // Free, and starting inside its 30-day policy: under the policy alone it would read non-refundable.
    const service = await experience(t.database.db, cat, { valueCents: 0, cancellationHours: 720 });
    await putCart(t.app, [line(service, futureDate(5), 2, 'free')], bearer(client));
    const booked = await book(t.app, bearer(client), { payment_method: 'free', expected_total_cents: 0 });
    expect(booked.statusCode).toBe(200);
    const { booking_id: bookingId, reference } = json<{ content: { booking_id: number; reference: string } }>(
      booked,
    ).content;
    const id = await scalar<number>(t.database.db, sql`select id from booking_items where booking_id = ${bookingId}`);
    const listed = json<{
      content: { data: { id: number; items: { free_cancellation: Record<string, unknown> }[] }[] };
    }>(await t.app.inject({ method: 'GET', url: '/api/client-bookings', headers: bearer(client) })).content.data.find(
      (b) => b.id === bookingId,
    );
    expect(listed?.items[0]?.free_cancellation).toEqual({
      offered: true,
      until: null,
      open: false,
      nothing_paid: true,
    });
    const voucher = json<{ content: { items: { nothing_paid: boolean; free_cancellation_until: string | null }[] } }>(
      await t.app.inject({ method: 'GET', url: `/api/bookings/${reference}/voucher`, headers: bearer(client) }),
    ).content;
    expect(voucher.items[0]).toMatchObject({ nothing_paid: true, free_cancellation_until: null });

    const res = await cancelItem(id);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { booking_item_status: string } }>(res).content.booking_item_status).toBe('cancelled');
    expect(await placesBooked(service)).toBe(0);
    expect(
      await scalar<boolean>(
        t.database.db,
        sql`select coalesce((annotations->>'charge_kept')::boolean, false) from booking_items where id = ${id}`,
      ),
    ).toBe(false);
    const told = (await partnerMails()).filter((m) => m.subject.includes(reference));
    expect(told.map((m) => m.text).join('\n')).toMatch(
      /Nada foi pago por esta reserva|Nothing was paid for this booking/,
    );
  });

  it('refunds an item in its window even when the no-refund confirmation is sent', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 2100 });
    const { bookingId, items } = await paidBooking([service]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/client-book-items/${items[0]!}/cancel`,
      headers: bearer(client),
      payload: { without_refund: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await refunded(bookingId)).toBe(2100);
  });

  it('cancels the whole booking when every open item is in its window, and only the customer’s own booking', async () => {
    const a = await experience(t.database.db, cat, { valueCents: 1000 });
    const b = await experience(t.database.db, cat, { valueCents: 2000 });
    const { bookingId } = await paidBooking([a, b]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/client-bookings/${bookingId}/cancel`,
      headers: bearer(client),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(
      json<{ content: { cancelled: { booking_item_status: string }[] } }>(res).content.cancelled.map(
        (i) => i.booking_item_status,
      ),
    ).toEqual(['cancelled', 'cancelled']);
    expect(await refunded(bookingId)).toBe(3000);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/client-bookings/${bookingId}/cancel`,
      headers: bearer(client),
      payload: {},
    });
    expect(again.statusCode).toBe(422);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/client-bookings/${bookingId}/cancel`,
      headers: bearer(otherClient),
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('cancels a whole booking of a table that cost nothing, inside its policy, as free to cancel', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 0, cancellationHours: 720 });
    await putCart(t.app, [line(service, futureDate(5), 2, 'whole-free')], bearer(client));
    const booked = await book(t.app, bearer(client), { payment_method: 'free', expected_total_cents: 0 });
    const bookingId = json<{ content: { booking_id: number } }>(booked).content.booking_id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/client-bookings/${bookingId}/cancel`,
      headers: bearer(client),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await placesBooked(service)).toBe(0);
  });

  (onServer ? it : it.skip)(
    "a cancel racing the partner's decline ends in one state with one refund (PostgreSQL)",
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const service = await experience(t.database.db, cat, { valueCents: 2500 });
        const { bookingId, items } = await paidBooking([service]);
        const id = items[0]!;
        const [cancel, decline] = await Promise.all([
          cancelItem(id),
          t.app.inject({
            method: 'POST',
            url: `/api/dashboard/booking-items/${id}/update`,
            headers: bearer(supplier),
            payload: { status: 'declined' },
          }),
        ]);
        expect([cancel.statusCode, decline.statusCode].sort()).toEqual([200, 422]);
        const status = await scalar<string>(t.database.db, sql`select status from booking_items where id = ${id}`);
        expect(status).toBe(cancel.statusCode === 200 ? 'cancelled' : 'declined');
        expect(await refunded(bookingId)).toBe(2500);
        expect(await placesBooked(service)).toBe(0);
      }
    },
  );
});
