// `pnpm bench:faults`: what requests get when things break, and whether a booking, payment or mail was lost
// or doubled. Starts the API (on DATABASE_URL when it is set, else PGlite in a temp folder) behind the gateway, then:
// 1. a killed API instance: guest card checkouts through the gateway while the API is SIGKILLed and restarted;
// 2. a stalled database (PostgreSQL only): a transaction holds a lock on the bookings table longer than the
//    statement timeout while checkouts run;
// 3. a slow client: a POST whose body trickles in a byte a second, beside normal requests.
// Prints the status counts of each, then counts in the database, per checkout: bookings, payments and confirmation
// mails. A checkout answered 200 must have exactly one of each; any other answer at most one booking.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogue } from '../../api/src/db/seed-data/index';
import { freePort, repoRoot, startGateway } from '../support/stack';

const apiRequire = createRequire(join(repoRoot, 'api', 'package.json'));
const databaseUrl = process.env.DATABASE_URL ?? '';
const work = mkdtempSync(join(tmpdir(), 'mp-faults-'));
const experience = catalogue.services.find((s) => s.kind === 'experience' && s.status === 'active');
if (!experience) throw new Error('no active experience in the demo catalogue');
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let apiPort = 0;
let api: ChildProcess | null = null;

async function startApiProcess(): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    SEED: 'auto',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '10000',
    MAIL_RATE_LIMIT: '10000',
    DB_STATEMENT_TIMEOUT_MS: '3000',
    NODE_ENV: 'development',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const log = createWriteStream(join(work, 'api.log'), { flags: 'a' });
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api = started;
  started.stdout?.pipe(log);
  started.stderr?.pipe(log);
  const child = started;
  for (let i = 0; i < 720; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the API exited while starting (log: ${join(work, 'api.log')})`);
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/api/ready`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not start (log: ${join(work, 'api.log')})`);
}

interface Attempt {
  email: string;
  status: number | string;
  reference?: string;
}

async function guestCheckout(base: string, serviceId: number, email: string, day: number): Promise<Attempt> {
  try {
    const cart = await fetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [
          {
            id: `f-${email}`,
            service_id: serviceId,
            date: daysAhead(day),
            time: experience!.start_times[0] ?? null,
            quantity: 1,
            notes: {},
          },
        ],
      }),
    });
    if (!cart.ok) return { email, status: `cart ${cart.status}` };
    const token = ((await cart.json()) as { content: { cart_token: string } }).content.cart_token;
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cart-token': token },
      body: JSON.stringify({
        payment_method: 'card',
        card_number: '4242424242424242',
        billingData: { first_name: 'Fault', last_name: 'Bench', email },
      }),
    });
    const body = (await res.json().catch(() => ({}))) as { content?: { reference?: string } };
    return { email, status: res.status, ...(body.content?.reference ? { reference: body.content.reference } : {}) };
  } catch (error) {
    return {
      email,
      status:
        error instanceof Error
          ? `network: ${(error.cause as { code?: string } | undefined)?.code ?? error.message}`
          : 'network',
    };
  }
}

const counts = (attempts: Attempt[]) =>
  attempts.reduce<Record<string, number>>((m, a) => ({ ...m, [String(a.status)]: (m[String(a.status)] ?? 0) + 1 }), {});

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
async function openDb(): Promise<{ query: Query; close(): Promise<void> }> {
  if (databaseUrl) {
    // The API's own drivers (the e2e package does not depend on them).
    const pg = apiRequire('pg') as {
      Client: new (o: { connectionString: string }) => { connect(): Promise<void>; query: Query; end(): Promise<void> };
    };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: (t, p) => client.query(t, p), close: () => client.end() };
  }
  const { PGlite } = (await import(apiRequire.resolve('@electric-sql/pglite'))) as {
    PGlite: new (dir: string) => { query: Query; close(): Promise<void> };
  };
  const db = new PGlite(join(work, 'data', 'pglite'));
  return { query: (t, p) => db.query(t, p), close: () => db.close() };
}

async function verify(label: string, attempts: Attempt[], db: { query: Query }): Promise<boolean> {
  let ok = true;
  const problems: string[] = [];
  for (const a of attempts) {
    const row = (
      await db.query(
        `select (select count(*)::int from bookings where billing->>'email' = $1) as bookings,
                (select count(*)::int from payments p join bookings b on b.id = p.booking_id where b.billing->>'email' = $1 and p.status = 'paid') as paid,
                (select count(*)::int from outbox_emails where "to" = $1 and subject like '%payment received%') as mails`,
        [a.email],
      )
    ).rows[0] as { bookings: number; paid: number; mails: number };
    const good =
      a.status === 200
        ? row.bookings === 1 && row.paid === 1 && row.mails === 1
        : row.bookings <= 1 && row.paid <= 1 && row.mails <= row.paid;
    if (!good)
      problems.push(
        `${a.email} answered ${a.status}: ${row.bookings} booking(s), ${row.paid} paid payment(s), ${row.mails} confirmation mail(s)`,
      );
    ok &&= good;
  }
  console.log(
    `  ${label}: ${ok ? 'nothing lost or doubled' : 'PROBLEMS'} (${attempts.length} checkouts checked in the database)`,
  );
  for (const p of problems) console.log(`    ${p}`);
  return ok;
}

async function slowClient(base: string): Promise<string> {
  const url = new URL(`${base}/api/cart`);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST /api/cart HTTP/1.1\r\nHost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{`,
      );
      const timer = setInterval(() => socket.write(' '), 1000);
      socket.once('close', () => clearInterval(timer));
    });
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('close', () =>
      resolve(
        `${answer.split('\r\n')[0] || 'closed without an answer'} after ${Math.round((Date.now() - started) / 1000)} s`,
      ),
    );
    socket.on('error', () => undefined);
  });
}

async function main() {
  console.log(
    `[bench:faults] database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (temp folder)'}; work folder ${work}`,
  );
  apiPort = await freePort();
  await startApiProcess();
  const gateway = await startGateway({
    deployDir: join(work, 'deploy'),
    apiUrl: `http://127.0.0.1:${apiPort}`,
    logDir: work,
  });
  const base = gateway.url;
  const serviceId = (
    (await (await fetch(`${base}/api/services/${experience!.slug}?light=1`)).json()) as { content: { id: number } }
  ).content.id;
  const all: [string, Attempt[]][] = [];

  // 1. A killed API instance.
  const killed: Promise<Attempt>[] = [];
  let restarted: Promise<void> = Promise.resolve();
  for (let i = 0; i < 24; i++) {
    killed.push(
      new Promise((r) => setTimeout(r, i * 500)).then(() =>
        guestCheckout(base, serviceId, `kill-${i}-${Date.now()}@bench.pt`, 120 + i),
      ),
    );
    if (i === 6) {
      await new Promise((r) => setTimeout(r, 6 * 500));
      const dying = api!;
      dying.kill('SIGKILL');
      await new Promise((r) =>
        dying.exitCode !== null || dying.signalCode !== null ? r(null) : dying.once('exit', r),
      );
      restarted = startApiProcess();
    }
  }
  const killedAttempts = await Promise.all(killed);
  await restarted;
  console.log(
    '1. API instance killed (SIGKILL) and restarted behind the gateway, 24 checkouts:',
    counts(killedAttempts),
  );
  all.push(['killed API', killedAttempts]);

  // 2. A stalled database (PostgreSQL): a lock on bookings held 6 s, the statement timeout is 3 s.
  if (databaseUrl) {
    const db = await openDb();
    await db.query('begin', []);
    await db.query('lock table bookings in access exclusive mode', []);
    const stalled = Promise.all(
      Array.from({ length: 8 }, (_, i) => guestCheckout(base, serviceId, `stall-${i}-${Date.now()}@bench.pt`, 160 + i)),
    );
    const health = await fetch(`${base}/api/health`)
      .then((r) => r.status)
      .catch(() => 'network');
    await new Promise((r) => setTimeout(r, 6000));
    await db.query('rollback', []);
    await db.close();
    const stalledAttempts = await stalled;
    console.log(
      `2. stalled database (bookings locked 6 s, statement timeout 3 s), 8 checkouts:`,
      counts(stalledAttempts),
      `; /api/health meanwhile: ${health}`,
    );
    all.push(['stalled database', stalledAttempts]);
  } else {
    console.log(
      '2. stalled database: skipped on PGlite (one process owns it); set DATABASE_URL to a PostgreSQL server',
    );
  }

  // 3. A slow client beside normal ones.
  const slow = slowClient(base);
  const normal = await Promise.all(
    Array.from({ length: 4 }, (_, i) =>
      guestCheckout(base, serviceId, `slow-side-${i}-${Date.now()}@bench.pt`, 180 + i),
    ),
  );
  console.log(`3. slow client (a byte a second): ${await slow}; 4 checkouts beside it:`, counts(normal));
  all.push(['beside a slow client', normal]);

  await gateway.stop();
  const last = api!;
  if (last.exitCode === null && last.signalCode === null) {
    last.kill('SIGTERM');
    await new Promise((r) => last.once('exit', r));
  }
  const db = await openDb();
  console.log('Database check:');
  let ok = true;
  for (const [label, attempts] of all) ok = (await verify(label, attempts, db)) && ok;
  await db.close();
  rmSync(work, { recursive: true, force: true });
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  api?.kill('SIGKILL');
  process.exitCode = 1;
});
