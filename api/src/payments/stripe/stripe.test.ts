// Stripe for card and MB WAY (docs/adr/037) against the local server that speaks Stripe's API: the SDK is pointed at
// it by STRIPE_API_BASE, the browser's part (Stripe.js confirming with the publishable key) is done here with the
// same calls, and its webhooks, signed as Stripe signs them, reach the API over HTTP.
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, json, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from '../../modules/bookings/checkout-fixtures';
import { lisbonToday } from '../../lib/lisbon-time';
import { paymentRefunds } from '../../db/schema';
import { createRefundLedger } from '../../modules/reconciliation/refunds';
import { openRefunds, refundDone } from '../../modules/reconciliation/repository';
import { StripeGateway } from './gateway';
import { STRIPE_TEST_CARDS, startStripeTestServer, stripeSignature, type StripeTestServer } from './test-server';

const KEYS = {
  secretKey: 'sk_test_roteiro_jest_secret',
  publishableKey: 'pk_test_roteiro_jest_public',
  webhookSecret: 'whsec_roteiro_jest_webhook',
};

let stripe: StripeTestServer;
let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  stripe = await startStripeTestServer({ ...KEYS, mbwayApproveMs: 200 });
  t = await buildTestApp({
    PAYMENT_PROVIDER_CARD: 'stripe',
    PAYMENT_PROVIDER_MBWAY: 'stripe',
    STRIPE_SECRET_KEY: KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    STRIPE_JS_URL: `${stripe.url}/v3/`,
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.setWebhookUrl(`${address}/api/payments/callback/card`);
  cat = await partnerCompany(t.database);
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});

const q = <T>(query: ReturnType<typeof sql>) => scalar<T>(t.database.db, query);

interface Created {
  booking_id: number;
  reference: string;
  booking_status: string;
  payment: {
    status: string;
    amount_cents: number;
    stripe?: { client_secret: string; publishable_key: string; js_url: string };
    mbway?: { countdown_seconds: number };
  };
}

async function booking(payload: Record<string, unknown>, email: string): Promise<Created> {
  const service = await experience(t.database.db, cat, { dailyCapacity: 5 });
  const { token } = await putCart(t.app, [line(service, futureDate(14), 1)]);
  const res = await book(
    t.app,
    { 'x-cart-token': token ?? '' },
    { ...payload, billingData: { first_name: 'Ana', last_name: 'Stripe', email } },
  );
  expect(res.statusCode).toBe(200);
  return json<{ content: Created }>(res).content;
}

/** What Stripe.js does with the Payment Element: confirm with the publishable key and the client secret. */
async function confirmInBrowser(clientSecret: string, number: string) {
  const pi = clientSecret.split('_secret_')[0];
  const res = await fetch(`${stripe.url}/v1/payment_intents/${pi}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEYS.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
    }),
  });
  return { status: res.status, body: (await res.json()) as { id?: string; status?: string; error?: { code: string } } };
}

const statusOf = (bookingId: number) => q<string>(sql`select status from bookings where id = ${bookingId}`);
async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

describe('card on Stripe', () => {
  it('creates one PaymentIntent in cents and EUR with our payment id, takes no card digits, and is paid by the signed webhook', async () => {
    const created = await booking(
      { payment_method: 'card', card_number: '4242 4242 4242 4242' },
      'stripe-card@example.pt',
    );
    expect(created.booking_status).toBe('waiting_payment');
    expect(created.payment.stripe).toEqual({
      client_secret: expect.stringMatching(/^pi_.+_secret_/),
      publishable_key: KEYS.publishableKey,
      js_url: `${stripe.url}/v3/`,
    });
    const externalId = await q<string>(sql`select external_id from payments where booking_id = ${created.booking_id}`);
    const pi = [...stripe.intents.values()].find((i) => i.metadata.payment_id === externalId);
    expect(pi).toMatchObject({
      amount: created.payment.amount_cents,
      currency: 'eur',
      payment_method_types: ['card'],
      metadata: { method: 'card', booking_reference: created.reference },
    });
    // The digits typed into the old field were never stored nor sent on.
    expect(
      JSON.stringify(await q<unknown>(sql`select details from payments where booking_id = ${created.booking_id}`)),
    ).not.toContain('4242424242424242');
    expect(pi?.payment_method).toBeNull();

    const confirmed = await confirmInBrowser(created.payment.stripe?.client_secret ?? '', STRIPE_TEST_CARDS.success);
    expect(confirmed.body.status).toBe('succeeded');
    await until(async () => (await statusOf(created.booking_id)) === 'paid');
    expect(await q<string>(sql`select status from payments where booking_id = ${created.booking_id}`)).toBe('paid');
    expect(
      await q<number>(
        sql`select count(*)::int from payment_events e join payments p on p.id = e.payment_id where p.booking_id = ${created.booking_id}`,
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('goes through Stripe’s 3-D Secure step, then is paid', async () => {
    const created = await booking({ payment_method: 'card' }, 'stripe-3ds@example.pt');
    const confirmed = await confirmInBrowser(created.payment.stripe?.client_secret ?? '', STRIPE_TEST_CARDS.threeDs);
    expect(confirmed.body.status).toBe('requires_action');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${created.booking_id}/payment-status?reference=${created.reference}`,
    });
    expect(json<{ content: { booking_status: string; payment: { status: string } } }>(status).content).toMatchObject({
      booking_status: 'waiting_payment',
      payment: { status: 'requires_action' },
    });
    await stripe.authenticate(confirmed.body.id ?? '', true);
    await until(async () => (await statusOf(created.booking_id)) === 'paid');
  });

  it('a decline or a failed 3-D Secure step releases the booking', async () => {
    const declined = await booking({ payment_method: 'card' }, 'stripe-decline@example.pt');
    const res = await confirmInBrowser(declined.payment.stripe?.client_secret ?? '', STRIPE_TEST_CARDS.decline);
    expect(res.status).toBe(402);
    expect(res.body.error?.code).toBe('card_declined');
    await until(async () => (await statusOf(declined.booking_id)) === 'cancelled');
    expect(
      await q<string>(sql`select details->>'decline_reason' from payments where booking_id = ${declined.booking_id}`),
    ).toBe('card_declined');

    const failed = await booking({ payment_method: 'card' }, 'stripe-3ds-fail@example.pt');
    const step = await confirmInBrowser(failed.payment.stripe?.client_secret ?? '', STRIPE_TEST_CARDS.threeDs);
    await stripe.authenticate(step.body.id ?? '', false);
    await until(async () => (await statusOf(failed.booking_id)) === 'cancelled');
    expect(
      await q<string>(sql`select details->>'decline_reason' from payments where booking_id = ${failed.booking_id}`),
    ).toBe('authentication_failed');
  });
});

describe('MB WAY on Stripe', () => {
  it('pushes to the customer’s phone and is paid when the app approves', async () => {
    const created = await booking({ payment_method: 'mbway', customer_phone: '912000001' }, 'stripe-mbway@example.pt');
    expect(created.payment.status).toBe('requires_action');
    expect(created.payment.mbway?.countdown_seconds).toBe(300);
    expect(created.payment.stripe).toBeUndefined();
    const externalId = await q<string>(sql`select external_id from payments where booking_id = ${created.booking_id}`);
    const pi = [...stripe.intents.values()].find((i) => i.metadata.payment_id === externalId);
    expect(pi).toMatchObject({ payment_method_types: ['mb_way'], metadata: { method: 'mbway' } });
    expect(stripe.methods.get(pi?.payment_method ?? '')).toMatchObject({
      type: 'mb_way',
      billing_details: { phone: '+351912000001' },
    });
    await until(async () => (await statusOf(created.booking_id)) === 'paid');
  });

  it('a refusal in the app cancels the booking; an unanswered request expires it', async () => {
    const refused = await booking(
      { payment_method: 'mbway', customer_phone: '912000002' },
      'stripe-mbway-no@example.pt',
    );
    await until(async () => (await statusOf(refused.booking_id)) === 'cancelled');

    const silent = await booking(
      { payment_method: 'mbway', customer_phone: '912000003' },
      'stripe-mbway-silent@example.pt',
    );
    const externalId = await q<string>(sql`select external_id from payments where booking_id = ${silent.booking_id}`);
    const pi = [...stripe.intents.values()].find((i) => i.metadata.payment_id === externalId);
    expect(await statusOf(silent.booking_id)).toBe('waiting_payment');
    await stripe.expireMbway(pi?.id ?? '');
    await until(async () => (await statusOf(silent.booking_id)) === 'expired');
    expect(await q<string>(sql`select status from payments where booking_id = ${silent.booking_id}`)).toBe('expired');
  });
});

describe('Stripe webhooks', () => {
  const post = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/card',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });

  it('refuses a forged or an old signature, and a replay changes nothing', async () => {
    const created = await booking({ payment_method: 'card' }, 'stripe-replay@example.pt');
    await confirmInBrowser(created.payment.stripe?.client_secret ?? '', STRIPE_TEST_CARDS.success);
    await until(async () => (await statusOf(created.booking_id)) === 'paid');
    const sent = stripe.sent.find(
      (s) => s.body.includes(created.reference) && s.body.includes('payment_intent.succeeded'),
    );
    expect(sent?.status).toBe(200);
    const body = sent?.body ?? '';

    expect(json<{ content: { duplicate: boolean } }>(await post(body, sent?.signature ?? '')).content.duplicate).toBe(
      true,
    );
    const forged = body.replace(/"amount":\d+/, '"amount":1');
    expect((await post(forged, sent?.signature ?? '')).statusCode).toBe(401);
    expect((await post(forged, stripeSignature(forged, 'whsec_someone_else'))).statusCode).toBe(401);
    expect(
      (await post(body, stripeSignature(body, KEYS.webhookSecret, Math.floor(Date.now() / 1000) - 3600))).statusCode,
    ).toBe(401);
    expect((await post(body, '')).statusCode).toBe(401);
    expect(await statusOf(created.booking_id)).toBe('paid');
  });

  it('answers 200 to a genuine event it does not act on', async () => {
    const body = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const res = await post(body, stripeSignature(body, KEYS.webhookSecret));
    expect(res.statusCode).toBe(200);
  });
});

describe('Stripe refunds and the day’s records', () => {
  // A second adapter over the same database: it finds the PaymentIntent from the stored payment, as after a restart.
  let card: StripeGateway | null = null;
  const gateway = () =>
    (card ??= new StripeGateway({
      method: 'card',
      settings: t.config.payments.stripe!,
      db: t.database.db,
      mbwayTtlSeconds: 300,
    }));

  /** A card booking paid on Stripe, and the refund ledger over the local Stripe gateway. */
  async function paidCardWithLedger(email: string) {
    const created = await booking({ payment_method: 'card' }, email);
    await confirmInBrowser(created.payment.stripe?.client_secret ?? '', STRIPE_TEST_CARDS.success);
    await until(async () => (await statusOf(created.booking_id)) === 'paid');
    const paymentId = await q<number>(sql`select id from payments where booking_id = ${created.booking_id}`);
    const externalId = await q<string>(sql`select external_id from payments where id = ${paymentId}`);
    const ledger = createRefundLedger({ db: t.database.db, providers: { get: () => gateway() }, log: t.app.log });
    return { paymentId, externalId, ledger };
  }

  it('refunds in part and in full through the Refunds API, retries Stripe’s own errors and never calls a failed refund done', async () => {
    const created = await booking({ payment_method: 'card' }, 'stripe-refund@example.pt');
    await confirmInBrowser(created.payment.stripe?.client_secret ?? '', STRIPE_TEST_CARDS.success);
    await until(async () => (await statusOf(created.booking_id)) === 'paid');
    const externalId = await q<string>(sql`select external_id from payments where booking_id = ${created.booking_id}`);
    const amount = created.payment.amount_cents;
    const refundsOf = () => [...stripe.refunds.values()].filter((r) => r.metadata.payment_id === externalId);
    const taken = { refunded: true, gatewayRefundId: expect.stringMatching(/^re_/) };

    expect(await gateway().refund(externalId, 100)).toEqual(taken);
    stripe.failRefunds(1, 'error');
    expect(await gateway().refund(externalId, 200)).toEqual(taken);
    expect(refundsOf().map((r) => [r.amount, r.status])).toEqual([
      [100, 'succeeded'],
      [200, 'succeeded'],
    ]);
    stripe.failRefunds(1, 'failed');
    expect(await gateway().refund(externalId, 50)).toEqual({
      refunded: false,
      gatewayRefundId: expect.stringMatching(/^re_/),
      error: 'stripe refund failed: declined',
    });
    stripe.failRefunds(5, 'error');
    await expect(gateway().refund(externalId, 50)).rejects.toThrow();
    stripe.failRefunds(0, 'error');
    await expect(gateway().refund(externalId, amount)).rejects.toThrow(/greater than unrefunded/);
    expect(await gateway().refund(externalId, amount - 300)).toEqual(taken);

    const day = lisbonToday(new Date());
    const records = await gateway().listDay(day);
    const mine = records.filter((r) => r.externalId === externalId);
    expect(mine).toEqual(
      expect.arrayContaining([
        { externalId, kind: 'payment', amountCents: amount, status: 'paid', at: expect.any(Date) },
        { externalId, kind: 'refund', amountCents: 100, status: 'succeeded', at: expect.any(Date) },
        { externalId, kind: 'refund', amountCents: 50, status: 'failed', at: expect.any(Date) },
      ]),
    );
    // MB WAY payments are the MB WAY adapter's records, not the card's.
    expect(
      records.every(
        (r) =>
          r.kind === 'refund' ||
          [...stripe.intents.values()].some(
            (i) => i.metadata.payment_id === r.externalId && i.metadata.method === 'card',
          ),
      ),
    ).toBe(true);
    const piId = [...stripe.intents.values()].find((i) => i.metadata.payment_id === externalId)?.id ?? '';
    stripe.backdate(piId, new Date(Date.now() - 3 * 86_400_000));
    expect((await gateway().listDay(day)).some((r) => r.externalId === externalId && r.kind === 'payment')).toBe(false);
  });

  it('a refund accepted as pending and failed later by Stripe goes back to pending, then is retried with a new key to success; a replayed webhook changes nothing', async () => {
    const { paymentId, externalId, ledger } = await paidCardWithLedger('stripe-refund-late@example.pt');
    const row = async () => {
      const [r] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
      return r;
    };

    stripe.pendRefunds(1);
    const outcome = await ledger.request({
      paymentId,
      provider: 'card',
      externalId,
      amountCents: 700,
      reason: 'cancellation',
    });
    expect(outcome).toEqual({ id: outcome.id, refunded: true, manual: false });
    const first = [...stripe.refunds.values()].find((r) => r.metadata.payment_id === externalId);
    expect(first).toMatchObject({ status: 'pending', amount: 700, metadata: { refund_key: `refund-${outcome.id}` } });
    expect(await row()).toMatchObject({ status: 'done', gatewayRefundId: first?.id });

    // Stripe fails it later: refund.failed, then refund.updated and charge.refund.updated, all signed.
    const sentBefore = stripe.sent.length;
    await stripe.settleRefund(first?.id ?? '', 'failed', 'expired_or_canceled_card');
    const events = stripe.sent.slice(sentBefore);
    expect(events.map((e) => [JSON.parse(e.body).type, e.status])).toEqual([
      ['refund.failed', 200],
      ['refund.updated', 200],
      ['charge.refund.updated', 200],
    ]);
    const reopened = await row();
    expect(reopened).toMatchObject({
      status: 'pending',
      doneAt: null,
      gatewayRefundId: first?.id,
      lastError: 'stripe refund failed: expired_or_canceled_card',
    });
    // Finance sees it among the open refunds, with Stripe's reason.
    expect((await openRefunds(t.database.db)).find((r) => r.id === outcome.id)).toMatchObject({
      status: 'pending',
      lastError: 'stripe refund failed: expired_or_canceled_card',
    });

    // A replay of the failure (a genuine signature, a fresh timestamp) changes nothing.
    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/card',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, KEYS.webhookSecret) },
        payload: body,
      });
    const failedBody = events[0]?.body ?? '';
    expect(json<{ content: { duplicate: boolean } }>(await post(failedBody)).content.duplicate).toBe(true);
    expect(await row()).toEqual(reopened);

    // The retry goes with another key (the first would answer the same failed refund) and lands.
    expect(await ledger.retryDue()).toEqual({ tried: 1, refunded: 1 });
    const second = [...stripe.refunds.values()].find((r) => r.metadata.payment_id === externalId && r.id !== first?.id);
    expect(second).toMatchObject({
      status: 'succeeded',
      amount: 700,
      metadata: { refund_key: `refund-${outcome.id}-${first?.id}` },
    });
    expect(await row()).toMatchObject({ status: 'done', gatewayRefundId: second?.id, lastError: null, attempts: 2 });

    // The old failure replayed once more, after the retry, still changes nothing.
    const done = await row();
    expect(json<{ content: { duplicate: boolean } }>(await post(failedBody)).content.duplicate).toBe(true);
    expect(await row()).toEqual(done);
  });

  it('a pending refund Stripe settles as succeeded stays done; a refund whose answer was lost is done by its webhook', async () => {
    const { paymentId, externalId, ledger } = await paidCardWithLedger('stripe-refund-settled@example.pt');
    const rowOf = async (id: number) =>
      (await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0];

    stripe.pendRefunds(1);
    const a = await ledger.request({
      paymentId,
      provider: 'card',
      externalId,
      amountCents: 300,
      reason: 'cancellation',
    });
    const reA = [...stripe.refunds.values()].find((r) => r.metadata.refund_key === `refund-${a.id}`);
    const doneA = await rowOf(a.id);
    await stripe.settleRefund(reA?.id ?? '', 'succeeded');
    expect(await rowOf(a.id)).toEqual(doneA);

    // Stripe took this one but the ledger never heard the answer (the call made here, outside it, stands for a lost
    // answer): the row stays pending until the refund's webhook names its key.
    const b = await ledger.record(t.database.db, {
      paymentId,
      provider: 'card',
      externalId,
      amountCents: 200,
      reason: 'cancellation',
    });
    stripe.pendRefunds(1);
    await gateway().refund(externalId, 200, `refund-${b}`);
    const reB = [...stripe.refunds.values()].find((r) => r.metadata.refund_key === `refund-${b}`);
    expect((await rowOf(b))?.status).toBe('pending');
    await stripe.settleRefund(reB?.id ?? '', 'succeeded');
    expect(await rowOf(b)).toMatchObject({ status: 'done', gatewayRefundId: reB?.id });
  });

  it('a failure whose webhook comes before the ledger records the pending answer still leaves the refund pending, retried with a new key', async () => {
    const { paymentId, externalId, ledger } = await paidCardWithLedger('stripe-refund-race@example.pt');
    const rowOf = async (id: number) =>
      (await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0];

    // The ledger's call, as it runs: Stripe answers pending, then fails the refund before the answer is recorded.
    const id = await ledger.record(t.database.db, {
      paymentId,
      provider: 'card',
      externalId,
      amountCents: 400,
      reason: 'cancellation',
    });
    stripe.pendRefunds(1);
    const answer = await gateway().refund(externalId, 400, `refund-${id}`);
    await stripe.settleRefund(answer.gatewayRefundId ?? '', 'failed', 'lost_or_stolen_card');
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      gatewayRefundId: answer.gatewayRefundId,
      lastError: 'stripe refund failed: lost_or_stolen_card',
    });
    await refundDone(t.database.db, id, answer.gatewayRefundId ?? null, new Date());
    expect((await rowOf(id))?.status).toBe('pending');

    expect(await ledger.retryNow(id)).toEqual({ id, refunded: true, manual: false });
    const retried = [...stripe.refunds.values()].find(
      (r) => r.metadata.refund_key === `refund-${id}-${answer.gatewayRefundId}`,
    );
    expect(retried?.status).toBe('succeeded');
    expect(await rowOf(id)).toMatchObject({ status: 'done', gatewayRefundId: retried?.id });
  });

  it('uses our payment id as idempotency key: a retried create makes no second PaymentIntent', async () => {
    const before = stripe.intents.size;
    const input = {
      externalId: 'card_idempotent_test',
      bookingReference: 'RT-IDEM',
      amountCents: 4200,
      currency: 'EUR' as const,
      locale: 'en' as const,
    };
    const first = await gateway().create(input);
    const again = await gateway().create(input);
    expect(again.details.stripe_payment_intent).toBe(first.details.stripe_payment_intent);
    expect(stripe.intents.size).toBe(before + 1);
    await expect(gateway().create({ ...input, amountCents: 4300 })).rejects.toThrow(/same parameters/);
  });
});
