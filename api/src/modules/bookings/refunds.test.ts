// Where a refund goes (docs/booking-mails.md, "Refunds"): an item of a booking paid with points, a gift card and
// PayPal goes back over all three in proportion, as the cancel dialog promised, once; the mail lists each method;
// My bookings and the voucher show the same lines; the last item takes what is left.
import { sql } from 'drizzle-orm';
import type { ClientBooking } from '@mp/shared/contracts';
import { formatMoney } from '@mp/shared/domain';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { signPayload } from '../../payments/signature';
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
} from './checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

const db = () => t.database.db;
let n = 0;

/**
 * A customer with 2,000 points and a €30 gift card books two experiences, €63 and €37 (€100): 2,000 points (€20),
 * the gift card €30, PayPal the other €50, confirmed by the gateway's signed callback.
 */
async function mixedBooking(language?: 'pt') {
  n += 1;
  const email = `mixed${n}@example.pt`;
  const userId = await createUser(t.database, 'CLIENT', email);
  if (language)
    await db().execute(sql`insert into user_preferences (user_id, language) values (${userId}, ${language})`);
  await grantPoints(db(), userId, 2000);
  const code = await giftCard(db(), 3000);
  const big = await experience(db(), cat, { valueCents: 6300 });
  const small = await experience(db(), cat, { valueCents: 3700 });
  const headers = bearer(await login(t.app, email));
  await putCart(t.app, [line(big, futureDate(6), 1, 'big'), line(small, futureDate(6), 1, 'small')], headers);
  await t.app.inject({ method: 'POST', url: '/api/apply-points', headers, payload: { points: 2000 } });
  const res = await book(t.app, headers, { payment_method: 'paypal', gift_card_code: code, billingData: undefined });
  expect(res.statusCode).toBe(200);
  const created = json<{
    content: { booking_id: number; reference: string; payment: { paypal: { approval_url: string } } };
  }>(res).content;
  const externalId = created.payment.paypal.approval_url.split('/').pop()?.split('?')[0] ?? '';
  const body = JSON.stringify({
    event_id: `evt-mixed-${n}`,
    payment_id: externalId,
    status: 'COMPLETED',
    amount_cents: 5000,
    occurred_at: new Date().toISOString(),
  });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/callback/paypal',
    headers: { 'content-type': 'application/json', 'x-signature': signPayload(body, t.config.payments.secrets.paypal) },
    payload: body,
  });
  expect(paid.statusCode).toBe(200);
  const items = (
    (await db().execute(
      sql`select id from booking_items where booking_id = ${created.booking_id} order by value_cents desc`,
    )) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => r.id);
  const balances = async () => ({
    points: await scalar<number>(
      db(),
      sql`select coalesce(sum(delta), 0)::int from points_ledger where user_id = ${userId}`,
    ),
    gift: await scalar<number>(db(), sql`select balance_cents from gift_cards where code = ${code}`),
    paypal: await scalar<number>(
      db(),
      sql`select coalesce(sum(r.amount_cents), 0)::int from payment_refunds r join payments p on p.id = r.payment_id where p.booking_id = ${created.booking_id}`,
    ),
  });
  expect(await balances()).toEqual({ points: 0, gift: 0, paypal: 0 });
  return { email, headers, items, balances, reference: created.reference, bookingId: created.booking_id };
}

const cancel = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/client-book-items/${id}/cancel`, headers, payload: {} });

const refundMail = async (to: string) =>
  (
    (await db().execute(
      sql`select subject, text from outbox_emails where "to" = ${to} and (subject like 'Refund%' or subject like 'Reembolso%') order by id`,
    )) as unknown as { rows: { subject: string; text: string }[] }
  ).rows;

async function myBooking(headers: Record<string, string>, bookingId: number): Promise<ClientBooking> {
  const page = json<{ content: { data: ClientBooking[] } }>(
    await t.app.inject({ method: 'GET', url: '/api/client-bookings?per_page=100', headers }),
  ).content;
  const found = page.data.find((b) => b.id === bookingId);
  if (!found) throw new Error('booking not listed');
  return found;
}

describe('a cancelled item of a booking paid with points, a gift card and PayPal', () => {
  it('gives back points, gift-card balance and PayPal money in proportion, as the dialog promised, and mails each', async () => {
    const b = await mixedBooking();
    const [big] = b.items;
    // The €63 item is 63% of the booking: 1,260 points, €18.90 of gift card, €31.50 by PayPal.
    const expected = [
      { method: 'paypal', cents: 3150, gift_card_last4: null },
      { method: 'gift_card', cents: 1890, gift_card_last4: 'ABCD' },
      { method: 'points', cents: 1260, gift_card_last4: null },
    ];
    const before = (await myBooking(b.headers, b.bookingId)).items.find((i) => i.id === big);
    expect(before?.refund_if_cancelled).toEqual(expected);

    expect((await cancel(b.headers, big!)).statusCode).toBe(200);
    expect(await b.balances()).toEqual({ points: 1260, gift: 1890, paypal: 3150 });

    const after = (await myBooking(b.headers, b.bookingId)).items.find((i) => i.id === big);
    expect(after?.refund).toEqual(expected);
    // The lines name the customer's gift card: they are on their own field, not in the annotations partners read too.
    expect(after?.annotations).not.toHaveProperty('refund');
    const voucher = json<{ content: { items: { id: number; refund: unknown }[] } }>(
      await t.app.inject({ method: 'GET', url: `/api/bookings/${b.reference}/voucher`, headers: b.headers }),
    ).content;
    expect(voucher.items.find((i) => i.id === big)?.refund).toEqual(expected);

    const [mail, ...more] = await refundMail(b.email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('• €31.50 to your PayPal account');
    expect(mail?.text).toContain('• €18.90 back on the balance of gift card …ABCD');
    expect(mail?.text).toContain('• 1260 points back to your points balance');
    expect(mail?.text).not.toContain('€63.00');
  });

  it('refunds once however often it is asked, and gives the last item exactly what is left of each method', async () => {
    const b = await mixedBooking();
    const [big, small] = b.items;
    const answers = await Promise.all([cancel(b.headers, big!), cancel(b.headers, big!)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await b.balances()).toEqual({ points: 1260, gift: 1890, paypal: 3150 });
    expect((await cancel(b.headers, small!)).statusCode).toBe(200);
    expect(await b.balances()).toEqual({ points: 2000, gift: 3000, paypal: 5000 });
    expect(await refundMail(b.email)).toHaveLength(2);
  });

  it("writes the mail's lines in the reader's language", async () => {
    const b = await mixedBooking('pt');
    expect((await cancel(b.headers, b.items[1]!)).statusCode).toBe(200);
    const [mail] = await refundMail(b.email);
    expect(mail?.subject).toBe(`Reembolso da reserva ${b.reference}`);
    expect(mail?.text).toContain(`• ${formatMoney(1850, 'pt')} para a sua conta PayPal`);
    expect(mail?.text).toContain(`• ${formatMoney(1110, 'pt')} de volta ao saldo do cartão-oferta …ABCD`);
    expect(mail?.text).toContain('• 740 pontos de volta ao seu saldo de pontos');
  });
});
