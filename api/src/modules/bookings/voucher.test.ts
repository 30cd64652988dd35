// The voucher of a paid booking, for its owner or the mailed manage link; its QR code verified by
// the partner of the item only; its calendar file.
import { eq, sql } from 'drizzle-orm';
import { services } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, login, mailsTo, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  giftCard,
  grantPoints,
  line,
  partnerCompany,
  promo,
  putCart,
  type Catalogue,
} from './checkout-fixtures';
import type { VoucherT } from './voucher';

let t: TestApp;
let cat: Catalogue;
let other: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  other = await partnerCompany(t.database);
  await createUser(t.database, 'CLIENT', 'buyer@example.pt');
  await createUser(t.database, 'CLIENT', 'stranger@example.pt');
});
afterAll(async () => t.close());

interface Created {
  booking_id: number;
  reference: string;
}

/** The buyer, signed in, pays by card for a 09:30 tour with a meeting point and one without. */
async function buyerPays(): Promise<{ created: Created; token: string; withPoint: number; without: number }> {
  const withPoint = await experience(t.database.db, cat);
  await t.database.db
    .update(services)
    .set({
      startTimes: ['09:30'],
      meetingPoint: { en: 'Praça do Comércio, by the arch', pt: 'Praça do Comércio, junto ao arco' },
      meetingLat: 38.7078,
      meetingLng: -9.1366,
      annotations: {
        calendar_price: false,
        free_cancellation: true,
        cancellation_policy: 24,
        notes: 'Comfortable shoes',
        selected_language: 'en',
      },
    })
    .where(eq(services.id, withPoint));
  const without = await experience(t.database.db, other);
  const token = await login(t.app, 'buyer@example.pt');
  const date = futureDate(10);
  const cart = await putCart(
    t.app,
    [
      { id: 'a', service_id: withPoint, date, time: '09:30', quantity: 2 },
      { id: 'b', service_id: without, date, quantity: 1 },
    ],
    bearer(token),
  );
  expect(cart.res.statusCode).toBe(200);
  const res = await book(t.app, bearer(token), {
    payment_method: 'card',
    card_number: '4242424242424242',
    billingData: { first_name: 'Ana', last_name: 'Silva', email: 'buyer@example.pt' },
  });
  expect(res.statusCode).toBe(200);
  const created = json<{ content: Created & { voucher_token: string } }>(res).content;
  // The checkout's answer carries the same manage token as the mail: a guest opens the voucher from purchase-complete.
  expect((await voucher(created.reference, { 'x-voucher-token': created.voucher_token })).statusCode).toBe(200);
  return { created, token, withPoint, without };
}

async function confirmation(reference: string) {
  for (let i = 0; i < 100; i++) {
    const found = (await mailsTo(t.app, 'buyer@example.pt')).find((m) => m.subject.includes(reference));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation for ${reference}`);
}

const voucher = (reference: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${encodeURIComponent(reference)}/voucher`, headers });
const manageHeader = (token: string) => ({ 'x-voucher-token': token });

describe('the voucher of a booking', () => {
  let paid: Awaited<ReturnType<typeof buyerPays>>;
  beforeAll(async () => {
    paid = await buyerPays();
  });

  it('is read by its signed-in owner: Lisbon date and start time, people, meeting point, notes, deadline, status, QR', async () => {
    const res = await voucher(paid.created.reference, bearer(paid.token));
    expect(res.statusCode).toBe(200);
    const v = json<{ content: VoucherT }>(res).content;
    expect(v.reference).toBe(paid.created.reference);
    expect(v.items).toHaveLength(2);
    const tour = v.items.find((i) => i.start_time === '09:30')!;
    expect(tour).toMatchObject({
      quantity: 2,
      kind: 'experience',
      meeting_point: 'Praça do Comércio, by the arch',
      meeting_position: { lat: 38.7078, lng: -9.1366 },
      notes: 'Comfortable shoes',
      status: 'pending',
      status_text: 'Paid — waiting for the partner to confirm',
      partner: expect.stringMatching(/^Company /),
    });
    expect(tour.date).toBe(futureDate(10));
    const lisbonTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Lisbon',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(tour.starts_at));
    expect(lisbonTime).toBe('09:30');
    expect(Date.parse(tour.starts_at) - Date.parse(tour.free_cancellation_until!)).toBe(24 * 3_600_000);
    expect(tour.qr_code).toMatch(/^RV\d+\.[A-Za-z0-9_-]{22}$/);
    // No meeting point on the service: null (the page says the partner sends it), nothing invented.
    const plain = v.items.find((i) => i !== tour)!;
    expect(plain.meeting_point).toBeNull();
    expect(plain.meeting_position).toBeNull();
    expect(plain.notes).toBeNull();
    // Portuguese: the same status in the common pt wording.
    const pt = json<{ content: VoucherT }>(
      await voucher(paid.created.reference, { ...bearer(paid.token), 'accept-language': 'pt' }),
    ).content;
    expect(pt.items.find((i) => i.id === tour.id)).toMatchObject({
      meeting_point: 'Praça do Comércio, junto ao arco',
      status_text: 'Pago — a aguardar a confirmação do parceiro',
    });
    // My bookings name the same place, in the request's language; nothing for a service that states none.
    const listed = async (language: string) =>
      json<{
        content: {
          data: {
            reference: string;
            items: { id: number; meeting_point: string | null; meeting_position: object | null }[];
          }[];
        };
      }>(
        await t.app.inject({
          method: 'GET',
          url: '/api/client-bookings?status=pending,confirmed',
          headers: { ...bearer(paid.token), 'accept-language': language },
        }),
      ).content.data.find((b) => b.reference === paid.created.reference)!.items;
    expect((await listed('en')).map((i) => [i.id, i.meeting_point, i.meeting_position])).toEqual(
      expect.arrayContaining([
        [tour.id, 'Praça do Comércio, by the arch', { lat: 38.7078, lng: -9.1366 }],
        [plain.id, null, null],
      ]),
    );
    expect((await listed('pt')).find((i) => i.id === tour.id)?.meeting_point).toBe('Praça do Comércio, junto ao arco');
  });

  it('is read with the manage link of the confirmation mail, signed out; another customer, no token or a wrong one: 404', async () => {
    const mail = await confirmation(paid.created.reference);
    const link = new RegExp(`/booking/${paid.created.reference}#token=([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(link).not.toBeNull();
    const manage = link![1]!;
    expect((await voucher(paid.created.reference, manageHeader(manage))).statusCode).toBe(200);
    expect((await voucher(paid.created.reference)).statusCode).toBe(404);
    expect((await voucher(paid.created.reference, manageHeader(`${manage.slice(0, -2)}xx`))).statusCode).toBe(404);
    const stranger = await login(t.app, 'stranger@example.pt');
    expect((await voucher(paid.created.reference, bearer(stranger))).statusCode).toBe(404);
    // The token of one booking does not open another.
    expect((await voucher('MP-NOPE-1', manageHeader(manage))).statusCode).toBe(404);
    // Nothing of the token is stored.
    const stored = await t.database.db.execute(
      sql`select annotations::text as a from bookings where id = ${paid.created.booking_id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(manage);
  });

  it('its QR code is verified by the partner of that item only', async () => {
    const v = json<{ content: VoucherT }>(await voucher(paid.created.reference, bearer(paid.token))).content;
    const tour = v.items.find((i) => i.start_time === '09:30')!;
    const plain = v.items.find((i) => i !== tour)!;
    const partner = await login(t.app, cat.supplierEmail);
    const check = (code: string, token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/dashboard/vouchers/${encodeURIComponent(code)}`,
        headers: bearer(token),
      });
    const okRes = await check(tour.qr_code!, partner);
    expect(okRes.statusCode).toBe(200);
    expect(
      json<{ content: { reference: string; customer: string; item: { id: number; quantity: number } } }>(okRes).content,
    ).toMatchObject({ reference: paid.created.reference, customer: 'Ana Silva', item: { id: tour.id, quantity: 2 } });
    // Another partner's item, a forged signature, another id with this signature: 404.
    expect((await check(plain.qr_code!, partner)).statusCode).toBe(404);
    expect((await check(`${tour.qr_code!.slice(0, -2)}xx`, partner)).statusCode).toBe(404);
    expect((await check(tour.qr_code!.replace(/^RV\d+/, `RV${plain.id}`), partner)).statusCode).toBe(404);
    const otherPartner = await login(t.app, other.supplierEmail);
    expect((await check(tour.qr_code!, otherPartner)).statusCode).toBe(404);
    expect((await check(plain.qr_code!, otherPartner)).statusCode).toBe(200);
    // A customer may not call it.
    expect((await check(tour.qr_code!, paid.token)).statusCode).toBe(403);
  });

  it('is non-refundable once the free-cancellation window has passed: no deadline in the past', async () => {
    const v = json<{ content: VoucherT }>(await voucher(paid.created.reference, bearer(paid.token))).content;
    const tour = v.items.find((i) => i.start_time === '09:30')!;
    // The S-Class case: a policy longer than the time left before the start (here 30 days against 10).
    await t.database.db.execute(
      sql`update booking_items set annotations = annotations || '{"cancellation_policy": 720}'::jsonb where id = ${tour.id}`,
    );
    const later = json<{ content: VoucherT }>(await voucher(paid.created.reference, bearer(paid.token))).content;
    expect(later.items.find((i) => i.id === tour.id)?.free_cancellation_until).toBeNull();
    await t.database.db.execute(
      sql`update booking_items set annotations = annotations || '{"cancellation_policy": 24}'::jsonb where id = ${tour.id}`,
    );
  });

  it('a cancelled item keeps its facts but has no QR code to show and no cancellation terms', async () => {
    const again = await buyerPays();
    const v = json<{ content: VoucherT }>(await voucher(again.created.reference, bearer(again.token))).content;
    const tour = v.items.find((i) => i.start_time === '09:30')!;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/client-book-items/${tour.id}/cancel`,
      headers: bearer(again.token),
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const after = json<{ content: VoucherT }>(await voucher(again.created.reference, bearer(again.token))).content;
    expect(after.items.find((i) => i.id === tour.id)).toMatchObject({
      status: 'cancelled',
      status_text: 'Cancelled',
      qr_code: null,
      free_cancellation_until: null,
      quantity: 2,
    });
    // The other item is untouched.
    expect(after.items.find((i) => i.id !== tour.id)?.qr_code).toMatch(/^RV\d+\./);
  });

  it('says what the booking cost and how it was paid, adding up, and a refund as lines of their own', async () => {
    // Two €30 tours, a €3 promo code, 500 points (€5), a €5 gift card and the card for the rest: €47 by card.
    const userId = await createUser(t.database, 'CLIENT', 'spender@example.pt');
    await grantPoints(t.database.db, userId, 1000);
    const code = await promo(t.database.db, { kind: 'fixed', value: 300 });
    const gift = await giftCard(t.database.db, 500);
    const first = await experience(t.database.db, cat, { valueCents: 3000 });
    const second = await experience(t.database.db, other, { valueCents: 3000 });
    const headers = bearer(await login(t.app, 'spender@example.pt'));
    await putCart(t.app, [line(first, futureDate(9), 1, 'a'), line(second, futureDate(9), 1, 'b')], headers);
    await t.app.inject({ method: 'POST', url: '/api/apply-promo-code', headers, payload: { code } });
    await t.app.inject({ method: 'POST', url: '/api/apply-points', headers, payload: { points: 500 } });
    const res = await book(t.app, headers, {
      payment_method: 'card',
      card_number: '4242424242424242',
      gift_card_code: gift,
      expected_total_cents: 5200,
    });
    expect(res.statusCode).toBe(200);
    const { reference } = json<{ content: Created }>(res).content;
    const v = json<{ content: VoucherT }>(await voucher(reference, headers)).content;
    expect(v.amounts).toMatchObject({
      lines: [expect.objectContaining({ cents: 3000 }), expect.objectContaining({ cents: 3000 })],
      discount_cents: 0,
      promo_cents: 300,
      points_used: 500,
      points_cents: 500,
      total_cents: 5200,
      gift_card: { last4: gift.slice(-4), cents: 500 },
      payment: { method: 'card', cents: 4700 },
      refunds: [],
      adds_up: true,
    });
    const a = v.amounts;
    const lines = a.lines.reduce((sum, l) => sum + l.cents, 0);
    expect(lines - a.discount_cents - a.promo_cents - a.points_cents).toBe(a.total_cents);
    expect((a.gift_card?.cents ?? 0) + (a.payment?.cents ?? 0)).toBe(a.total_cents);
    expect(a.lines.map((l) => l.item_id).sort()).toEqual(v.items.map((i) => i.id).sort());

    // One tour cancelled in its window: what went back is listed for that item, method by method.
    const tour = v.items[0]!;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/client-book-items/${tour.id}/cancel`,
      headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const after = json<{ content: VoucherT }>(await voucher(reference, headers)).content;
    expect(after.amounts.total_cents).toBe(5200);
    expect(after.amounts.payment).toEqual({ method: 'card', cents: 4700 });
    const refunded = after.items.find((i) => i.id === tour.id)!.refund ?? [];
    expect(refunded.length).toBeGreaterThan(0);
    expect(after.amounts.refunds).toEqual(refunded.map((l) => ({ item_id: tour.id, ...l })));

    // My bookings gives the same breakdown, every item included, even in the list that shows only the live one.
    const upcoming = json<{ content: { data: { reference: string; amounts: unknown; items: unknown[] }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/client-bookings?status=pending,confirmed',
        headers,
      }),
    ).content.data.find((b) => b.reference === reference)!;
    expect(upcoming.items).toHaveLength(1);
    expect(upcoming.amounts).toEqual(after.amounts);
  });

  it('downloads as a well-formed iCalendar file: one event per item, Lisbon times in UTC, en and pt summaries', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${paid.created.reference}/voucher.ics`,
      headers: bearer(paid.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="roteiro-.*\.ics"/);
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of body.split('\r\n').filter(Boolean)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(body.match(/END:VEVENT/g)).toHaveLength(2);
    const v = json<{ content: VoucherT }>(await voucher(paid.created.reference, bearer(paid.token))).content;
    const tour = v.items.find((i) => i.start_time === '09:30')!;
    const stamp = tour.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(body).toContain(`DTSTART:${stamp}`);
    expect(body.replace(/\r\n /g, '')).toContain(`SUMMARY:${tour.service} (booking ${paid.created.reference})`);
    expect(body.replace(/\r\n /g, '')).toContain('LOCATION:Praça do Comércio\\, by the arch');
    // Its place on the map, for the calendar application and as a link to a map application in the description.
    expect(body).toContain('GEO:38.7078;-9.1366');
    expect(body.replace(/\r\n /g, '')).toContain(
      'https://www.google.com/maps/search/?api=1&query=38.707800\\,-9.136600',
    );
    expect(body.match(/GEO:/g)).toHaveLength(1);
    const pt = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${paid.created.reference}/voucher.ics`,
      headers: { ...bearer(paid.token), 'accept-language': 'pt' },
    });
    expect(pt.body.replace(/\r\n /g, '')).toContain(`(reserva ${paid.created.reference})`);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/bookings/${paid.created.reference}/voucher.ics` })).statusCode,
    ).toBe(404);
    // The manage token of the mail opens it too (the page downloads it with the header).
    const mail = await confirmation(paid.created.reference);
    const manage = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/bookings/${paid.created.reference}/voucher.ics`,
          headers: manageHeader(manage),
        })
      ).statusCode,
    ).toBe(200);
  });
});
