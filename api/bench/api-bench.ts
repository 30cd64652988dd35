// `pnpm bench:api` (issue 3 §10): measures login and a catalogue read, directly on the API and through the gateway,
// so the proxy's overhead is a measured ratio. Starts both servers on free ports (API on a temporary, seeded PGlite
// with a login limit high enough not to interfere), runs autocannon, prints req/s and p99, writes
// bench-results/api.json at the repo root, and stops everything. BENCH_DURATION (s) and BENCH_CONNECTIONS tune it;
// BENCH_ONLY (a comma list of `gateway`, `listings`, `bookings`) runs some parts only, BENCH_CASES (of `login`,
// `categories`, `services`) some of the gateway/direct cases, BENCH_ROUNDS alternates direct and gateway that many
// times (median round). Issue 16 §4 targets, gateway/direct: categories ≥ 0.6 of the req/s with p99 ≤ 2×, services
// ≥ 0.8 (printed as met or missed).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { measureBookings, type BookingMeasure } from './booking-scenario';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = new Set((process.env.BENCH_ONLY ?? 'gateway,listings,bookings').split(',').map((s) => s.trim()));
const onlyCases = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(',').map((s) => s.trim())) : null;
/**
 * BENCH_ROUNDS: direct and gateway are measured in turn this many times and the median round of each is reported, so
 * a busy neighbour on a shared machine weighs on both sides alike (ADR 016).
 */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1) || 1);
/** The round with the median req/s (its own p99 with it). */
const median = (runs: Measure[]): Measure => {
  const sorted = [...runs].sort((a, b) => a.requests_per_second - b.requests_per_second);
  const mid = sorted[Math.floor(sorted.length / 2)];
  if (!mid) throw new Error('no measurement');
  return { ...mid, non_2xx: runs.reduce((n, r) => n + r.non_2xx, 0), errors: runs.reduce((n, r) => n + r.errors, 0) };
};
/** Issue 16 §4: the least share of the direct API's req/s the gateway keeps, and the most its p99 may grow. */
const GATEWAY_TARGETS: Record<string, { rps: number; p99?: number }> = { categories: { rps: 0.6, p99: 2 }, services: { rps: 0.8 } };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function start(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface Measure {
  requests_per_second: number;
  latency_p99_ms: number;
  latency_avg_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
}

async function measure(url: string, init: { method: 'GET' | 'POST'; body?: unknown }, conns = connections): Promise<Measure> {
  const result = await autocannon({
    url,
    method: init.method,
    connections: conns,
    duration,
    headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'en' },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return {
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
  const onSignal = () => {
    void Promise.all([stop(api), stop(gateway)]).finally(() => process.exit(130));
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
    });
    await waitFor(`${apiUrl}/api/ready`, api, 180_000);

    console.log(`starting gateway on ${gatewayUrl}…`);
    gateway = start('gateway', '../api-gateway/src/server.ts', {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    await waitFor(`${gatewayUrl}/health`, gateway, 60_000);

    const login = { method: 'POST' as const, body: { email: 'client@demo.pt', password: 'Demo1234!', rememberMe: 0 } };
    const read = { method: 'GET' as const };
    const cases = [
      { name: 'login', path: '/api/login', init: login },
      { name: 'categories', path: '/api/categories', init: read },
      { name: 'services', path: '/api/services', init: read },
    ].filter((c) => only.has('gateway') && (!onlyCases || onlyCases.has(c.name)));
    const results: Record<string, { direct: Measure; gateway: Measure; ratio: { requests_per_second: number; latency_p99: number } }> = {};
    for (const c of cases) {
      console.log(`measuring ${c.name}: ${connections} connections, ${rounds} × ${duration} s each, direct and gateway in turn…`);
      const directRuns: Measure[] = [];
      const gatewayRuns: Measure[] = [];
      for (let round = 0; round < rounds; round++) {
        directRuns.push(await measure(`${apiUrl}${c.path}`, c.init));
        gatewayRuns.push(await measure(`${gatewayUrl}${c.path}`, c.init));
      }
      const direct = median(directRuns);
      const viaGateway = median(gatewayRuns);
      if (direct.non_2xx > 0 || viaGateway.non_2xx > 0) {
        throw new Error(`${c.name}: non-2xx answers (direct ${direct.non_2xx}, gateway ${viaGateway.non_2xx}); the numbers would be meaningless`);
      }
      results[c.name] = {
        direct,
        gateway: viaGateway,
        ratio: {
          requests_per_second: Math.round((viaGateway.requests_per_second / direct.requests_per_second) * 1000) / 1000,
          latency_p99: Math.round((viaGateway.latency_p99_ms / Math.max(1, direct.latency_p99_ms)) * 1000) / 1000,
        },
      };
    }

    // Issue 4 §12: the /api/services listing (default page, and a filtered + sorted page) at LISTING_CONNECTIONS (100)
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

    // Issue 5 §8: booking creation, BENCH_CUSTOMERS (50) concurrent customers on distinct services, direct to the API.
    let bookings: BookingMeasure | null = null;
    if (only.has('bookings')) {
      console.log(`measuring booking creation: ${process.env.BENCH_CUSTOMERS ?? 50} customers, ${duration} s…`);
      bookings = await measureBookings(apiUrl, duration);
    }
    console.log('\nendpoint     via          req/s     p99 ms   gateway/direct req/s   p99');
    for (const [name, r] of Object.entries(results)) {
      for (const via of ['direct', 'gateway'] as const) {
        const m = r[via];
        const target = GATEWAY_TARGETS[name];
        const verdict = target
          ? `   (target ≥ ${target.rps}${target.p99 ? `, p99 ≤ ${target.p99}×` : ''}: ${r.ratio.requests_per_second >= target.rps && (!target.p99 || r.ratio.latency_p99 <= target.p99) ? 'met' : 'MISSED'})`
          : '';
        const ratio = via === 'gateway' ? `${r.ratio.requests_per_second.toFixed(3).padStart(20)}   ${r.ratio.latency_p99.toFixed(3)}${verdict}` : '';
        console.log(`${name.padEnd(12)} ${via.padEnd(9)} ${m.requests_per_second.toFixed(1).padStart(8)} ${String(m.latency_p99_ms).padStart(10)} ${ratio}`);
      }
    }
    for (const [name, m] of Object.entries(listings)) {
      console.log(`${name.padEnd(12)} ${'direct'.padEnd(9)} ${m.requests_per_second.toFixed(1).padStart(8)} ${String(m.latency_p99_ms).padStart(10)}   (${listingConnections} connections; target p99 ≤ 50 ms)`);
    }
    if (bookings) console.log(
      `${'bookings'.padEnd(12)} ${'direct'.padEnd(9)} ${bookings.requests_per_second.toFixed(1).padStart(8)} ${String(bookings.latency_p99_ms).padStart(10)}   (${bookings.customers} customers on ${bookings.services} services; ${bookings.bookings} booked, ${bookings.non_2xx} non-2xx)`,
    );

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
    };
    await writeFile(path.join(outDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwrote ${path.relative(process.cwd(), path.join(outDir, 'api.json'))}`);
  } finally {
    await Promise.all([stop(gateway), stop(api)]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
