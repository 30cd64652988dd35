// A guest's "Manage booking" link: the confirmation mail and the voucher of a guest booking carry it (a customer's
// mail points at My bookings instead); it opens the booking as the customer's own booking answer gives it, and cancels
// an item as a signed-in customer does (refund, mails, once). A forged, altered or expired link is refused, an item
// of another booking is 404, and no input gives a 5xx.
import { sql } from 'drizzle-orm';
import type { ClientBooking } from '@mp/shared/contracts';
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
import { manageLinkToken } from './voucher';

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  await createUser(t.database, 'CLIENT', 'customer@example.pt');
});
afterAll(async () => t.close());

interface Created {
  booking_id: number;
  reference: string;
}

async function pays(
  email: string,
  headers: Record<string, string> = {},
  days = 10,
  cancellationHours = 24,
): Promise<Created> {
  const service = await experience(t.database.db, cat, { valueCents: 3000, cancellationHours });
  const { token } = await putCart(t.app, [line(service, futureDate(days), 1)], headers);
  const res = await book(t.app, token ? { ...headers, 'x-cart-token': token } : headers, {
    payment_method: 'card',
    card_number: '4242424242424242',
    billingData: { first_name: 'Gil', last_name: 'Guest', email },
  });
  expect(res.statusCode).toBe(200);
  return json<{ content: Created }>(res).content;
}

/** A mail to `to` whose subject names `text` (mails are post-commit effects: they may land just after the answer). */
async function mailWith(to: string, text: string) {
  for (let i = 0; i < 100; i++) {
    const found = (await mailsTo(t.app, to)).find((m) => m.subject.includes(text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} about ${text}`);
}

const linkToken = (text: string) => {
  const found = /\/manage-booking#token=([^\s]+)/.exec(text)?.[1];
  return found ? decodeURIComponent(found) : null;
};
const open = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/bookings/manage', headers: { ...headers, 'x-manage-token': token } });
const cancel = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/bookings/manage/cancel', payload, headers });
const refunded = (bookingId: number) =>
  scalar<number>(
    t.database.db,
    sql`select coalesce(sum((details->>'refunded_cents')::int), 0)::int from payments where booking_id = ${bookingId}`,
  );

describe('the manage link of a guest booking', () => {
  let guest: Created;
  let token: string;
  beforeAll(async () => {
    guest = await pays('gil@example.pt');
    const mail = await mailWith('gil@example.pt', guest.reference);
    token = linkToken(mail.text) ?? '';
  });

  it('is in the confirmation mail, in the reader’s language, built from PUBLIC_URL, and on the voucher', async () => {
    const mail = await mailWith('gil@example.pt', guest.reference);
    expect(mail.text).toContain(`Manage booking: see it, or cancel a service`);
    expect(mail.text).toContain(`${t.config.publicUrl}/manage-booking#token=`);
    expect(token.startsWith(`${guest.reference}.`)).toBe(true);
    const voucherToken = /\/booking\/[^#\s]+#token=([^\s]+)/.exec(mail.text)?.[1] ?? '';
    const voucher = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${guest.reference}/voucher`,
      headers: { 'x-voucher-token': decodeURIComponent(voucherToken) },
    });
    expect(json<{ content: { manage_token: string | null } }>(voucher).content.manage_token).toBe(token);
  });

  it('opens the booking as the customer’s own answer gives it', async () => {
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    const booking = json<{ content: ClientBooking }>(res).content;
    expect(booking).toMatchObject({ id: guest.booking_id, reference: guest.reference, total_cents: 3000 });
    expect(booking.items).toHaveLength(1);
    expect(booking.items[0]!.free_cancellation).toMatchObject({ offered: true, open: true });
  });

  it('refuses a forged, altered or expired link (403, with a message), a missing one (422), never a 5xx', async () => {
    const forged = await open(`${guest.reference}.zzzzzz.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(403);
    expect(json<{ message: string }>(forged).message).toBe(
      'This manage-booking link is not valid. Open the link from your confirmation e-mail again.',
    );
    const other = await open(token.replace(guest.reference, 'MP-000000-00000000'));
    expect(other.statusCode).toBe(403);
    const expired = await open(manageLinkToken(t.config.voucherSecret, guest.reference, new Date(Date.now() - 1000)), {
      'accept-language': 'pt',
    });
    expect(expired.statusCode).toBe(403);
    expect(json<{ message: string }>(expired).message).toBe(
      'Esta ligação para gerir a reserva expirou: a reserva já terminou.',
    );
    for (const bad of ['', 'x', '...', '%00', 'a'.repeat(400)]) {
      const res = await open(bad);
      expect([403, 422]).toContain(res.statusCode);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/manage' })).statusCode).toBe(422);
    for (const body of [{}, { token }, { token, item_id: 'x' }, { token, item_id: -1 }, { token: '', item_id: 1 }]) {
      expect((await cancel(body)).statusCode).toBe(422);
    }
  });

  it('does not cancel an item of another booking (404), nor with a forged link (403)', async () => {
    const another = await pays('someone@example.pt');
    const otherItem = await scalar<number>(
      t.database.db,
      sql`select id from booking_items where booking_id = ${another.booking_id}`,
    );
    const res = await cancel({ token, item_id: otherItem });
    expect(res.statusCode).toBe(404);
    expect((await cancel({ token: `${token}x`, item_id: otherItem })).statusCode).toBe(403);
    expect(await scalar<string>(t.database.db, sql`select status from booking_items where id = ${otherItem}`)).not.toBe(
      'cancelled',
    );
  });

  it('cancels an item in its free-cancellation window as a customer would: refunded, both sides mailed, once', async () => {
    const booking = json<{ content: ClientBooking }>(await open(token)).content;
    const itemId = booking.items[0]!.id;
    const res = await cancel({ token, item_id: itemId });
    expect(res.statusCode).toBe(200);
    const answer = json<{ content: { cancelled: { booking_item_status: string }; booking: ClientBooking } }>(
      res,
    ).content;
    expect(answer.cancelled.booking_item_status).toBe('cancelled');
    expect(answer.booking.items[0]!.booking_item_status).toBe('cancelled');
    expect(answer.booking.payment.refunded_cents).toBe(3000);
    expect(await refunded(guest.booking_id)).toBe(3000);
    const refundMail = await mailWith('gil@example.pt', 'Refund');
    expect(refundMail.text).toContain('€30.00');
    await mailWith(cat.supplierEmail, guest.reference);
    // A second click: refused as the customer's would be, nothing refunded twice.
    const again = await cancel({ token, item_id: itemId });
    expect(again.statusCode).toBe(422);
    expect(await refunded(guest.booking_id)).toBe(3000);
  });

  it('past the window, cancels only once the guest confirms there is no refund', async () => {
    // The day after tomorrow under a 72-hour window: past it, and far enough ahead to book at any hour of today (a
    // service without start times is booked before its day begins).
    const late = await pays('late@example.pt', {}, 2, 72);
    const lateToken = linkToken((await mailWith('late@example.pt', late.reference)).text) ?? '';
    const itemId = json<{ content: ClientBooking }>(await open(lateToken)).content.items[0]!.id;
    expect((await cancel({ token: lateToken, item_id: itemId })).statusCode).toBe(422);
    const res = await cancel({ token: lateToken, item_id: itemId, without_refund: true });
    expect(res.statusCode).toBe(200);
    expect(await refunded(late.booking_id)).toBe(0);
  });
});

describe('a signed-in customer’s booking', () => {
  it('mails the My bookings link, not a manage link, and its voucher has no manage token', async () => {
    const session = await login(t.app, 'customer@example.pt');
    const created = await pays('customer@example.pt', bearer(session));
    const mail = await mailWith('customer@example.pt', created.reference);
    expect(mail.text).toContain(`${t.config.publicUrl}/user-panel/bookings`);
    expect(linkToken(mail.text)).toBeNull();
    const voucher = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${created.reference}/voucher`,
      headers: bearer(session),
    });
    expect(json<{ content: { manage_token: string | null } }>(voucher).content.manage_token).toBeNull();
  });
});
