// `pnpm bench:api`: measures login and a catalogue read, directly on the API and through the gateway,
// so the proxy's overhead is a measured ratio. Starts both servers on free ports (API on a temporary, seeded PGlite
// with a login limit high enough not to interfere), runs autocannon, prints req/s and p99, writes
// bench-results/api.json at the repo root, and stops everything. BENCH_DURATION (s) and BENCH_CONNECTIONS tune it;
// BENCH_ONLY (a comma list of `gateway`, `listings`, `bookings`, `reviews`, `lists`) runs some parts only, BENCH_CASES (of `login`,
// `categories`, `services`, and `categories-hop`, `services-hop`: the same with the gateway's cache bypassed) some of the gateway/direct cases, BENCH_ROUNDS alternates direct and gateway that many
// times (median round; BENCH_HOP_FLOOR=1 adds a bare Node forwarder to each round for reference) after a BENCH_WARMUP (s, default 3) run of each that is not counted. The hop's targets (ADR 016),
// gateway/direct: categories ≥ 0.6 of the req/s with p99 ≤ 2×, services ≥ 0.8 (printed as met or missed). Beside
// them, the CPU time one request costs the API and the gateway (µs, from /proc) and autocannon itself: the hop's cost
// in a form that a busy neighbour on a shared machine hardly moves. BENCH_GATEWAY measures another gateway build.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measureBookings, type BookingMeasure } from './booking-scenario';
import { LIST_TARGETS, measureLists, type ListMeasure } from './list-scale';
import { measureReviewImport, REVIEW_IMPORT_TARGET_SECONDS, type ImportMeasure } from './review-import';
import { cpuSecondsOf, freePort, repoRoot, start, startSeededApi, stop, waitFor } from './servers';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = new Set(
  (process.env.BENCH_ONLY ?? 'gateway,listings,bookings,reviews,lists').split(',').map((s) => s.trim()),
);
const onlyCases = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(',').map((s) => s.trim())) : null;
/**
 * BENCH_ROUNDS: direct and gateway are measured in turn this many times and the median round of each is reported, so
 * a busy neighbour on a shared machine weighs on both sides alike (ADR 016).
 */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1) || 1);
/** BENCH_WARMUP: seconds of load before measuring (each side of a gateway case; the booking customers), so what is measured runs optimised code. */
const warmup = Math.max(0, Number(process.env.BENCH_WARMUP ?? 3));
/**
 * BENCH_HOP_FLOOR=1: also measure a bare node:http + undici forwarder (api-gateway/bench/hop-floor.ts) in the same
 * rounds, the least any Node hop costs on this machine now, to read the gateway's figures against (GET cases only).
 */
const hopFloor = process.env.BENCH_HOP_FLOOR === '1';
/**
 * BENCH_GATEWAY: the gateway's entry file (relative to api/, default ../api-gateway/src/server.ts), so another build of
 * it (say a copy of the previous commit's api-gateway/ folder) can be measured the same way for a before/after (ADR 025).
 */
const gatewayEntry = process.env.BENCH_GATEWAY ?? '../api-gateway/src/server.ts';
/**
 * BENCH_ACCEPT_ENCODING: an Accept-Encoding for every request (say `gzip, deflate, br`, as browsers send), so the
 * gateway's cases include the compression a browser's API call costs it (the API itself does not compress).
 */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? '';
/** The round with the median req/s (its own p99 with it). */
const median = (runs: Measure[]): Measure => {
  const sorted = [...runs].sort((a, b) => a.requests_per_second - b.requests_per_second);
  const mid = sorted[Math.floor(sorted.length / 2)];
  if (!mid) throw new Error('no measurement');
  // CPU per request: the median over the rounds, per process (it varies much less than req/s).
  const cpu: Record<string, number> = {};
  for (const name of new Set(runs.flatMap((r) => Object.keys(r.cpu_us_per_request ?? {})))) {
    const values = runs
      .map((r) => r.cpu_us_per_request?.[name])
      .filter((v): v is number => v !== undefined)
      .sort((a, b) => a - b);
    const value = values[Math.floor(values.length / 2)];
    if (value !== undefined) cpu[name] = value;
  }
  return {
    ...mid,
    cpu_us_per_request: cpu,
    non_2xx: runs.reduce((n, r) => n + r.non_2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
};
/**
 * Booking creation is measured on PGlite and, unless BENCH_DATABASE_URL=off, on the PostgreSQL server
 * (a fresh seeded database on BENCH_DATABASE_URL, default the local server, dropped afterwards). Targets on
 * PostgreSQL: ≥ 150 bookings/s, p99 ≤ 300 ms, at most 15 statements per booking.
 */
const BOOKING_TARGETS = { rps: 150, p99: 300, statements: 15 };
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The gateway's targets: the least share of the direct API's req/s it keeps, and the most its p99 may grow. */
const GATEWAY_TARGETS: Record<string, { rps: number; p99?: number }> = {
  categories: { rps: 0.6, p99: 2 },
  services: { rps: 0.8 },
};

interface Measure {
  requests_per_second: number;
  latency_p99_ms: number;
  latency_avg_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
  /** CPU time per request of each watched process (µs), when /proc is there. */
  cpu_us_per_request?: Record<string, number>;
}

async function measure(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> },
  conns = connections,
  watch: Record<string, number | undefined> = {},
  seconds = duration,
): Promise<Measure> {
  const before = await Promise.all(Object.values(watch).map(cpuSecondsOf));
  // autocannon runs in this process: its CPU per request is the third share of the machine a measured request takes.
  const ownBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    method: init.method,
    connections: conns,
    duration: seconds,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': 'en',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...init.headers,
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const own = process.cpuUsage(ownBefore);
  const after = await Promise.all(Object.values(watch).map(cpuSecondsOf));
  const cpu: Record<string, number> = {};
  if (Object.keys(watch).length > 0 && result.requests.total > 0)
    cpu.load = Math.round((own.user + own.system) / result.requests.total);
  Object.keys(watch).forEach((name, i) => {
    const [b, a] = [before[i], after[i]];
    if (b != null && a != null && result.requests.total > 0)
      cpu[name] = Math.round(((a - b) / result.requests.total) * 1e6);
  });
  return {
    ...(Object.keys(cpu).length > 0 ? { cpu_us_per_request: cpu } : {}),
    requests_per_second: Math.round(result.requests.average * 10) / 10,
    latency_p99_ms: result.latency.p99,
    latency_avg_ms: Math.round(result.latency.average * 100) / 100,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mp-api-bench-'));
  const apiPort = await freePort();
  const gatewayPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  let api: ChildProcess | null = null;
  let gateway: ChildProcess | null = null;
  let floor: ChildProcess | null = null;
  const onSignal = () => {
    void Promise.all([stop(api), stop(gateway), stop(floor)]).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`starting API on ${apiUrl} (seeding a temporary PGlite in ${dataDir})…`);
    api = start('api', 'src/server.ts', {
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED: 'auto',
      // Production refuses to start on PGlite (its checklist wants DATABASE_URL, SMTP…); nothing measured here
      // depends on NODE_ENV (it adds the dev-only routes), so the API runs as in development.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000',
      DB_COUNT_STATEMENTS: '1',
    });
    await waitFor(`${apiUrl}/api/ready`, api, 180_000);

    console.log(`starting gateway on ${gatewayUrl}…`);
    gateway = start('gateway', gatewayEntry, {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    await waitFor(`${gatewayUrl}/health`, gateway, 60_000);
    const floorUrl = hopFloor ? `http://127.0.0.1:${await freePort()}` : null;
    if (floorUrl) {
      floor = start('hop-floor', '../api-gateway/bench/hop-floor.ts', {
        PORT: new URL(floorUrl).port,
        HOST: '127.0.0.1',
        API_URL: apiUrl,
      });
      await waitFor(`${floorUrl}/api/ready`, floor, 60_000);
    }

    const login = { method: 'POST' as const, body: { email: 'client@demo.pt', password: 'Demo1234!', rememberMe: 0 } };
    const read = { method: 'GET' as const };
    // The same reads with `Cache-Control: no-cache`: the gateway asks the API every time (its shared cache of public
    // answers bypassed, ADR 032), so these rows are the cost of the hop itself, as ADR 025 measured it. No target.
    const uncached = { method: 'GET' as const, headers: { 'cache-control': 'no-cache' } };
    const cases = [
      { name: 'login', path: '/api/login', init: login },
      { name: 'categories', path: '/api/categories', init: read },
      { name: 'services', path: '/api/services', init: read },
      { name: 'categories-hop', path: '/api/categories', init: uncached },
      { name: 'services-hop', path: '/api/services', init: uncached },
    ].filter((c) => only.has('gateway') && (!onlyCases || onlyCases.has(c.name)));
    type Ratio = { requests_per_second: number; latency_p99: number };
    const ratioOf = (m: Measure, direct: Measure): Ratio => ({
      requests_per_second: Math.round((m.requests_per_second / direct.requests_per_second) * 1000) / 1000,
      latency_p99: Math.round((m.latency_p99_ms / Math.max(1, direct.latency_p99_ms)) * 1000) / 1000,
    });
    const results: Record<
      string,
      { direct: Measure; gateway: Measure; ratio: Ratio; floor?: Measure; floor_ratio?: Ratio }
    > = {};
    for (const c of cases) {
      console.log(
        `measuring ${c.name}: ${connections} connections, ${rounds} × ${duration} s each, direct and gateway in turn…`,
      );
      const directRuns: Measure[] = [];
      const gatewayRuns: Measure[] = [];
      const floorRuns: Measure[] = [];
      const withFloor = floorUrl !== null && c.init.method === 'GET';
      const watch = { api: api.pid, gateway: gateway.pid };
      if (warmup > 0) {
        await measure(`${apiUrl}${c.path}`, c.init, connections, {}, warmup);
        await measure(`${gatewayUrl}${c.path}`, c.init, connections, {}, warmup);
        if (withFloor) await measure(`${floorUrl}${c.path}`, c.init, connections, {}, warmup);
      }
      for (let round = 0; round < rounds; round++) {
        directRuns.push(await measure(`${apiUrl}${c.path}`, c.init, connections, watch));
        gatewayRuns.push(await measure(`${gatewayUrl}${c.path}`, c.init, connections, watch));
        if (withFloor)
          floorRuns.push(
            await measure(`${floorUrl}${c.path}`, c.init, connections, { api: api.pid, gateway: floor?.pid }),
          );
      }
      const direct = median(directRuns);
      const viaGateway = median(gatewayRuns);
      if (direct.non_2xx > 0 || viaGateway.non_2xx > 0) {
        throw new Error(
          `${c.name}: non-2xx answers (direct ${direct.non_2xx}, gateway ${viaGateway.non_2xx}); the numbers would be meaningless`,
        );
      }
      const viaFloor = floorRuns.length > 0 ? median(floorRuns) : null;
      results[c.name] = {
        direct,
        gateway: viaGateway,
        ratio: ratioOf(viaGateway, direct),
        ...(viaFloor ? { floor: viaFloor, floor_ratio: ratioOf(viaFloor, direct) } : {}),
      };
    }

    // The /api/services listing (default page, and a filtered + sorted page) at LISTING_CONNECTIONS (100)
    // concurrent connections, directly on the API; target p99 ≤ 50 ms.
    const listingConnections = Number(process.env.LISTING_CONNECTIONS ?? 100);
    const listings: Record<string, Measure> = {};
    for (const [name, query] of only.has('listings')
      ? ([
          ['services', ''],
          ['services-filtered', '?kind=experience&language[]=en&free_cancellation=1&order-by=price-asc&page=1'],
        ] as const)
      : []) {
      console.log(`measuring ${name}: ${listingConnections} connections, ${duration} s…`);
      const m = await measure(`${apiUrl}/api/services${query}`, read, listingConnections);
      if (m.non_2xx > 0) throw new Error(`${name}: ${m.non_2xx} non-2xx answers`);
      listings[name] = m;
    }

    // Booking creation, BENCH_CUSTOMERS (50) concurrent customers on distinct services, direct to the API.
    let bookings: BookingMeasure | null = null;
    let bookingsPostgres: BookingMeasure | null = null;
    if (only.has('bookings')) {
      console.log(
        `measuring booking creation on PGlite: ${process.env.BENCH_CUSTOMERS ?? 50} customers, ${duration} s…`,
      );
      bookings = await measureBookings(apiUrl, duration, warmup, undefined, api.pid);
      if (benchDatabaseUrl !== 'off') bookingsPostgres = await bookingsOnPostgres(benchDatabaseUrl);
    }
    // The review import of 10,000 rows, on the seeded PGlite API.
    let reviewImport: ImportMeasure | null = null;
    if (only.has('reviews')) {
      console.log('measuring the review import: 10,000 CSV rows…');
      reviewImport = await measureReviewImport(apiUrl);
    }
    // The dashboards' lists on a PostgreSQL database grown to BENCH_LIST_BOOKINGS.
    let lists: ListMeasure | null = null;
    if (only.has('lists') && benchDatabaseUrl !== 'off')
      lists = await measureLists(benchDatabaseUrl, duration, connections);
    console.log(
      '\nendpoint       via          req/s     p99 ms   CPU µs/request: API + gateway (autocannon)   gateway/direct req/s   p99',
    );
    for (const [name, r] of Object.entries(results)) {
      for (const via of ['direct', 'gateway'] as const) {
        const m = r[via];
        const target = GATEWAY_TARGETS[name];
        const verdict = target
          ? `   (target ≥ ${target.rps}${target.p99 ? `, p99 ≤ ${target.p99}×` : ''}: ${r.ratio.requests_per_second >= target.rps && (!target.p99 || r.ratio.latency_p99 <= target.p99) ? 'met' : 'MISSED'})`
          : '';
        const ratio =
          via === 'gateway'
            ? `${r.ratio.requests_per_second.toFixed(3).padStart(20)}   ${r.ratio.latency_p99.toFixed(3)}${verdict}`
            : '';
        const cpu = m.cpu_us_per_request;
        const load = cpu?.load !== undefined ? ` (${cpu.load})` : '';
        const cost =
          cpu?.api !== undefined
            ? via === 'gateway'
              ? `${cpu.api} + ${cpu.gateway ?? '?'}${load}`
              : `${cpu.api}${load}`
            : 'n/a';
        console.log(
          `${name.padEnd(14)} ${via.padEnd(9)} ${m.requests_per_second.toFixed(1).padStart(8)} ${String(m.latency_p99_ms).padStart(10)}   ${cost.padEnd(42)} ${ratio}`,
        );
      }
      if (r.floor && r.floor_ratio) {
        const cpu = r.floor.cpu_us_per_request;
        const cost = `${cpu?.api ?? '?'} + ${cpu?.gateway ?? '?'}${cpu?.load !== undefined ? ` (${cpu.load})` : ''}`;
        console.log(
          `${name.padEnd(14)} ${'hop floor'.padEnd(9)} ${r.floor.requests_per_second.toFixed(1).padStart(8)} ${String(r.floor.latency_p99_ms).padStart(10)}   ${cost.padEnd(42)} ${r.floor_ratio.requests_per_second.toFixed(3).padStart(20)}   ${r.floor_ratio.latency_p99.toFixed(3)}   (bare node:http + undici, for reference)`,
        );
      }
    }
    for (const [name, m] of Object.entries(listings)) {
      console.log(
        `${name.padEnd(12)} ${'direct'.padEnd(9)} ${m.requests_per_second.toFixed(1).padStart(8)} ${String(m.latency_p99_ms).padStart(10)}   (${listingConnections} connections; target p99 ≤ 50 ms)`,
      );
    }
    if (bookings) printBookings('PGlite', bookings, false);
    if (bookingsPostgres) printBookings('PostgreSQL', bookingsPostgres, true);
    if (reviewImport) {
      const r = reviewImport;
      console.log(
        `${'review import'.padEnd(12)} ${'PGlite'.padEnd(11)} ${r.rows} rows in ${r.seconds} s (${r.imported} imported; again: ${r.again_imported} imported, ${r.again_duplicates} duplicates; target ≤ ${REVIEW_IMPORT_TARGET_SECONDS} s: ${r.seconds <= REVIEW_IMPORT_TARGET_SECONDS ? 'met' : 'MISSED'})`,
      );
    }

    if (lists) {
      console.log(
        `\nlists on PostgreSQL: the partner's at ${lists.partner_items_small.toLocaleString('en')} booking items (target scale: ${LIST_TARGETS.partnerItems.toLocaleString('en')}), ` +
          `the back office's at ${lists.bookings.toLocaleString('en')} bookings, ${lists.items.toLocaleString('en')} items (${lists.partner_items.toLocaleString('en')} of partner@demo.pt's company):`,
      );
      for (const c of lists.cases) {
        const verdict = c.latency_p99_ms <= c.target_p99_ms ? 'met' : 'MISSED';
        const cpu = `CPU µs/request: API ${c.cpu_us_per_request.api ?? '?'}, PostgreSQL ${c.cpu_us_per_request.server ?? '?'}; load ${c.load ?? '?'}`;
        console.log(
          `${c.name.padEnd(18)} ${c.requests_per_second.toFixed(1).padStart(8)} req/s ${String(c.latency_p99_ms).padStart(6)} ms p99   (${c.connections} connections; target p99 ≤ ${c.target_p99_ms} ms: ${verdict}; ${cpu})`,
        );
      }
      const e = lists.sales_export;
      console.log(
        `${'sales export'.padEnd(18)} ${e.rows.toLocaleString('en')} rows, ${(e.bytes / 1_048_576).toFixed(1)} MB of CSV in ${e.seconds} s ` +
          `(${Math.round(e.rows / Math.max(e.seconds, 0.01)).toLocaleString('en')} rows/s); API memory ${e.api_rss_mb.before ?? '?'} MB before, ${e.api_rss_mb.peak ?? '?'} MB at its peak (streamed: it should not grow with the rows)`,
      );
    }

    const outDir = path.join(repoRoot, 'bench-results');
    await mkdir(outDir, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      duration_seconds: duration,
      connections,
      results,
      ...(only.has('listings') ? { listings: { connections: listingConnections, results: listings } } : {}),
      ...(bookings ? { bookings } : {}),
      ...(bookingsPostgres ? { bookings_postgresql: bookingsPostgres } : {}),
      ...(reviewImport ? { review_import: reviewImport } : {}),
      ...(lists ? { lists } : {}),
    };
    await writeFile(path.join(outDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwrote ${path.relative(process.cwd(), path.join(outDir, 'api.json'))}`);
  } finally {
    await Promise.all([stop(gateway), stop(floor), stop(api)]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printBookings(database: string, m: BookingMeasure, withTargets: boolean): void {
  const perBooking = m.statements_per_booking;
  const statements = perBooking ? `; ${perBooking.median} statements per booking (most ${perBooking.max})` : '';
  const server = m.server_cpu_ms_per_booking !== null ? `, PostgreSQL CPU ${m.server_cpu_ms_per_booking} ms` : '';
  const cpu =
    m.api_cpu_ms_per_booking !== null
      ? `; API CPU ${m.api_cpu_ms_per_booking} ms per booking${server}, load generator ${m.client_cpu_ms_per_booking} ms`
      : '';
  const met =
    m.bookings_per_second >= BOOKING_TARGETS.rps &&
    m.latency_p99_ms <= BOOKING_TARGETS.p99 &&
    (perBooking?.max ?? Infinity) <= BOOKING_TARGETS.statements;
  const verdict = withTargets
    ? `; target ≥ ${BOOKING_TARGETS.rps}/s, p99 ≤ ${BOOKING_TARGETS.p99} ms, ≤ ${BOOKING_TARGETS.statements} statements: ${met ? 'met' : 'MISSED'}`
    : '';
  console.log(
    `${'bookings'.padEnd(12)} ${database.padEnd(11)} ${m.bookings_per_second.toFixed(1).padStart(6)} ${String(m.latency_p99_ms).padStart(10)}   (bookings/s; ${m.customers} customers on ${m.services} services; ${m.bookings} booked, ${m.non_2xx} non-2xx${statements}${cpu}${verdict})`,
  );
  // Why calls were refused (the three most frequent answers), so a figure with refusals says what they were.
  for (const r of m.refusals.slice(0, 3)) console.log(`${''.padEnd(24)}refused ${r.count}×: ${r.call}`);
}

/** A second API on a fresh, seeded database of the PostgreSQL server, for the booking figures. */
async function bookingsOnPostgres(serverUrl: string): Promise<BookingMeasure> {
  const api = await startSeededApi('pg', serverUrl, {
    DB_COUNT_STATEMENTS: '1',
    ...(process.env.BENCH_DB_POOL_MAX ? { DB_POOL_MAX: process.env.BENCH_DB_POOL_MAX } : {}),
  });
  try {
    console.log(
      `measuring booking creation on PostgreSQL: ${process.env.BENCH_CUSTOMERS ?? 50} customers, ${duration} s…`,
    );
    return await measureBookings(api.base, duration, warmup, undefined, api.pid, api.databaseUrl);
  } finally {
    await api.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
