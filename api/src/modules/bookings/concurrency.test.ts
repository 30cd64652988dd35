// "Nothing lost, nothing doubled": real concurrent requests against the PostgreSQL server (PGlite runs one
// query at a time, so the races and lock waits only mean something on the server pass and are skipped on PGlite; the
// parallel guest checkouts run on both, as a check of the outcome).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PassThrough } from 'node:stream';
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
  promo,
  putCart,
  scalar,
  type Catalogue,
} from './checkout-fixtures';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const serverDescribe = onServer ? describe : describe.skip;

let t: TestApp;
let cat: Catalogue;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
  t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream });
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

const db = () => t.database.db;
const count = (query: ReturnType<typeof sql>) => scalar<number>(db(), query);

/** N guest carts, each holding `items`; answers their tokens. */
async function guestCarts(n: number, items: unknown[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const { res, token } = await putCart(t.app, items);
    expect(res.statusCode).toBe(200);
    tokens.push(token ?? '');
  }
  return tokens;
}

serverDescribe('concurrency on PostgreSQL', () => {
  it('20 simultaneous bookings for a date with 5 places leave exactly 5 bookings', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 5 });
    const date = futureDate(10);
    const tokens = await guestCarts(20, [line(service, date, 1)]);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        book(
          t.app,
          { 'x-cart-token': token },
          {
            payment_method: 'card',
            card_number: '4242424242424242',
            billingData: { first_name: 'G', last_name: `${i}`, email: `guest${i}@example.pt` },
          },
        ),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(15);
    const refused = answers.find((r) => r.statusCode === 422);
    expect(Object.keys(json<{ errors: object }>(refused!).errors)).toEqual(['items.0']);
    expect(
      await count(sql`select count(*)::int from booking_items where service_id = ${service} and status <> 'cancelled'`),
    ).toBe(5);
    expect(
      await count(
        sql`select booked from service_daily_capacity where service_id = ${service} and date = ${date}::date`,
      ),
    ).toBe(5);
  });

  it('a single-use promo code in 10 parallel checkouts is used once', async () => {
    const service = await experience(db(), cat);
    const code = await promo(db(), { kind: 'fixed', value: 500, maxUses: 1 });
    const tokens = await guestCarts(10, [line(service, futureDate(), 1)]);
    for (const token of tokens) {
      const applied = await t.app.inject({
        method: 'POST',
        url: '/api/apply-promo-code',
        headers: { 'x-cart-token': token },
        payload: { code },
      });
      expect(json<{ content: { promo_code: string; total_price: number } }>(applied).content).toMatchObject({
        promo_code: code,
        total_price: 1500,
      });
    }
    const answers = await Promise.all(
      tokens.map((token, i) =>
        book(
          t.app,
          { 'x-cart-token': token },
          {
            payment_method: 'paypal',
            billingData: { first_name: 'P', last_name: `${i}`, email: `promo${i}@example.pt` },
          },
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      answers.filter((r) => r.statusCode === 422).map((r) => Object.keys(json<{ errors: object }>(r).errors)),
    ).toEqual(Array(9).fill(['promo_code']));
    expect(await count(sql`select uses from promo_codes where code = ${code}`)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int from promo_code_redemptions r join promo_codes p on p.id = r.promo_code_id where p.code = ${code}`,
      ),
    ).toBe(1);
    expect(await scalar<string>(db(), sql`select status from promo_codes where code = ${code}`)).toBe('used');
  });

  it('parallel spends never take a gift card below zero', async () => {
    const service = await experience(db(), cat, { valueCents: 2000 });
    const code = await giftCard(db(), 5000);
    const tokens = await guestCarts(8, [line(service, futureDate(), 1)]);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        book(
          t.app,
          { 'x-cart-token': token },
          {
            payment_method: 'gift_card',
            gift_card_code: code,
            billingData: { first_name: 'G', last_name: `${i}`, email: `gc${i}@example.pt` },
          },
        ),
      ),
    );
    // €50 pays two €20 bookings in full; the third would need €20 of the €10 left.
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await count(sql`select balance_cents from gift_cards where code = ${code}`)).toBe(1000);
    const ledger = await count(
      sql`select (sum(case when t.kind = 'redeem' then -t.amount_cents else t.amount_cents end))::int from gift_card_transactions t join gift_cards g on g.id = t.gift_card_id where g.code = ${code}`,
    );
    expect(5000 + ledger).toBe(1000);
  });

  it('parallel spends never take a points balance below zero', async () => {
    const service = await experience(db(), cat, { valueCents: 2000 });
    const userId = await createUser(t.database, 'CLIENT', 'points@example.pt');
    await grantPoints(db(), userId, 1500);
    const token = await login(t.app, 'points@example.pt');
    await putCart(t.app, [line(service, futureDate(), 1)], bearer(token));
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/apply-points',
      headers: bearer(token),
      payload: { points: 1500 },
    });
    expect(json<{ content: { usedPoints: number; total_price: number } }>(applied).content).toMatchObject({
      usedPoints: 1500,
      total_price: 500,
    });
    // Five tabs of the same customer pay the same cart at once.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => book(t.app, bearer(token), { payment_method: 'paypal' })),
    );
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    // Each new attempt replaces the previous unpaid one (its points come back first): one booking holds the points.
    const balance = await count(sql`select coalesce(sum(delta), 0)::int from points_ledger where user_id = ${userId}`);
    expect(balance).toBe(0);
    expect(
      await count(sql`select count(*)::int from bookings where user_id = ${userId} and status = 'waiting_payment'`),
    ).toBe(1);
    expect(
      await count(sql`select points_used from bookings where user_id = ${userId} and status = 'waiting_payment'`),
    ).toBe(1500);
    const running = await db().execute(
      sql`select sum(delta) over (order by id)::int as running from points_ledger where user_id = ${userId} order by id`,
    );
    expect((running as unknown as { rows: { running: number }[] }).rows.every((r) => r.running >= 0)).toBe(true);
  });

  it('a duplicated or replayed callback, even delivered in parallel, confirms once', async () => {
    const service = await experience(db(), cat);
    const [token] = await guestCarts(1, [line(service, futureDate(), 1)]);
    const c = json<{
      content: { booking_id: number; reference: string; payment: { paypal: { approval_url: string } } };
    }>(
      await book(
        t.app,
        { 'x-cart-token': token ?? '' },
        { payment_method: 'paypal', billingData: { first_name: 'R', last_name: 'P', email: 'replay@example.pt' } },
      ),
    ).content;
    const externalId = c.payment.paypal.approval_url.split('/').pop()?.split('?')[0] ?? '';
    const body = JSON.stringify({
      event_id: 'evt_parallel',
      payment_id: externalId,
      status: 'COMPLETED',
      amount_cents: 2000,
      occurred_at: new Date().toISOString(),
    });
    const headers = {
      'content-type': 'application/json',
      'x-signature': signPayload(body, t.config.payments.secrets.paypal),
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'POST', url: '/api/payments/callback/paypal', headers, payload: body }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.filter((r) => !json<{ content: { duplicate: boolean } }>(r).content.duplicate)).toHaveLength(1);
    // A different event id with the same outcome (a gateway retry) is not a second payment either.
    const retry = JSON.stringify({
      event_id: 'evt_parallel_retry',
      payment_id: externalId,
      status: 'COMPLETED',
      amount_cents: 2000,
      occurred_at: new Date().toISOString(),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/paypal',
      headers: {
        'content-type': 'application/json',
        'x-signature': signPayload(retry, t.config.payments.secrets.paypal),
      },
      payload: retry,
    });
    expect(await scalar<string>(db(), sql`select status from bookings where id = ${c.booking_id}`)).toBe('paid');
    expect(await count(sql`select count(*)::int from outbox_emails where subject like ${`%${c.reference}%`}`)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int from booking_items where booking_id = ${c.booking_id} and status = 'pending'`,
      ),
    ).toBe(1);
  });

  it('a request killed mid-booking (its statement cancelled inside the transaction) leaves no half booking', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 3 });
    const date = futureDate(12);
    const code = await giftCard(db(), 10_000);
    await createUser(t.database, 'CLIENT', 'killed@example.pt');
    const customer = bearer(await login(t.app, 'killed@example.pt'));
    await putCart(t.app, [line(service, date, 2)], customer);
    // Hold the gift card's row lock so the checkout stops inside its transaction (capacity row already created and locked).
    const admin = await adminClient();
    const watch = await lockWatcher();
    let res: Awaited<ReturnType<typeof book>> | undefined;
    try {
      await admin.query('begin');
      const adminPid = await backendPid(admin);
      await admin.query(`select id from gift_cards where code = $1 for update`, [code]);
      const pending = book(t.app, customer, {
        payment_method: 'gift_card',
        gift_card_code: code,
        billingData: { first_name: 'K', last_name: 'L', email: 'killed@example.pt' },
      });
      // Wait until the checkout is blocked on that lock, then cancel it there (the server aborts its transaction).
      let settled: string | null = null;
      void pending.then((r) => (settled = `${r.statusCode} ${r.body}`));
      const victim = await watch.until(
        async () => (settled === null ? (await watch.blockedBy(adminPid))[0] : -1),
        'the checkout blocking on the gift card',
      );
      expect({ victim: victim > 0, settled }).toEqual({ victim: true, settled: null });
      await admin.query('select pg_cancel_backend($1)', [victim]);
      res = await pending;
    } finally {
      // Never leave the lock behind, whatever happened above.
      await admin.query('rollback').catch(() => undefined);
      await admin.end();
      await watch.end();
    }
    // A cancelled statement is a transient failure: 503 with Retry-After (the client may try again), never a half booking.
    expect(res?.statusCode).toBe(503);
    expect(res?.headers['retry-after']).toBe('5');
    expect(
      await count(
        sql`select count(*)::int from bookings b join booking_items bi on bi.booking_id = b.id where bi.service_id = ${service}`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${service}`),
    ).toBe(0);
    expect(await count(sql`select balance_cents from gift_cards where code = ${code}`)).toBe(10_000);
    // And the cart still checks out afterwards.
    const again = await book(t.app, customer, {
      payment_method: 'gift_card',
      gift_card_code: code,
      billingData: { first_name: 'K', last_name: 'L', email: 'killed@example.pt' },
    });
    expect(again.statusCode).toBe(200);
    expect(
      await count(
        sql`select booked from service_daily_capacity where service_id = ${service} and date = ${date}::date`,
      ),
    ).toBe(2);
  });
});

describe('guest checkouts in parallel (same and different emails)', () => {
  it('every one completes; one passwordless CLIENT account and one profile per new email; a registered account gets none of them', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 50 });
    const registeredId = await createUser(t.database, 'CLIENT', 'registered-guest@example.pt');
    // 6 checkouts share a new email, 6 have one each, 3 use the email of an existing account.
    const emails = [
      ...Array(6).fill('twins@example.pt'),
      ...Array.from({ length: 6 }, (_, i) => `single${i}@example.pt`),
      ...Array(3).fill('registered-guest@example.pt'),
    ];
    const tokens = await guestCarts(emails.length, [line(service, futureDate(15), 1)]);
    // Were a checkout to stall on a lock, this would run into the test's timeout.
    const answers = await Promise.all(
      tokens.map((token, i) =>
        book(
          t.app,
          { 'x-cart-token': token },
          {
            payment_method: i % 2 ? 'paypal' : 'card',
            card_number: '4242424242424242',
            billingData: { first_name: 'G', last_name: `${i}`, email: emails[i] },
          },
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(emails.length).fill(200));
    const accounts = await db().execute(
      sql`select u.email, u.user_type, u.password_hash is null as passwordless, count(distinct p.user_id)::int as profiles, count(b.id)::int as bookings
          from users u left join user_profiles p on p.user_id = u.id left join bookings b on b.user_id = u.id
          where u.email = any(${`{${[...new Set(emails)].join(',')}}`}::text[]) group by u.id order by u.email`,
    );
    expect((accounts as unknown as { rows: unknown[] }).rows).toEqual([
      { email: 'registered-guest@example.pt', user_type: 'CLIENT', passwordless: false, profiles: 1, bookings: 0 },
      ...Array.from({ length: 6 }, (_, i) => ({
        email: `single${i}@example.pt`,
        user_type: 'CLIENT',
        passwordless: true,
        profiles: 1,
        bookings: 1,
      })),
      { email: 'twins@example.pt', user_type: 'CLIENT', passwordless: true, profiles: 1, bookings: 6 },
    ]);
    expect(await count(sql`select count(*)::int from bookings where user_id = ${registeredId}`)).toBe(0);
    // Those 3 are each held apart (a passwordless holder of its own), waiting for the address's owner to claim them.
    expect(
      await count(
        sql`select count(distinct b.user_id)::int from bookings b join users u on u.id = b.user_id
            where b.billing->>'email' = 'registered-guest@example.pt' and u.email like 'guest-%@guest.invalid' and u.password_hash is null and b.annotations->>'claimable' = 'true'`,
      ),
    ).toBe(3);
    expect(await count(sql`select booked from service_daily_capacity where service_id = ${service}`)).toBe(
      emails.length,
    );
  }, 60_000);
});

serverDescribe('a checkout in flight and the same account (PostgreSQL)', () => {
  it('does not hold up a guest checkout with the same address nor a login (the guest booking is held apart)', async () => {
    const service = await experience(db(), cat, { valueCents: 2000 });
    const code = await giftCard(db(), 10_000);
    // An account without a profile row (made before profiles existed): when guest bookings could go into a registered
    // account, the guest step inserted one, and its foreign-key check met the user row the checkout below holds; now
    // the guest step leaves it alone.
    const userId = await createUser(t.database, 'CLIENT', 'inflight@example.pt');
    await db().execute(sql`delete from user_profiles where user_id = ${userId}`);
    const customer = bearer(await login(t.app, 'inflight@example.pt'));
    await putCart(t.app, [line(service, futureDate(16), 1)], customer);
    // Another date, so the guest's checkout does not queue on the capacity row the checkout in flight holds.
    const { token: guestToken } = await putCart(t.app, [line(service, futureDate(17), 1)]);

    const admin = await adminClient();
    const watch = await lockWatcher();
    let inflight: Promise<Awaited<ReturnType<typeof book>>> | undefined;
    let guest: Promise<Awaited<ReturnType<typeof book>>> | undefined;
    try {
      // The customer's own checkout stops inside its transaction (user row locked) on the gift card held here.
      await admin.query('begin');
      const adminPid = await backendPid(admin);
      await admin.query('select id from gift_cards where code = $1 for update', [code]);
      inflight = book(t.app, customer, { payment_method: 'gift_card', gift_card_code: code, billingData: {} });
      const checkoutPid = await watch.until(
        async () => (await watch.blockedBy(adminPid))[0],
        'the customer checkout blocking on the gift card',
      );

      // A guest pays with the same email: the booking is held apart from the account (never put into it by a typed
      // address), so it neither touches nor waits for the account's row: it completes while the checkout still waits.
      guest = book(
        t.app,
        { 'x-cart-token': guestToken ?? '' },
        {
          payment_method: 'card',
          card_number: '4242424242424242',
          billingData: { first_name: 'In', last_name: 'Flight', email: 'inflight@example.pt' },
        },
      );
      const g = await guest;
      expect(g.statusCode).toBe(200);
      expect(await count(sql`select count(*)::int from user_profiles where user_id = ${userId}`)).toBe(0);
      // Logging in (a token row pointing at the user) does not wait for the checkout either.
      await expect(login(t.app, 'inflight@example.pt')).resolves.toEqual(expect.any(String));
      expect(await watch.blockedBy(adminPid)).toEqual([checkoutPid]);
    } finally {
      await admin.query('rollback').catch(() => undefined);
      await admin.end();
      await watch.end();
    }
    const [own, theirs] = await Promise.all([inflight, guest]);
    expect([own?.statusCode, theirs?.statusCode]).toEqual([200, 200]);
    expect(await count(sql`select count(*)::int from bookings where user_id = ${userId} and status = 'paid'`)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int from bookings where billing->>'email' = 'inflight@example.pt' and status = 'paid'`,
      ),
    ).toBe(2);
  }, 60_000);
});

serverDescribe('a guest checkout whose address is being registered at that moment (PostgreSQL)', () => {
  // The holder account is one statement (ADR 033) whose snapshot cannot see an account committed while its insert
  // waited on it; then the separate statements take over. Forced here: another connection holds the same address's
  // insert uncommitted until the checkout waits on it.
  it.each([
    ['another guest checkout (a passwordless account)', null, false],
    ['a sign-up (an account with a password)', 'x', true],
  ])('waits for %s and is held by the right account', async (_label, passwordHash, heldApart) => {
    const service = await experience(db(), cat);
    const email = `racing-${heldApart ? 'signup' : 'guest'}@example.pt`;
    const { token } = await putCart(t.app, [line(service, futureDate(18), 1)]);
    const admin = await adminClient();
    const watch = await lockWatcher();
    try {
      await admin.query('begin');
      const adminPid = await backendPid(admin);
      const inserted = await admin.query<{ id: number }>(
        `insert into users (user_type, email, password_hash, first_name, last_name) values ('CLIENT', $1, $2, 'Early', 'Bird') returning id`,
        [email, passwordHash],
      );
      const accountId = inserted.rows[0]?.id ?? 0;
      const checkout = book(
        t.app,
        { 'x-cart-token': token ?? '' },
        {
          payment_method: 'card',
          card_number: '4242424242424242',
          billingData: { first_name: 'G', last_name: 'R', email },
        },
      );
      await watch.until(
        async () => (await watch.blockedBy(adminPid))[0],
        'the guest checkout waiting on the address being inserted',
      );
      await admin.query('commit');
      const res = await checkout;
      expect(res.statusCode).toBe(200);
      const holder = await scalar<number>(db(), sql`select user_id from bookings where billing->>'email' = ${email}`);
      if (heldApart) {
        // A registered address never holds a guest's booking: a passwordless holder of its own does, to be claimed.
        expect(holder).not.toBe(accountId);
        expect(
          await count(
            sql`select count(*)::int from users where id = ${holder} and email like 'guest-%@guest.invalid' and password_hash is null`,
          ),
        ).toBe(1);
      } else {
        expect(holder).toBe(accountId);
      }
      expect(await count(sql`select count(*)::int from user_profiles where user_id = ${holder}`)).toBe(1);
    } finally {
      await admin.end();
      await watch.end();
    }
  });
});

async function backendPid(client: pg.Client): Promise<number> {
  return (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
}

/**
 * Watches lock waits from a connection of its own, outside any transaction: pg_stat_activity is a snapshot taken once
 * per transaction, so polling it from the connection that holds the test's lock would keep showing its first picture.
 */
async function lockWatcher() {
  const client = await adminClient();
  return {
    /** Backends of this database waiting for a lock that `pid` holds. */
    async blockedBy(pid: number): Promise<number[]> {
      const found = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and $1 = any(pg_blocking_pids(pid))`,
        [pid],
      );
      return found.rows.map((r) => r.pid);
    },
    /** Polls `what` until it answers something (10 s at most), else fails with what every backend is doing. */
    async until<T>(what: () => Promise<T | undefined>, label: string): Promise<T> {
      for (let i = 0; i < 200; i++) {
        const found = await what();
        if (found !== undefined) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      const all = await client.query(
        `select pid, state, wait_event_type, wait_event, left(query, 120) as q, pg_blocking_pids(pid) as blockers from pg_stat_activity where datname = current_database()`,
      );
      throw new Error(`${label} did not happen: ${JSON.stringify(all.rows)}`);
    },
    end: () => client.end(),
  };
}

/** A separate connection to the database under test (the app's pool is not touched). */
async function adminClient(): Promise<pg.Client> {
  const name = await scalar<string>(db(), sql`select current_database()`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

describe('card numbers are never kept', () => {
  it('after card checkouts the full number appears nowhere in the database or the logs', async () => {
    const service = await experience(db(), cat);
    for (const number of ['4242 4242 4242 4242', '4000000000003220', '4000-0000-0000-0002']) {
      const { token } = await putCart(t.app, [
        line(service, futureDate(), 1, `card-${number.length}-${number.slice(-1)}`),
      ]);
      await book(
        t.app,
        { 'x-cart-token': token ?? '' },
        {
          payment_method: 'card',
          card_number: number,
          billingData: { first_name: 'C', last_name: 'N', email: 'card@example.pt' },
        },
      );
    }
    const tables = await db().execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
      const all = await db().execute(sql.raw(`select t::text as row from "${table_name}" t`));
      dump += (all as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
    }
    expect(dump.length).toBeGreaterThan(1000);
    expect(dump).toMatch(/last4"+: "+4242/);
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(1000);
    for (const haystack of [dump, logs]) {
      for (const digits of ['4242424242424242', '4000000000003220', '4000000000000002']) {
        const groups = digits.match(/\d{4}/g) ?? [];
        for (const form of [digits, groups.join(' '), groups.join('-')]) expect(haystack).not.toContain(form);
      }
    }
  });
});
