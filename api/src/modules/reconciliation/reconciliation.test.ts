// The reconciliation on the sandboxes (as `npm start` runs): a day where both sides agree lists nothing; a planted
// difference (an amount changed on our side, a payment only the gateway has, a paid payment the gateway lacks, a
// refund on one side only) is listed, kept for the back office, and the page is for finance staff only.
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
  scalar,
  type Catalogue,
} from '../bookings/checkout-fixtures';
import { createStaffUser } from '../super/test-staff';
import type { Providers } from '../../payments/registry';
import { createRefundLedger } from './refunds';
import { compare } from './service';

let t: TestApp;
let cat: Catalogue;
const tokens: Record<string, string> = {};
const staffIds: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  for (const role of ['admin', 'finance', 'support'] as const) {
    const staff = await createStaffUser(t.app, t.database, role);
    tokens[role] = staff.token;
    staffIds[role] = staff.id;
  }
});
afterAll(() => t.close());

const as = (role: string) => ({ authorization: `Bearer ${tokens[role]}` });

async function paidPaypalBooking(): Promise<string> {
  const { token } = await putCart(t.app, [line(await experience(t.database.db, cat), futureDate())]);
  const res = await book(t.app, { 'x-cart-token': token ?? '' }, { payment_method: 'paypal' });
  const c = json<{ content: { payment: { paypal: { order_id: string; approval_url: string } } } }>(res).content;
  const approve = await t.app.inject({
    method: 'POST',
    url: c.payment.paypal.approval_url,
    payload: { action: 'approve' },
  });
  expect(json<{ content: { status: string } }>(approve).content.status).toBe('paid');
  return c.payment.paypal.order_id;
}

interface Run {
  method: string;
  provider: string;
  error: string | null;
  ours: number;
  theirs: number;
  differences: { external_id: string; kind: string; problem: string }[];
}
const run = async (role = 'finance') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/super/reconciliation/run',
    headers: as(role),
    payload: { day: lisbonToday() },
  });
  return {
    status: res.statusCode,
    runs: res.statusCode === 200 ? json<{ content: { runs: Run[] } }>(res).content.runs : [],
  };
};

describe('reconciliation', () => {
  it("finds nothing when the sandbox gateway's records agree with ours", async () => {
    await paidPaypalBooking();
    const { runs } = await run();
    expect(runs.map((r) => r.method)).toEqual(['card', 'crypto', 'mbway', 'paypal']);
    const paypal = runs.find((r) => r.method === 'paypal');
    expect(paypal).toMatchObject({ provider: 'sandbox', error: null, ours: 1, theirs: 1, differences: [] });
  });

  it('lists planted differences, keeps them for the page, and shows the day among those to look at', async () => {
    const changed = await paidPaypalBooking();
    const lost = await paidPaypalBooking();
    // Our side says another amount; the gateway lost one paid payment; the gateway took one we never heard of.
    await t.database.db.execute(
      sql`update payments set amount_cents = amount_cents + 100 where provider = 'paypal' and external_id = ${changed}`,
    );
    await t.database.db.execute(sql`delete from sandbox_payments where method = 'paypal' and external_id = ${lost}`);
    await t.database.db.execute(
      sql`insert into sandbox_payments (method, external_id, amount_cents, gateway_status, status, details) values ('paypal', 'paypal_stranger', 4200, 'COMPLETED', 'paid', '{}'::jsonb)`,
    );
    const { runs } = await run();
    const found = runs.find((r) => r.method === 'paypal')?.differences ?? [];
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ external_id: changed, kind: 'payment', problem: 'amount' }),
        expect.objectContaining({ external_id: lost, kind: 'payment', problem: 'missing_at_gateway' }),
        expect.objectContaining({ external_id: 'paypal_stranger', kind: 'payment', problem: 'missing_here' }),
      ]),
    );
    expect(found).toHaveLength(3);

    const day = await t.app.inject({
      method: 'GET',
      url: `/api/super/reconciliation/day?day=${lisbonToday()}`,
      headers: as('admin'),
    });
    expect(
      json<{ content: { runs: Run[] } }>(day).content.runs.find((r) => r.method === 'paypal')?.differences,
    ).toHaveLength(3);
    const overview = await t.app.inject({ method: 'GET', url: '/api/super/reconciliation', headers: as('finance') });
    expect(json<{ content: { days: { day: string; differences: number }[] } }>(overview).content.days).toContainEqual({
      day: lisbonToday(),
      differences: 3,
      errors: 0,
    });
  });

  it('is for finance and admin staff only, and refuses a day in the future or not a date (422)', async () => {
    expect((await run('support')).status).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/super/reconciliation', headers: as('support') })).statusCode,
    ).toBe(403);
    for (const day of ['2026-02-30', '2999-01-01']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/super/reconciliation/run',
        headers: as('finance'),
        payload: { day },
      });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('"day"');
    }
  });
});

/** The rows of a read (the driver's result type does not say them). */
const select = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('a manual refund paid back by hand', () => {
  /** A refund row of the paid PayPal booking's payment, in the given status (as the ledger leaves it). */
  async function refundRow(status: 'manual' | 'pending', reason = 'crypto_shortfall'): Promise<number> {
    const orderId = await paidPaypalBooking();
    const rows = await select<{ id: number }>(
      sql`insert into payment_refunds (payment_id, provider, external_id, amount_cents, reason, status)
          select id, 'crypto', external_id, 1500, ${reason}, ${status} from payments where external_id = ${orderId} returning id`,
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('no refund row');
    return id;
  }
  const settle = (id: number, payload: unknown, role = 'finance') =>
    t.app.inject({
      method: 'POST',
      url: `/api/super/reconciliation/refunds/${id}/settle`,
      headers: as(role),
      payload: payload as Record<string, unknown>,
    });
  const openIds = async () =>
    json<{ content: { open_refunds: { id: number }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/super/reconciliation', headers: as('finance') }),
    ).content.open_refunds.map((r) => r.id);
  const audits = (id: number) =>
    select<{ real_user_id: number; before: Record<string, unknown>; after: Record<string, unknown> }>(
      sql`select real_user_id, before, after from audit_log where action = 'reconciliation.refund_settle' and entity = 'payment_refund' and entity_id = ${String(id)}`,
    );

  it('records who settled it, when and how, audited, and takes it off the open list', async () => {
    const id = await refundRow('manual');
    expect(await openIds()).toContain(id);
    const res = await settle(id, { note: '  0xabc123 tx hash  ' });
    expect(res.statusCode).toBe(200);
    const body = json<{ content: { id: number; note: string; settled_at: string } }>(res).content;
    expect(body).toMatchObject({ id, note: '0xabc123 tx hash' });
    expect(await openIds()).not.toContain(id);
    const [row] = await select<{ status: string; gateway_refund_id: string; done_at: unknown }>(
      sql`select status, gateway_refund_id, done_at from payment_refunds where id = ${id}`,
    );
    expect(row).toMatchObject({ status: 'manual', gateway_refund_id: '0xabc123 tx hash' });
    expect(row?.done_at).not.toBeNull();
    const [entry, ...more] = await audits(id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      real_user_id: staffIds.finance,
      before: { status: 'manual', done_at: null, note: null },
      after: { status: 'manual', done_at: body.settled_at, note: '0xabc123 tx hash' },
    });
  });

  it('answers a double click with the first settlement, and audits it once', async () => {
    const id = await refundRow('manual');
    const [a, b] = await Promise.all([
      settle(id, { note: 'IBAN transfer 1' }),
      settle(id, { note: 'IBAN transfer 2' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(json<{ content: unknown }>(a).content).toEqual(json<{ content: unknown }>(b).content);
    const again = await settle(id, { note: 'IBAN transfer 3' });
    expect(json<{ content: unknown }>(again).content).toEqual(json<{ content: unknown }>(a).content);
    expect(await audits(id)).toHaveLength(1);
  });

  it('marks a late payment refunded once it is paid back, as a gateway refund does', async () => {
    const id = await refundRow('manual', 'late_payment');
    expect((await settle(id, { note: 'bank ref 77' })).statusCode).toBe(200);
    const [payment] = await select<{ status: string }>(
      sql`select p.status from payments p join payment_refunds r on r.payment_id = p.id where r.id = ${id}`,
    );
    expect(payment?.status).toBe('refunded');
  });

  it('needs a note of at most 500 characters, a manual refund, one that exists, and finance staff', async () => {
    const id = await refundRow('manual');
    for (const payload of [{}, { note: '' }, { note: '   ' }, { note: 'x'.repeat(501) }]) {
      const res = await settle(id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('"note"');
    }
    const pending = await refundRow('pending');
    const notManual = await settle(pending, { note: 'bank ref' });
    expect(notManual.statusCode).toBe(422);
    expect(notManual.body).toContain('"id"');
    expect((await settle(999_999, { note: 'bank ref' })).statusCode).toBe(404);
    expect((await settle(id, { note: 'bank ref' }, 'support')).statusCode).toBe(403);
    expect(await audits(id)).toHaveLength(0);
    expect(await openIds()).toEqual(expect.arrayContaining([id, pending]));
  });
});

describe('compare', () => {
  const at = new Date();
  it('lists a refund on one side only, or of another amount, and ignores payments that never took money', () => {
    const diff = compare(
      [
        { externalId: 'a', amountCents: 1000, status: 'paid' },
        { externalId: 'b', amountCents: 500, status: 'cancelled' },
        { externalId: 'c', amountCents: 700, status: 'paid' },
      ],
      [
        { externalId: 'a', amountCents: 300 },
        { externalId: 'c', amountCents: 700 },
      ],
      [
        { externalId: 'a', kind: 'payment', amountCents: 1000, status: 'paid', at },
        { externalId: 'a', kind: 'refund', amountCents: 200, status: 'done', at },
        { externalId: 'c', kind: 'payment', amountCents: 700, status: 'refunded', at },
        { externalId: 'd', kind: 'refund', amountCents: 50, status: 'done', at },
      ],
    );
    expect(diff).toEqual([
      {
        external_id: 'a',
        kind: 'refund',
        problem: 'amount',
        ours: { amount_cents: 300, status: 'done' },
        gateway: { amount_cents: 200, status: 'done' },
      },
      {
        external_id: 'c',
        kind: 'refund',
        problem: 'missing_at_gateway',
        ours: { amount_cents: 700, status: 'done' },
        gateway: null,
      },
      {
        external_id: 'd',
        kind: 'refund',
        problem: 'missing_here',
        ours: null,
        gateway: { amount_cents: 50, status: 'done' },
      },
    ]);
  });
});

describe('the refund ledger', () => {
  it('sends a refund at once when the API clock is behind the database clock', async () => {
    const orderId = await paidPaypalBooking();
    const paymentId = await scalar<number>(t.database.db, sql`select id from payments where external_id = ${orderId}`);
    const sent: string[] = [];
    const gateway = {
      refund: async (externalId: string) => {
        sent.push(externalId);
        return { refunded: true, gatewayRefundId: 're_clock' };
      },
    };
    const providers = { get: () => gateway } as unknown as Pick<Providers, 'get'>;
    const behind = () => new Date(Date.now() - 2000);
    const ledger = createRefundLedger({ db: t.database.db, providers, log: t.app.log, now: behind });
    const outcome = await ledger.request({
      paymentId,
      provider: 'paypal',
      externalId: orderId,
      amountCents: 100,
      reason: 'late_payment',
    });
    expect(outcome.refunded).toBe(true);
    expect(sent).toEqual([orderId]);
  });
});
