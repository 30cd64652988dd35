// A sandbox payment page approves nothing for whoever merely knows the payment id; only its payer
// (the booking reference the sandbox URL carries, or the owner's token) acts on it. In production the sandboxes
// run only when PAYMENT_SANDBOX=1 asks for them, and then the start log says so loudly.
import { Writable } from 'node:stream';
import { bearer, buildTestApp, createUser, json, login, PRODUCTION_ENV, type TestApp } from '../../../test/helpers';
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
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
});
afterAll(() => t.close());

interface Created {
  booking_id: number;
  reference: string;
  payment: { paypal?: { order_id: string; approval_url: string }; crypto?: { payment_id: string } };
}

async function checkout(payload: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Created> {
  const service = await experience(t.database.db, cat);
  const { token } = await putCart(t.app, [line(service, futureDate())], headers);
  const res = await book(t.app, { ...headers, 'x-cart-token': token ?? '' }, payload);
  expect(res.statusCode).toBe(200);
  return json<{ content: Created }>(res).content;
}

const bookingStatus = async (c: Created) =>
  json<{ content: { booking_status: string } }>(
    await t.app.inject({ method: 'GET', url: `/api/bookings/${c.booking_id}/payment-status?reference=${c.reference}` }),
  ).content.booking_status;

describe('sandbox actions are for the payer only', () => {
  it('refuses to approve a PayPal order for someone who only knows its id (404), and pays it for the payer', async () => {
    const c = await checkout({ payment_method: 'paypal' });
    const id = c.payment.paypal?.order_id ?? '';
    for (const url of [
      `/api/payments/sandbox/paypal/${id}`,
      `/api/payments/sandbox/paypal/${id}?reference=MP-000000-00000000`,
    ]) {
      expect((await t.app.inject({ method: 'POST', url, payload: { action: 'approve' } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(await bookingStatus(c)).toBe('waiting_payment');
    // The approval URL the payer was sent to carries the proof.
    expect(c.payment.paypal?.approval_url).toContain(`reference=${c.reference}`);
    // The page has a CSP of its own.
    const page = await t.app.inject({ method: 'GET', url: c.payment.paypal?.approval_url ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const res = await t.app.inject({
      method: 'POST',
      url: c.payment.paypal?.approval_url ?? '',
      payload: { action: 'approve' },
    });
    expect(res.statusCode).toBe(200);
    expect(await bookingStatus(c)).toBe('paid');
  });

  it('lets a signed-in owner drive the crypto sandbox with the token, not another customer', async () => {
    await createUser(t.database, 'CLIENT', 'payer@test.pt');
    await createUser(t.database, 'CLIENT', 'other@test.pt');
    const payer = bearer(await login(t.app, 'payer@test.pt'));
    const c = await checkout({ payment_method: 'crypto', pay_currency: 'btc' }, payer);
    const url = `/api/payments/sandbox/crypto/${c.payment.crypto?.payment_id}`;
    const other = bearer(await login(t.app, 'other@test.pt'));
    expect(
      (await t.app.inject({ method: 'POST', url, headers: other, payload: { status: 'finished' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url, payload: { status: 'finished' } })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: payer, payload: { status: 'finished' } })).statusCode,
    ).toBe(200);
    expect(await bookingStatus(c)).toBe('paid');
  });
});

describe('sandboxes in production', () => {
  it('start only when asked for, and the log says so loudly', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const prod = await buildTestApp({ ...PRODUCTION_ENV, LOG_LEVEL: 'info' }, { logStream });
    try {
      expect(lines.join('')).toContain('PAYMENT SANDBOX IN PRODUCTION');
    } finally {
      await prod.close();
    }
  });
});
