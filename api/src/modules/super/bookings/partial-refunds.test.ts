// Partial refunds from the back office (docs/money-figures.md "Partial refunds", ADR 045): finance gives back part of
// an item's charge with a reason, over the methods that paid it in the written order, never more than is left (two
// refunds racing included); the item keeps its status, the audit log keeps before and after, the customer is mailed,
// and the money figures move with it (commission on what was kept). Support, who answer items, may not.
import { sql } from 'drizzle-orm';
import type { RefundLine, SuperBookingItemDetail, SuperPartialRefundPreview } from '@mp/shared/contracts';
import { bearer, buildTestApp, createUser, json, lastMail, login, type TestApp } from '../../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  giftCard,
  grantPoints,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from '../../bookings/checkout-fixtures';
import { createStaffUser } from '../test-staff';

let t: TestApp;
let cat: Catalogue;
const token = {} as Record<'admin' | 'finance' | 'support' | 'content', string>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'finance', 'support', 'content'] as const)
    token[role] = (await createStaffUser(t.app, t.database, role, `${role}@partial.pt`)).token;
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

let customers = 0;
/** A paid booking of a new customer: one €40 item, paid with 1,000 points, a €10 gift card and €20 by card. */
async function mixedBooking(): Promise<{ item: number; email: string; gift: string; userId: number }> {
  const email = `partial${++customers}@example.pt`;
  const userId = await createUser(t.database, 'CLIENT', email);
  await grantPoints(t.database.db, userId, 1000);
  const gift = await giftCard(t.database.db, 1000);
  const service = await experience(t.database.db, cat, { valueCents: 4000 });
  const headers = bearer(await login(t.app, email));
  await putCart(t.app, [line(service, futureDate(6), 1)], headers);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/apply-points', headers, payload: { points: 1000 } })).statusCode,
  ).toBe(200);
  const res = await book(t.app, headers, {
    payment_method: 'card',
    card_number: '4242424242424242',
    gift_card_code: gift,
    billingData: undefined,
  });
  expect(res.statusCode).toBe(200);
  const bookingId = json<{ content: { booking_id: number } }>(res).content.booking_id;
  const item = await scalar<number>(t.database.db, sql`select id from booking_items where booking_id = ${bookingId}`);
  return { item, email, gift, userId };
}

const refund = (id: number, payload: Record<string, unknown>, who = token.finance, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/super/booking-items/${id}/partial-refunds`,
    payload,
    headers: { ...bearer(who), 'accept-language': lang },
  });
const detail = async (id: number, who = token.finance) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/super/booking-items/${id}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return json<{ content: SuperBookingItemDetail }>(res).content;
};
const errorsOf = (res: Parameters<typeof json>[0]) => json<{ errors: Record<string, string[]> }>(res).errors;

describe('POST api/super/booking-items/{id}/partial-refunds', () => {
  it('gives part of the item back over card, gift card and points in proportion, keeps the item as it is, audits it and mails the customer', async () => {
    const { item, email, gift, userId } = await mixedBooking();
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/super/booking-items/${item}/partial-refunds/preview?amount=${encodeURIComponent('20,00')}`,
      headers: { ...bearer(token.finance), 'accept-language': 'pt' },
    });
    expect(preview.statusCode).toBe(200);
    const promised = json<{ content: SuperPartialRefundPreview }>(preview).content;
    // €40 paid €20 card, €10 gift card, €10 points: €20 back is half of each, card first.
    expect(promised).toEqual({
      amount_cents: 2000,
      left_cents: 4000,
      lines: [
        { method: 'card', cents: 1000, gift_card_last4: null },
        { method: 'gift_card', cents: 500, gift_card_last4: gift.slice(-4) },
        { method: 'points', cents: 500, gift_card_last4: null },
      ],
    });
    const res = await refund(item, { amount: '20,00', reason: 'Guide arrived an hour late' }, token.finance, 'pt');
    expect(res.statusCode).toBe(200);
    expect(json<{ content: RefundLine[] }>(res).content).toEqual(promised.lines);

    const after = await detail(item);
    expect(after.item).toMatchObject({ status: 'pending', refunded_cents: 2000, refundable_cents: 2000 });
    expect(after.partial_refunds).toMatchObject([
      { amount_cents: 2000, reason: 'Guide arrived an hour late', lines: promised.lines },
    ]);
    expect(after.payments.find((p) => p.provider === 'card')?.refunded_cents).toBe(1000);
    const refundLines = after.settlement.lines.filter((l) => l.kind === 'refund');
    expect(refundLines.map((l) => [l.label, l.amount_cents, l.item_id])).toEqual([
      ['card', -1000, item],
      ['gift_card', -500, item],
      ['points', -500, item],
    ]);
    expect(after.settlement).toMatchObject({ refunded_cents: 2000, refund_state: 'partial' });
    expect(await scalar<number>(t.database.db, sql`select balance_cents from gift_cards where code = ${gift}`)).toBe(
      500,
    );
    expect(
      await scalar<number>(
        t.database.db,
        sql`select coalesce(sum(delta), 0)::int from points_ledger where user_id = ${userId}`,
      ),
    ).toBe(500);
    expect(
      await scalar<string>(
        t.database.db,
        sql`select reason || ':' || amount_cents from payment_refunds where payment_id = (select p.id from payments p join booking_items bi on bi.booking_id = p.booking_id where bi.id = ${item} and p.provider = 'card')`,
      ),
    ).toBe('partial_refund:1000');
    const audit = await scalar<{ before: unknown; after: { refunded_cents: number; reason: string } }>(
      t.database.db,
      sql`select json_build_object('before', before, 'after', after) from audit_log where action = 'booking_item.partial_refund' and entity_id = ${String(item)}`,
    );
    expect(audit.before).toEqual({ refunded_cents: 0 });
    expect(audit.after).toMatchObject({ refunded_cents: 2000, reason: 'Guide arrived an hour late' });
    // The customer's My bookings lists what went back, line by line, in the booking's breakdown.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/client-bookings',
      headers: bearer(await login(t.app, email)),
    });
    expect(mine.statusCode).toBe(200);
    const booking = json<{ content: { data: { amounts?: { refunds: unknown[] } }[] } }>(mine).content.data[0];
    expect(booking?.amounts?.refunds).toEqual(promised.lines.map((l) => ({ item_id: item, ...l })));
    const mail = await lastMail(t.app, email);
    expect(mail.subject).toMatch(/Part of your booking .* refunded/);
    expect(mail.text).toContain('€20.00');
    expect(mail.text).toMatch(/card/i);

    // The rest, then nothing: a fully refunded booking does not read "Paid".
    const tooMuch = await refund(item, { amount: '20.01', reason: 'again' });
    expect(tooMuch.statusCode).toBe(422);
    expect(errorsOf(tooMuch).amount).toEqual(['At most €20.00 is left to refund.']);
    expect((await refund(item, { amount: '20', reason: 'the rest' })).statusCode).toBe(200);
    const full = await detail(item);
    expect(full.item).toMatchObject({ status: 'pending', refunded_cents: 4000, refundable_cents: 0 });
    expect(full.settlement).toMatchObject({ refunded_cents: 4000, refund_state: 'full' });
    const none = await refund(item, { amount: '1', reason: 'once more' });
    expect(errorsOf(none).amount).toEqual(['Nothing is left to refund on this booking item.']);
  });

  it('leaves a later cancellation of the item to give back only what is left of its charge, as the cancel dialog promises', async () => {
    // Two €40 items paid €80 by card: the other item's money is still on the card, so only the rule limits the refund.
    const email = `partial${++customers}@example.pt`;
    await createUser(t.database, 'CLIENT', email);
    const service = await experience(t.database.db, cat, { valueCents: 4000 });
    const headers = bearer(await login(t.app, email));
    await putCart(t.app, [line(service, futureDate(6), 1), line(service, futureDate(8), 1)], headers);
    const res = await book(t.app, headers, { payment_method: 'card', card_number: '4242424242424242' });
    expect(res.statusCode).toBe(200);
    const bookingId = json<{ content: { booking_id: number } }>(res).content.booking_id;
    const item = await scalar<number>(
      t.database.db,
      sql`select min(id)::int from booking_items where booking_id = ${bookingId}`,
    );
    expect((await refund(item, { amount: '15', reason: 'Guide arrived an hour late' })).statusCode).toBe(200);

    const mine = json<{ content: { data: { items: { id: number; refund_if_cancelled: RefundLine[] }[] }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/client-bookings', headers }),
    ).content.data[0];
    expect(mine?.items.find((i) => i.id === item)?.refund_if_cancelled).toEqual([
      { method: 'card', cents: 2500, gift_card_last4: null },
    ]);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/client-book-items/${item}/cancel`, headers });
    expect(cancel.statusCode).toBe(200);
    const after = await detail(item);
    expect(after.item.status).toBe('cancelled');
    expect(after.payments.find((p) => p.provider === 'card')?.refunded_cents).toBe(4000);
    // The other item can still be refunded whole.
    const other = await scalar<number>(
      t.database.db,
      sql`select max(id)::int from booking_items where booking_id = ${bookingId}`,
    );
    expect((await detail(other)).item).toMatchObject({ refundable_cents: 4000 });
  });

  it('refuses a missing reason, an amount written the other language’s way and a zero, on their fields', async () => {
    const { item } = await mixedBooking();
    const blank = await refund(item, { amount: '', reason: '  ' }, token.finance, 'pt');
    expect(blank.statusCode).toBe(422);
    expect(errorsOf(blank)).toEqual({
      reason: ['Indique porque está a reembolsar parte desta reserva.'],
      amount: ['Escreva um valor em euros, como 12,50.'],
    });
    expect(errorsOf(await refund(item, { amount: '12.50', reason: 'x' }, token.finance, 'pt')).amount).toEqual([
      'Escreva um valor em euros, como 12,50.',
    ]);
    expect(errorsOf(await refund(item, { amount: '0,00', reason: 'x' }, token.finance, 'pt')).amount).toEqual([
      'O valor tem de ser maior do que zero.',
    ]);
    expect((await detail(item)).item.refunded_cents).toBe(0);
  });

  it('lets two refunds racing for the same item give back no more than its charge', async () => {
    const { item } = await mixedBooking();
    const answers = await Promise.all([
      refund(item, { amount: '30', reason: 'first' }),
      refund(item, { amount: '30', reason: 'second' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const after = await detail(item);
    expect(after.item.refunded_cents).toBe(3000);
    expect(after.partial_refunds).toHaveLength(1);
    expect(after.settlement.refunded_cents).toBe(3000);
  });

  it('is finance’s: support (who answer items) and content are refused, finance and the owner may', async () => {
    const { item } = await mixedBooking();
    expect((await refund(item, { amount: '1', reason: 'x' }, token.support)).statusCode).toBe(403);
    expect((await refund(item, { amount: '1', reason: 'x' }, token.content)).statusCode).toBe(403);
    expect((await refund(item, { amount: '1', reason: 'x' }, token.admin)).statusCode).toBe(200);
    expect((await refund(item, { amount: '1', reason: 'x' }, token.finance)).statusCode).toBe(200);
    // Finance reads the item's page to refund from it; support still does to answer it.
    expect((await detail(item, token.support)).item.refunded_cents).toBe(200);
    const content = await t.app.inject({
      method: 'GET',
      url: `/api/super/booking-items/${item}`,
      headers: bearer(token.content),
    });
    expect(content.statusCode).toBe(403);
  });

  it('moves the money figures: the refund counts as refunded, the commission and the partner net are on what was kept', async () => {
    const company = await partnerCompany(t.database);
    const service = await experience(t.database.db, company, { valueCents: 5000 });
    const email = `figures${++customers}@example.pt`;
    await createUser(t.database, 'CLIENT', email);
    const headers = bearer(await login(t.app, email));
    await putCart(t.app, [line(service, futureDate(7), 1)], headers);
    const res = await book(t.app, headers, { payment_method: 'card', card_number: '4242424242424242' });
    expect(res.statusCode).toBe(200);
    const bookingId = json<{ content: { booking_id: number } }>(res).content.booking_id;
    const item = await scalar<number>(t.database.db, sql`select id from booking_items where booking_id = ${bookingId}`);
    await t.database.db.execute(sql`update booking_items set status = 'confirmed' where id = ${item}`);
    expect((await refund(item, { amount: '12.50', reason: 'Half the tour was rained off' })).statusCode).toBe(200);

    const today = await scalar<string>(
      t.database.db,
      sql`select to_char(now() at time zone 'Europe/Lisbon', 'YYYY-MM-DD')`,
    );
    const range = `from=${today}&to=${today}&company_id=${company.companyId}`;
    const total = json<{ content: Record<string, number> }>(
      await t.app.inject({ method: 'GET', url: `/api/super/sales/total?${range}`, headers: bearer(token.finance) }),
    ).content;
    const rate = await scalar<number>(
      t.database.db,
      sql`select commission_basis_points from companies where id = ${company.companyId}`,
    );
    const commission = Math.round((3750 * rate) / 10000);
    expect(total).toMatchObject({
      items: 1,
      total_cents: 5000,
      cancelled_items: 0,
      cancelled_cents: 1250,
      pending_cents: 0,
      net_items: 1,
      net_cents: 3750,
      commission_cents: commission,
      partner_net_cents: 3750 - commission,
    });
    const list = json<{ content: { data: Record<string, number>[] } }>(
      await t.app.inject({ method: 'GET', url: `/api/super/sales?${range}`, headers: bearer(token.finance) }),
    ).content.data;
    expect(list).toMatchObject([
      { total_cents: 5000, refunded_cents: 1250, commission_cents: commission, partner_net_cents: 3750 - commission },
    ]);
    const partner = json<{ content: { totals: Record<string, number> } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/sales?from=${today}&to=${today}`,
        headers: bearer(await login(t.app, company.supplierEmail)),
      }),
    ).content.totals;
    const partnerItems = json<{ content: { data: { id: number; sale: Record<string, unknown> }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/booking-items?destination=accepted',
        headers: bearer(await login(t.app, company.supplierEmail)),
      }),
    ).content.data;
    expect(partnerItems.find((i) => i.id === item)?.sale).toEqual({
      payment_method: 'card',
      commission_cents: commission,
      net_cents: 3750 - commission,
      refunded_cents: 1250,
    });
    expect(partner).toMatchObject({
      gross_cents: 3750,
      commission_cents: commission,
      net_cents: 3750 - commission,
      booked_cents: 5000,
      cancelled_cents: 1250,
    });
  });
});
