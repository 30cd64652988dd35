// The sandboxes keep their ledger in the database, so a pending MB WAY or crypto payment survives an API
// restart (app closed, a new app on the same database) and still ends paid or expired, exactly once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { LocalStorage } from '../../plugins/storage';
import { createTestDatabase, json, mailsTo, type TestDatabase } from '../../../test/helpers';
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

let db: TestDatabase;
let dataDir: string;
let cat: Catalogue;
beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'mp-api-restart-'));
  cat = await partnerCompany(db.database);
});
afterAll(async () => {
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** One run of the API on the shared database (a new test phone's answer is due `autoApproveMs` after its request). */
async function start(autoApproveMs: number): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED: 'off',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SANDBOX_MBWAY_AUTO_APPROVE_MS: String(autoApproveMs),
  });
  const app = await buildApp(config, {
    database: db.database,
    storage: new LocalStorage(config.uploadsDir),
    docsUi: false,
  });
  await app.ready();
  return app;
}

interface Created {
  booking_id: number;
  reference: string;
  payment: { id: number; mbway?: { request_id: string }; crypto?: { payment_id: string } };
}

async function checkout(app: FastifyInstance, payload: Record<string, unknown>) {
  const service = await experience(db.database.db, cat, { valueCents: 3000 });
  const { token } = await putCart(app, [line(service, futureDate(), 2)]);
  const res = await book(app, { 'x-cart-token': token ?? '' }, payload);
  expect(res.statusCode).toBe(200);
  return { service, ...json<{ content: Created }>(res).content };
}

const q = <T>(query: ReturnType<typeof sql>) => scalar<T>(db.database.db, query);
const booked = (service: number) =>
  q<number>(sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${service}`);
const bookingStatus = (id: number) => q<string>(sql`select status from bookings where id = ${id}`);
const paymentStatus = (id: number) => q<string>(sql`select status from payments where id = ${id}`);
/** Verified webhooks applied to a payment, per status. */
const events = (paymentId: number, status: string) =>
  q<number>(sql`select count(*)::int from payment_events where payment_id = ${paymentId} and status = ${status}`);
const mailsAbout = async (app: FastifyInstance, reference: string) =>
  (await mailsTo(app, 'ana@example.pt')).filter((m) => m.subject.includes(reference)).length;
const pollStatus = (app: FastifyInstance, c: Created) =>
  app.inject({ method: 'GET', url: `/api/bookings/${c.booking_id}/payment-status?reference=${c.reference}` });

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('sandbox payments across an API restart', () => {
  it('an MB WAY approved after the restart is paid, a crypto payment whose window passed expires, a test phone still answers: each once', async () => {
    // First run: three payments left pending. The test phone would answer after a minute; the app stops before that.
    const first = await start(60_000);
    const mbway = await checkout(first, { payment_method: 'mbway', customer_phone: '912 345 678' });
    const crypto = await checkout(first, { payment_method: 'crypto', pay_currency: 'eth' });
    const phone = await checkout(first, { payment_method: 'mbway', customer_phone: '912000001' });
    await first.close();
    for (const c of [mbway, crypto, phone]) {
      expect(await bookingStatus(c.booking_id)).toBe('waiting_payment');
      expect(await booked(c.service)).toBe(2);
    }

    // The phone's answer came due while the API was down (moved in the stored time, as the answer is driven from it).
    await db.database.db.execute(
      sql`update sandbox_payments set answer_at = now() - interval '1 second' where external_id = ${phone.payment.mbway?.request_id}`,
    );

    // Second run on the same database.
    const second = await start(60_000);
    try {
      // The customer approves in the MB WAY app: the sandbox still knows the request, the signed webhook pays it.
      const approve = () =>
        second.inject({
          method: 'POST',
          url: `/api/payments/sandbox/mbway/${mbway.payment.mbway?.request_id}?reference=${mbway.reference}`,
          payload: { action: 'approve' },
        });
      const approved = await approve();
      expect(approved.statusCode).toBe(200);
      expect(json<{ content: { status: string } }>(approved).content.status).toBe('paid');
      expect(await bookingStatus(mbway.booking_id)).toBe('paid');

      // The crypto window closes (both the gateway's and the booking's, as they are the same instant): the next
      // status check sees the gateway expire it, its webhook releases the booking.
      await db.database.db.execute(
        sql`update sandbox_payments set expires_at = now() - interval '1 second' where external_id = ${crypto.payment.crypto?.payment_id}`,
      );
      await db.database.db.execute(
        sql`update bookings set expires_at = now() - interval '1 second' where id = ${crypto.booking_id}`,
      );
      expect((await pollStatus(second, crypto)).statusCode).toBe(200);
      expect(await bookingStatus(crypto.booking_id)).toBe('expired');
      expect(await paymentStatus(crypto.payment.id)).toBe('expired');
      expect(await booked(crypto.service)).toBe(0);

      // The test phone's answer, due while the API was down, is given once the API is back.
      await until(async () => (await bookingStatus(phone.booking_id)) === 'paid', 'the test phone to approve');

      // Whatever comes again (another approval, status checks, sweeps) changes nothing: each ended once.
      expect(json<{ content: { status: string } }>(await approve()).content.status).toBe('paid');
      for (const c of [mbway, crypto, phone]) await pollStatus(second, c);
      expect(await events(mbway.payment.id, 'paid')).toBe(1);
      expect(await events(phone.payment.id, 'paid')).toBe(1);
      expect(await events(crypto.payment.id, 'expired')).toBe(1);
      expect(await booked(mbway.service)).toBe(2);
      expect(await booked(phone.service)).toBe(2);
      expect(await booked(crypto.service)).toBe(0);
      await until(async () => (await mailsAbout(second, phone.reference)) === 1, 'the confirmation mail');
      expect(await mailsAbout(second, mbway.reference)).toBe(1);
      expect(await mailsAbout(second, crypto.reference)).toBe(0);
      expect(
        await q<string>(
          sql`select gateway_status from sandbox_payments where external_id = ${crypto.payment.crypto?.payment_id}`,
        ),
      ).toBe('expired');
    } finally {
      await second.close();
    }
  });

  it('an MB WAY request whose 300 s passed while the API was down expires, and a late approval is refused', async () => {
    const first = await start(60_000);
    const c = await checkout(first, { payment_method: 'mbway', customer_phone: '912000003' });
    await first.close();
    await db.database.db.execute(
      sql`update sandbox_payments set expires_at = now() - interval '1 second' where external_id = ${c.payment.mbway?.request_id}`,
    );
    await db.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 second' where id = ${c.booking_id}`,
    );
    const second = await start(60_000);
    try {
      const late = await second.inject({
        method: 'POST',
        url: `/api/payments/sandbox/mbway/${c.payment.mbway?.request_id}?reference=${c.reference}`,
        payload: { action: 'approve' },
      });
      expect(json<{ content: { status: string } }>(late).content.status).toBe('expired');
      await pollStatus(second, c);
      expect(await bookingStatus(c.booking_id)).toBe('expired');
      expect(await booked(c.service)).toBe(0);
      expect(await events(c.payment.id, 'expired')).toBe(1);
      expect(await events(c.payment.id, 'paid')).toBe(0);
    } finally {
      await second.close();
    }
  });
});
