// NOWPayments end to end without the internet: the API runs with PAYMENT_PROVIDER_CRYPTO=nowpayments pointed at a
// local server speaking NOWPayments' API (NOWPAYMENTS_API_BASE). The crypto quotes come from the gateway (cached),
// a payment shows the gateway's address, amount and expiry, signed IPNs move it (a forged or replayed one changes
// nothing), a partial payment waits and, when its window closes, what was sent is left to staff to give back (NOWPayments
// has no refund API) and never marked done; the reconciliation reads the gateway's list of the day.
import { sql } from 'drizzle-orm';
import { buildTestApp, json, type TestApp } from '../../../test/helpers';
import { lisbonToday } from '../../lib/lisbon-time';
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
import { NowpaymentsLocalServer } from './local-server';

/** The rows a query answers (the database's own result shape, typed). */
const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const KEYS = {
  apiKey: 'LOCAL-NOWPAYMENTS-KEY',
  ipnSecret: 'local-ipn-secret-0123456789',
  email: 'finance@shop.test',
  password: 'local-password',
};
const gateway = new NowpaymentsLocalServer(KEYS);
let t: TestApp;
let cat: Catalogue;
let admin: string;

beforeAll(async () => {
  const base = await gateway.start();
  t = await buildTestApp({
    PAYMENT_PROVIDER_CRYPTO: 'nowpayments',
    NOWPAYMENTS_API_KEY: KEYS.apiKey,
    NOWPAYMENTS_IPN_SECRET: KEYS.ipnSecret,
    NOWPAYMENTS_EMAIL: KEYS.email,
    NOWPAYMENTS_PASSWORD: KEYS.password,
    NOWPAYMENTS_API_BASE: base,
    PUBLIC_URL: 'http://shop.test',
  });
  cat = await partnerCompany(t.database);
  admin = (await createStaffUser(t.app, t.database, 'admin')).token;
});
afterAll(async () => {
  await t.close();
  await gateway.stop();
});

interface Created {
  booking_id: number;
  reference: string;
  total_cents: number;
  payment: {
    status: string;
    expires_at: string | null;
    crypto?: {
      payment_id: string;
      pay_address: string;
      pay_amount: string;
      pay_currency: string;
      network: string;
      crypto_status: string;
      expires_at: string;
    };
  };
}

async function checkout(
  payCurrency = 'btc',
  valueCents?: number,
): Promise<{ res: Awaited<ReturnType<typeof book>>; created: Created }> {
  const { token } = await putCart(t.app, [
    line(await experience(t.database.db, cat, valueCents ? { valueCents } : {}), futureDate()),
  ]);
  const res = await book(
    t.app,
    { 'x-cart-token': token ?? '' },
    { payment_method: 'crypto', pay_currency: payCurrency },
  );
  return { res, created: json<{ content: Created }>(res).content };
}

const ipn = (body: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/callback/crypto', headers, payload: body });
const state = async (c: Created) =>
  json<{ content: { booking_status: string; payment: Created['payment'] } }>(
    await t.app.inject({ method: 'GET', url: `/api/bookings/${c.booking_id}/payment-status?reference=${c.reference}` }),
  ).content;

describe('NOWPayments', () => {
  it('answers the crypto quotes from the gateway, briefly cached, and only for coins the payment screen can show', async () => {
    const currencies = json<{ content: { currencies: string[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/payments/crypto-currencies' }),
    ).content.currencies;
    // doge is offered by the gateway, but the payment screen has no network for it.
    expect(currencies).toEqual(['btc', 'eth', 'ltc', 'usdttrc20', 'usdc']);
    await t.app.inject({ method: 'GET', url: '/api/payments/crypto-currencies' });
    expect(gateway.calls.filter((c) => c === 'GET /v1/currencies')).toHaveLength(1);

    const min = await t.app.inject({
      method: 'POST',
      url: '/api/payments/crypto-min-amount',
      payload: { currency_from: 'BTC' },
    });
    expect(json<{ content: unknown }>(min).content).toEqual({
      currency_from: 'btc',
      currency_to: 'eur',
      min_amount: '0.0001',
      min_amount_eur_cents: 600,
    });
    const price = await t.app.inject({
      method: 'POST',
      url: '/api/payments/crypto-currency-price',
      payload: { amount: 30, currency_to: 'eth' },
    });
    expect(json<{ content: { estimated_amount: string } }>(price).content.estimated_amount).toBe('0.01');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payments/crypto-min-amount',
      payload: { currency_from: 'doge' },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it("shows the gateway's address, amount and expiry, and pays the booking on its signed IPN (once)", async () => {
    const { res, created: c } = await checkout('btc');
    expect(res.statusCode).toBe(200);
    const remote = gateway.byOrder(gatewayOrder(c))!;
    expect(c.payment.crypto).toMatchObject({
      payment_id: remote.payment_id,
      pay_address: remote.pay_address,
      pay_amount: String(remote.pay_amount),
      pay_currency: 'btc',
      network: 'bitcoin',
      crypto_status: 'waiting',
    });
    expect(c.payment.crypto?.expires_at).toBe(remote.expiration_estimate_date);
    expect(remote.ipn_callback_url).toBe('http://shop.test/api/payments/callback/crypto');
    expect(remote.price_amount).toBe(c.total_cents / 100);

    const confirming = await gateway.advance(remote.payment_id, 'confirming', remote.pay_amount);
    expect((await ipn(confirming.body, confirming.headers)).statusCode).toBe(200);
    expect((await state(c)).payment.crypto?.crypto_status).toBe('confirming');

    const finished = await gateway.advance(remote.payment_id, 'finished');
    // NOWPayments signs the JSON's content (keys sorted), not its spacing: the same IPN re-spaced verifies.
    expect((await ipn(finished.body.replace('"finished"', '"finished" '), finished.headers)).statusCode).toBe(200);
    // Forged: the content changed after signing, or signed with another secret.
    const tampered = JSON.stringify({ ...JSON.parse(finished.body), price_amount: 0.01 });
    expect((await ipn(tampered, finished.headers)).statusCode).toBe(401);
    expect((await ipn(finished.body, { ...finished.headers, 'x-nowpayments-sig': 'ab'.repeat(64) })).statusCode).toBe(
      401,
    );
    const replay = await ipn(finished.body, finished.headers);
    expect(json<{ content: { duplicate: boolean } }>(replay).content.duplicate).toBe(true);
    expect((await state(c)).booking_status).toBe('paid');
  });

  it('waits on a partial payment, and past its window leaves what was sent to staff, never marked refunded', async () => {
    const { created: c } = await checkout('eth');
    const remote = gateway.byOrder(gatewayOrder(c))!;
    const half = Number((remote.pay_amount / 2).toFixed(8));
    const partial = await gateway.advance(remote.payment_id, 'partially_paid', half);
    await ipn(partial.body, partial.headers);
    const now = await state(c);
    expect(now.booking_status).toBe('waiting_payment');
    expect(now.payment.crypto?.crypto_status).toBe('partially_paid');

    const expired = await gateway.advance(remote.payment_id, 'expired', half);
    expect((await ipn(expired.body, expired.headers)).statusCode).toBe(200);
    expect((await state(c)).booking_status).toBe('expired');
    const rows = await rowsOf<{ status: string; amount_cents: number; reason: string; last_error: string }>(
      sql`select r.status, r.amount_cents, r.reason, r.last_error from payment_refunds r join payments p on p.id = r.payment_id where p.booking_id = ${c.booking_id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'manual',
      reason: 'crypto_shortfall',
      amount_cents: Math.floor(c.total_cents / 2),
    });
    expect(rows[0]?.last_error).toContain('NOWPayments has no refund API');
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/super/reconciliation',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(
      json<{ content: { open_refunds: { status: string; external_id: string }[] } }>(overview).content.open_refunds,
    ).toContainEqual(expect.objectContaining({ status: 'manual' }));
  });

  it('refuses a coin the gateway does not offer (422) and an amount under its minimum', async () => {
    const { res } = await checkout('doge');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('pay_currency');
    // 5 € is under the gateway's bitcoin minimum (6 €): refused before any payment is started at the gateway.
    const before = gateway.payments.size;
    const small = await checkout('btc', 500);
    expect(small.res.statusCode).toBe(422);
    expect(small.res.body).toContain('pay_currency');
    expect(gateway.payments.size).toBe(before);
  });

  it("reconciles the day with NOWPayments' own list", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/super/reconciliation/run',
      headers: { authorization: `Bearer ${admin}` },
      payload: { day: lisbonToday() },
    });
    const run = json<{
      content: { runs: { method: string; error: string | null; theirs: number; differences: unknown[] }[] };
    }>(res).content.runs.find((r) => r.method === 'crypto');
    expect(run?.error).toBeNull();
    expect(run?.theirs).toBe(gateway.payments.size);
    expect(run?.differences).toEqual([]);
    expect(gateway.calls).toContain('POST /v1/auth');
  });
});

/** Our payment id, which NOWPayments holds as the order id. */
function gatewayOrder(c: Created): string {
  const remote = [...gateway.payments.values()].find((p) => p.payment_id === c.payment.crypto?.payment_id);
  return remote?.order_id ?? '';
}
