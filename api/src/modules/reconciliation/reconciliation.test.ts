// The reconciliation on the sandboxes (as `npm start` runs): a day where both sides agree lists nothing; a planted
// difference (an amount changed on our side, a payment only the gateway has, a paid payment the gateway lacks, a
// refund on one side only) is listed, kept for the back office, and the page is for finance staff only.
import { sql } from 'drizzle-orm';
import { buildTestApp, json, type TestApp } from '../../../test/helpers';
import { lisbonToday } from '../../lib/lisbon-time';
import { book, experience, futureDate, line, partnerCompany, putCart, type Catalogue } from '../bookings/checkout-fixtures';
import { createStaffUser } from '../super/test-staff';
import { compare } from './service';

let t: TestApp;
let cat: Catalogue;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  for (const role of ['admin', 'finance', 'support'] as const) tokens[role] = (await createStaffUser(t.app, t.database, role)).token;
});
afterAll(() => t.close());

const as = (role: string) => ({ authorization: `Bearer ${tokens[role]}` });

async function paidPaypalBooking(): Promise<string> {
  const { token } = await putCart(t.app, [line(await experience(t.database.db, cat), futureDate())]);
  const res = await book(t.app, { 'x-cart-token': token ?? '' }, { payment_method: 'paypal' });
  const c = json<{ content: { payment: { paypal: { order_id: string; approval_url: string } } } }>(res).content;
  const approve = await t.app.inject({ method: 'POST', url: c.payment.paypal.approval_url, payload: { action: 'approve' } });
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
  const res = await t.app.inject({ method: 'POST', url: '/api/super/reconciliation/run', headers: as(role), payload: { day: lisbonToday() } });
  return { status: res.statusCode, runs: res.statusCode === 200 ? json<{ content: { runs: Run[] } }>(res).content.runs : [] };
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
    await t.database.db.execute(sql`update payments set amount_cents = amount_cents + 100 where provider = 'paypal' and external_id = ${changed}`);
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

    const day = await t.app.inject({ method: 'GET', url: `/api/super/reconciliation/day?day=${lisbonToday()}`, headers: as('admin') });
    expect(json<{ content: { runs: Run[] } }>(day).content.runs.find((r) => r.method === 'paypal')?.differences).toHaveLength(3);
    const overview = await t.app.inject({ method: 'GET', url: '/api/super/reconciliation', headers: as('finance') });
    expect(json<{ content: { days: { day: string; differences: number }[] } }>(overview).content.days).toContainEqual({ day: lisbonToday(), differences: 3, errors: 0 });
  });

  it('is for finance and admin staff only, and refuses a day in the future or not a date (422)', async () => {
    expect((await run('support')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/super/reconciliation', headers: as('support') })).statusCode).toBe(403);
    for (const day of ['2026-02-30', '2999-01-01']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/super/reconciliation/run', headers: as('finance'), payload: { day } });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('"day"');
    }
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
      { external_id: 'a', kind: 'refund', problem: 'amount', ours: { amount_cents: 300, status: 'done' }, gateway: { amount_cents: 200, status: 'done' } },
      { external_id: 'c', kind: 'refund', problem: 'missing_at_gateway', ours: { amount_cents: 700, status: 'done' }, gateway: null },
      { external_id: 'd', kind: 'refund', problem: 'missing_here', ours: null, gateway: { amount_cents: 50, status: 'done' } },
    ]);
  });
});
