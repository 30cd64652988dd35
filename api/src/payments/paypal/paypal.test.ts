// PayPal end to end without the internet: the API runs with PAYMENT_PROVIDER_PAYPAL=paypal and PayPal's server SDK
// pointed at a local server speaking PayPal's REST API (PAYPAL_API_BASE). A booking's order is approved in "PayPal's
// window", captured on the way back, webhooks are checked by PayPal's verify API (a forged one is refused, a replay
// is a duplicate), a declined capture leaves the order open, staff declines refund the capture in full or in part,
// a refund PayPal fails is retried until it lands, and the reconciliation finds PayPal agreeing with us.
import { sql } from 'drizzle-orm';
import { buildTestApp, json, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  type Catalogue,
} from '../../modules/bookings/checkout-fixtures';
import { createStaffUser } from '../../modules/super/test-staff';
import { lisbonToday } from '../../lib/lisbon-time';
import { PaypalLocalServer } from './local-server';

/** The rows a query answers (the database's own result shape, typed). */
const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const KEYS = { clientId: 'local-client-id', clientSecret: 'local-client-secret', webhookId: 'WH-LOCAL-1' };
const paypal = new PaypalLocalServer(KEYS);
let t: TestApp;
let cat: Catalogue;
let admin: string;

beforeAll(async () => {
  const base = await paypal.start();
  t = await buildTestApp({
    PAYMENT_PROVIDER_PAYPAL: 'paypal',
    PAYPAL_CLIENT_ID: KEYS.clientId,
    PAYPAL_CLIENT_SECRET: KEYS.clientSecret,
    PAYPAL_WEBHOOK_ID: KEYS.webhookId,
    PAYPAL_API_BASE: base,
    PUBLIC_URL: 'http://shop.test',
  });
  cat = await partnerCompany(t.database);
  admin = (await createStaffUser(t.app, t.database, 'admin')).token;
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
});

interface Created {
  booking_id: number;
  reference: string;
  total_cents: number;
  payment: { status: string; paypal?: { order_id: string; approval_url: string } };
}

async function checkout(lines = 1): Promise<Created> {
  const items = [];
  for (let i = 0; i < lines; i++) items.push(line(await experience(t.database.db, cat), futureDate(7 + i)));
  const { token } = await putCart(t.app, items);
  const res = await book(t.app, { 'x-cart-token': token ?? '' }, { payment_method: 'paypal' });
  expect(res.statusCode).toBe(200);
  return json<{ content: Created }>(res).content;
}

const bookingStatus = async (c: Created) =>
  json<{ content: { booking_status: string } }>(
    await t.app.inject({ method: 'GET', url: `/api/bookings/${c.booking_id}/payment-status?reference=${c.reference}` }),
  ).content.booking_status;

/** The buyer in PayPal's window: approve (or cancel), then follow PayPal's redirect back to our return URL. */
async function payInPaypalWindow(c: Created, cancel = false, headers: Record<string, string> = {}) {
  const approval = new URL(c.payment.paypal?.approval_url ?? '');
  if (cancel) approval.searchParams.set('cancel', '1');
  const res = await fetch(approval, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location') ?? '');
  expect(back.origin).toBe('http://shop.test');
  return t.app.inject({ method: 'GET', url: back.pathname + back.search, headers });
}

async function paymentRow(c: Created) {
  const rows = await rowsOf<{ id: number; external_id: string; status: string; details: Record<string, unknown> }>(
    sql`select id, external_id, status, details from payments where booking_id = ${c.booking_id}`,
  );
  return rows[0]!;
}

async function staffDecline(c: Created, index = 0) {
  const rows = await rowsOf<{ id: number }>(
    sql`select id from booking_items where booking_id = ${c.booking_id} order by id offset ${index} limit 1`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/super/booking-items/${rows[0]?.id}/update`,
    headers: { authorization: `Bearer ${admin}` },
    payload: { action: 'decline', reason: 'No guide that day' },
  });
  expect(res.statusCode).toBe(200);
}

describe('PayPal through its server SDK', () => {
  it('creates an order, the buyer approves in PayPal, and the return captures it: the booking is paid', async () => {
    const c = await checkout();
    expect(c.payment.status).toBe('requires_action');
    expect(c.payment.paypal?.approval_url).toMatch(/\/checkoutnow\?token=/);
    const order = paypal.orders.get(c.payment.paypal?.order_id ?? '');
    expect(order?.cents).toBe(c.total_cents);
    const back = await payInPaypalWindow(c);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain(`/purchase-complete`);
    expect(await bookingStatus(c)).toBe('paid');
    expect(order?.status).toBe('COMPLETED');
    // Our payment id went as PayPal-Request-Id: creating again answers the same order.
    expect(paypal.calls.filter((x) => x === 'POST /v2/checkout/orders')).toHaveLength(1);
    expect((await paymentRow(c)).details.capture_id).toBe(order?.capture?.id);
  });

  it('leaves the order open when PayPal declines the capture, and captures when the buyer comes back', async () => {
    const c = await checkout();
    paypal.declineNextCapture = true;
    const back = await payInPaypalWindow(c);
    expect(back.headers.location).toContain('/checkout/payment?failed=1');
    const row = await paymentRow(c);
    expect(row.status).toBe('requires_action');
    expect(row.details.decline_reason).toBe('INSTRUMENT_DECLINED');
    // The buyer picks another funding source in PayPal; the payment screen's status check captures again (a new
    // PayPal-Request-Id: the declined one would answer its decline again).
    expect(await bookingStatus(c)).toBe('paid');
  });

  it('cancels the payment and releases the booking when the buyer cancels in PayPal', async () => {
    const c = await checkout();
    // Asked by a script (a popup's opener) rather than followed by the browser: where to go, as JSON.
    const back = await payInPaypalWindow(c, true, { accept: 'application/json' });
    expect(back.statusCode).toBe(200);
    expect(json<{ content: unknown }>(back).content).toEqual({
      status: 'cancelled',
      redirect_url: '/checkout/payment?cancelled=1',
    });
    expect(await bookingStatus(c)).toBe('cancelled');
  });

  it('takes a webhook PayPal verifies, once; refuses one whose signature PayPal does not verify', async () => {
    const c = await checkout();
    paypal.approve(c.payment.paypal?.order_id ?? '');
    // PayPal captured (as if we had, in another instance): its webhook says so before any status check.
    const order = paypal.orders.get(c.payment.paypal?.order_id ?? '')!;
    order.status = 'COMPLETED';
    order.capture = {
      id: 'CAPTURE-WH-1',
      status: 'COMPLETED',
      cents: order.cents,
      refundedCents: 0,
      customId: order.customId,
      at: new Date(),
    };
    const hook = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', paypal.captureResource(order.id));
    const post = (body: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/payments/callback/paypal', headers, payload: body });

    // Forged: the amount changed after signing; signed for another webhook id; no signature at all.
    const forged = hook.body.replace(`"value":"${(order.cents / 100).toFixed(2)}"`, '"value":"0.01"');
    expect((await post(forged, hook.headers)).statusCode).toBe(401);
    const other = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', paypal.captureResource(order.id), 'WH-SOMEONE-ELSE');
    expect((await post(other.body, other.headers)).statusCode).toBe(401);
    expect((await post(hook.body, { 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await paymentRow(c)).status).toBe('requires_action');

    const first = await post(hook.body, hook.headers);
    expect(first.statusCode).toBe(200);
    expect(json<{ content: { duplicate: boolean } }>(first).content.duplicate).toBe(false);
    expect((await paymentRow(c)).status).toBe('paid');
    const replay = await post(hook.body, hook.headers);
    expect(json<{ content: { duplicate: boolean } }>(replay).content.duplicate).toBe(true);
  });

  it('refunds a staff decline through PayPal: one item of two in part, then the other', async () => {
    const c = await checkout(2);
    await payInPaypalWindow(c);
    const capture = paypal.orders.get(c.payment.paypal?.order_id ?? '')!.capture!;
    await staffDecline(c, 0);
    expect(capture.status).toBe('PARTIALLY_REFUNDED');
    expect(capture.refundedCents).toBeGreaterThan(0);
    expect(capture.refundedCents).toBeLessThan(capture.cents);
    await staffDecline(c, 1);
    expect(capture.status).toBe('REFUNDED');
    expect(capture.refundedCents).toBe(capture.cents);
    const ledger = await rowsOf<{ status: string; gateway_refund_id: string | null }>(
      sql`select r.status, r.gateway_refund_id from payment_refunds r join payments p on p.id = r.payment_id where p.booking_id = ${c.booking_id} order by r.id`,
    );
    expect(ledger.map((r) => r.status)).toEqual(['done', 'done']);
    expect(ledger.every((r) => r.gateway_refund_id)).toBe(true);
  });

  it('keeps a refund PayPal failed open, shows it to staff, and retries it until PayPal takes it (once)', async () => {
    const c = await checkout();
    await payInPaypalWindow(c);
    const capture = paypal.orders.get(c.payment.paypal?.order_id ?? '')!.capture!;
    // PayPal answers the refund with a 500 (the SDK does not retry a POST by itself).
    paypal.failRefunds = 1;
    await staffDecline(c);
    expect(capture.refundedCents).toBe(0);
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/super/reconciliation',
      headers: { authorization: `Bearer ${admin}` },
    });
    const open = json<{
      content: { open_refunds: { id: number; status: string; attempts: number; last_error: string | null }[] };
    }>(overview).content.open_refunds;
    const mine = open.find((r) => r.status === 'pending');
    expect(mine?.attempts).toBe(1);
    expect(mine?.last_error).toBeTruthy();

    paypal.failRefunds = 0;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/super/reconciliation/refunds/${mine?.id}/retry`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {},
    });
    expect(json<{ content: { refunded: boolean } }>(retry).content.refunded).toBe(true);
    expect(capture.status).toBe('REFUNDED');
    // Done is done: the sweeper does not send it again, and PayPal holds one refund for it.
    await t.app.inject({ method: 'POST', url: '/api/payments/sweep', headers: { authorization: `Bearer ${admin}` } });
    expect(paypal.refunds.filter((r) => r.captureId === capture.id)).toHaveLength(1);
  });

  it("reconciles today's PayPal transactions with ours without a difference", async () => {
    const today = lisbonToday();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/super/reconciliation/run',
      headers: { authorization: `Bearer ${admin}` },
      payload: { day: today },
    });
    expect(res.statusCode).toBe(200);
    const run = json<{
      content: { runs: { method: string; error: string | null; theirs: number; differences: unknown[] }[] };
    }>(res).content.runs.find((r) => r.method === 'paypal');
    expect(run?.error).toBeNull();
    expect(run?.theirs).toBeGreaterThan(0);
    expect(run?.differences).toEqual([]);
  });
});
