// `pnpm bench:api` part `lists`: the list calls of the dashboards with a large
// database. A fresh seeded database on the PostgreSQL server is grown to BENCH_LIST_BOOKINGS (100,000) bookings by
// copying the demo's paid bookings (items and payments with them, dates spread over the past year), then analysed,
// and the lists are measured with autocannon, signed in as their demo user:
// - partner@demo.pt's booking items (new, accepted, archived), 20 connections: target p99 ≤ 50 ms with 10,000 booking
//   items in the database (the partner lists' target scale), and again at the back office's scale for reference;
// - the back office's sales list, its total and the booking-item list: target p99 ≤ 100 ms.
// - the back office's sales export (GET /api/super/sales/export) of every sold item at that scale: rows, time and the
//   API's resident memory before and at its peak during the export (streamed, so the peak should not grow with rows).
// It prints the figures; it asserts nothing about time (a shared machine is no place for a timed test).
// BENCH_LIST_BOOKINGS sets the size; BENCH_LIST_KEEP=1 keeps the database afterwards (its name is printed).
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSecondsOf, login, rssOf, serverCpuMeter, startSeededApi, type SeededApi } from './servers';

export const LIST_TARGETS = { partnerP99: 50, partnerConnections: 20, partnerItems: 10_000, superP99: 100 };

export interface ListCase {
  name: string;
  path: string;
  connections: number;
  target_p99_ms: number;
  requests_per_second: number;
  latency_p99_ms: number;
  non_2xx: number;
  /** CPU time one request cost the API and the PostgreSQL server (µs, from /proc; null where it cannot be read). */
  cpu_us_per_request: { api: number | null; server: number | null };
  /** The machine's 1-minute load average when the case started. */
  load: number | null;
}

export interface ExportMeasure {
  rows: number;
  bytes: number;
  seconds: number;
  /** The API process's resident memory (MB, /proc VmRSS) just before the export and its highest sample during it. */
  api_rss_mb: { before: number | null; peak: number | null };
}

export interface ListMeasure {
  bookings: number;
  /** Booking items at the end (the back office's scale). */
  items: number;
  /** Booking items in the database when the partner's lists were measured at their target scale. */
  partner_items_small: number;
  /** partner@demo.pt's company's items at the end. */
  partner_items: number;
  cases: ListCase[];
  sales_export: ExportMeasure;
}

async function rssMb(pid: number | undefined): Promise<number | null> {
  const bytes = await rssOf(pid);
  return bytes === null ? null : Math.round(bytes / 104_857.6) / 10;
}

/** Downloads the whole sales export as a client would, counting rows as they arrive, and samples the API's memory. */
async function measureExport(api: SeededApi, token: string): Promise<ExportMeasure> {
  const before = await rssMb(api.pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await rssMb(api.pid);
      if (now !== null && (peak === null || now > peak)) peak = now;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${api.base}/api/super/sales/export`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`sales export: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  sampling = false;
  await sampler;
  return { rows: lines - 1, bytes, seconds, api_rss_mb: { before, peak } };
}

/**
 * Copies the paid demo bookings (with their items and payments) until the database holds `wanted` bookings. Each copy
 * moves its dates back by a whole number of days within a year, so the lists' date filters and orders see a spread.
 */
async function grow(client: pg.Client, wanted: number): Promise<number> {
  const have = Number((await client.query('select count(*)::int as n from bookings')).rows[0].n);
  const templates = Number(
    (await client.query(`select count(*)::int as n from bookings where status = 'paid' and reference not like 'BN%'`))
      .rows[0].n,
  );
  if (templates === 0) throw new Error('list bench: the seed has no paid booking to copy');
  const copies = Math.max(0, Math.ceil((wanted - have) / templates));
  if (copies === 0) return have;
  // A second call grows further: its copies are numbered after the first call's and only they get items and payments.
  const { done, lastId } = (
    await client.query(
      `select coalesce(max(split_part(substr(reference, 3), '-', 1)::int) filter (where reference like 'BN%'), 0)::int as done,
              coalesce(max(id), 0)::int as "lastId" from bookings`,
    )
  ).rows[0] as { done: number; lastId: number };
  await client.query('begin');
  await client.query(
    `insert into bookings (reference, user_id, payment_method, total_cents, discount_cents, points_used, billing, status, paid_at, created_at, updated_at)
     select 'BN' || g || '-' || b.id, b.user_id, b.payment_method, b.total_cents, b.discount_cents, 0, b.billing, b.status,
            b.paid_at - make_interval(days => g % 365), b.created_at - make_interval(days => g % 365), now()
     from bookings b cross join generate_series($2::int + 1, $2::int + $1::int) g
     where b.status = 'paid' and b.reference not like 'BN%'`,
    [copies, done],
  );
  await client.query(
    `insert into booking_items (booking_id, service_id, vehicle_id, company_id, booking_date, capacity_date, status, quantity, value_cents,
                                discount_cents, pending_hours, annotations, unserialized_service, created_at, updated_at)
     select nb.id, bi.service_id, bi.vehicle_id, bi.company_id, bi.booking_date - (ob.created_at - nb.created_at), null, bi.status, bi.quantity,
            bi.value_cents, bi.discount_cents, bi.pending_hours, bi.annotations, bi.unserialized_service, nb.created_at, now()
     from bookings nb
     join bookings ob on ob.id = split_part(substr(nb.reference, 3), '-', 2)::int
     join booking_items bi on bi.booking_id = ob.id
     where nb.reference like 'BN%' and nb.id > $1`,
    [lastId],
  );
  await client.query(
    `insert into payments (booking_id, provider, external_id, status, amount_cents, currency, details, created_at, updated_at)
     select nb.id, p.provider, 'BN-' || nb.id || '-' || p.id, p.status, p.amount_cents, p.currency, p.details, nb.created_at, now()
     from bookings nb
     join bookings ob on ob.id = split_part(substr(nb.reference, 3), '-', 2)::int
     join payments p on p.booking_id = ob.id
     where nb.reference like 'BN%' and nb.id > $1`,
    [lastId],
  );
  await client.query('commit');
  // As autovacuum would have by now: statistics, and the visibility map index-only scans need.
  await client.query('vacuum analyze');
  return Number((await client.query('select count(*)::int as n from bookings')).rows[0].n);
}

async function measureList(
  api: SeededApi,
  token: string,
  name: string,
  urlPath: string,
  connections: number,
  target: number,
  seconds: number,
): Promise<ListCase> {
  const run = (duration: number) =>
    autocannon({
      url: `${api.base}${urlPath}`,
      connections,
      duration,
      headers: { accept: 'application/json', 'accept-language': 'en', authorization: `Bearer ${token}` },
    });
  await run(Math.min(3, seconds)); // warm-up: code compiled, pool filled, plans cached
  const load = await loadAverage();
  const server = serverCpuMeter(api.databaseUrl);
  await server.start();
  const apiBefore = await cpuSecondsOf(api.pid);
  const r = await run(seconds);
  const apiAfter = await cpuSecondsOf(api.pid);
  const serverCpu = await server.stop();
  const perRequest = (cpu: number | null) =>
    cpu !== null && r.requests.total > 0 ? Math.round((cpu / r.requests.total) * 1e6) : null;
  if (r.non2xx > 0)
    throw new Error(`list bench ${name}: ${r.non2xx} non-2xx answers; the figures would be meaningless`);
  return {
    name,
    path: urlPath,
    connections,
    target_p99_ms: target,
    requests_per_second: Math.round(r.requests.average * 10) / 10,
    latency_p99_ms: r.latency.p99,
    non_2xx: r.non2xx,
    cpu_us_per_request: {
      api: perRequest(apiBefore !== null && apiAfter !== null ? apiAfter - apiBefore : null),
      server: perRequest(serverCpu),
    },
    load,
  };
}

async function loadAverage(): Promise<number | null> {
  try {
    return Number((await readFile('/proc/loadavg', 'utf8')).split(' ')[0]);
  } catch {
    return null;
  }
}

async function countItems(client: pg.Client): Promise<{ items: number; partnerItems: number }> {
  const { rows } = await client.query(
    `select count(*)::int as items,
            count(*) filter (where bi.company_id in (select m.company_id from company_members m join users u on u.id = m.user_id
                                                      where u.email = 'partner@demo.pt'))::int as "partnerItems"
     from booking_items bi`,
  );
  return rows[0] as { items: number; partnerItems: number };
}

/**
 * The whole part: a fresh database on `serverUrl`, grown to LIST_TARGETS.partnerItems booking items for the partner's
 * lists (their target holds "with 10,000 booking items in the database"), then to `BENCH_LIST_BOOKINGS` bookings for
 * the back office's lists (their target scale: 100,000 bookings), where the partner's lists are measured again for
 * reference; dropped at the end.
 */
export async function measureLists(serverUrl: string, seconds: number, superConnections: number): Promise<ListMeasure> {
  const wanted = Number(process.env.BENCH_LIST_BOOKINGS ?? 100_000);
  const api = await startSeededApi('lists', serverUrl);
  const db = new pg.Client({ connectionString: api.databaseUrl });
  try {
    await db.connect();
    const partner = (await login(api.base, 'partner@demo.pt')).token;
    const staff = (await login(api.base, 'admin@demo.pt')).token;
    const cases: ListCase[] = [];
    const { partnerConnections: pc, partnerP99, superP99, partnerItems: partnerScale } = LIST_TARGETS;
    const partnerLists = async (scale: string, target: number) => {
      for (const destination of ['new', 'accepted', 'archived'] as const) {
        console.log(
          `measuring the partner's ${destination} booking items (${scale}): ${pc} connections, ${seconds} s…`,
        );
        cases.push(
          await measureList(
            api,
            partner,
            `partner ${destination} (${scale})`,
            `/api/dashboard/booking-items?destination=${destination}`,
            pc,
            target,
            seconds,
          ),
        );
      }
    };

    console.log(`growing the database to ${partnerScale.toLocaleString('en')} bookings…`);
    await grow(db, partnerScale);
    const small = await countItems(db);
    await partnerLists(`${Math.round(small.items / 1000)}k items`, partnerP99);

    console.log(`growing the database to ${wanted.toLocaleString('en')} bookings…`);
    const bookings = await grow(db, wanted);
    const large = await countItems(db);
    for (const [caseName, casePath] of [
      ['super sales', '/api/super/sales'],
      ['super sales total', '/api/super/sales/total'],
      ['super items', '/api/super/booking-items'],
    ] as const) {
      console.log(`measuring ${caseName}: ${superConnections} connections, ${seconds} s…`);
      cases.push(await measureList(api, staff, caseName, casePath, superConnections, superP99, seconds));
    }
    console.log('measuring the sales export of every sold item…');
    const salesExport = await measureExport(api, staff);
    await partnerLists(`${Math.round(large.items / 1000)}k items`, partnerP99);
    return {
      bookings,
      items: large.items,
      partner_items_small: small.items,
      partner_items: large.partnerItems,
      cases,
      sales_export: salesExport,
    };
  } finally {
    await db.end().catch(() => undefined);
    // BENCH_LIST_KEEP=1 keeps the grown database for EXPLAIN (dropped otherwise).
    await api.close({ keep: process.env.BENCH_LIST_KEEP === '1' });
  }
}
