// `pnpm --filter @mp/api test`: every Jest suite on the PostgreSQL server (a fresh database per test file), which is
// what a deployment runs on, and the suites of the database layer on in-memory PGlite, the embedded database of the
// quick start, whose whole product path the browser journeys exercise anyway (docs/adr/048). TEST_DATABASE_URL picks
// the server (default postgres://postgres@127.0.0.1:5432/postgres); TEST_DATABASE_URL=off runs every suite on PGlite
// only (a machine without a server); MP_API_PGLITE_ALL=1 runs every suite on both. Extra arguments go to Jest (e.g. a
// test path): then both passes run exactly those. The passes run one after the other, their lines prefixed with the
// pass; MP_API_TEST_PARALLEL=1 runs them side by side (measured on 2 cores: slower, PGlite and the server fight for
// the CPU). Each pass runs its files on MP_API_TEST_WORKERS Jest workers (default 2; 1 = in band), each recycled past
// 1 GB so PGlite's heaps do not pile up: on 2 cores a sample of 6 files took 28 s instead of 39 s (PGlite) and 20 s
// instead of 27 s (server). Every file has a database of its own (test/helpers.ts), so files never share state.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const args = process.argv.slice(2);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const workers = Number(process.env.MP_API_TEST_WORKERS ?? 2);
const workerArgs = workers > 1 ? [`--maxWorkers=${workers}`, '--workerIdleMemoryLimit=1GB'] : ['--runInBand'];

/** One Jest pass; its output lines carry `[label]` so two passes running at once stay readable. */
function run(label, env, passArgs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--experimental-vm-modules', jest, ...workerArgs, ...passArgs, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'test', ...env },
    });
    console.log(`\n=== @mp/api tests on ${label} ===`);
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// The apps the tests build log to api/.test-logs (one file per worker and pass); the last stage scans
// them for secrets (test/scan-logs.ts). A run of every suite must have written some.
const logDir = path.join(root, '.test-logs');
rmSync(logDir, { recursive: true, force: true });

/**
 * What differs between the drivers, run on PGlite beside the server: the database layer (client, prepared statements,
 * statement counts, migrations through the seed), the checkout's statement budget, concurrent bookings and holds (PGlite
 * has one connection, so they queue), and the hardening that depends on the driver.
 */
const PGLITE_SUITES = [
  'src/db/',
  'src/modules/bookings/statements\\.test',
  'src/modules/bookings/concurrency\\.test',
  'src/modules/bookings/hold-concurrency\\.test',
  'src/plugins/hardening\\.test',
];
const chosenPaths = args.some((a) => !a.startsWith('-'));
const pgliteArgs =
  serverUrl === 'off' || chosenPaths || process.env.MP_API_PGLITE_ALL === '1'
    ? []
    : ['--testPathPatterns', PGLITE_SUITES.join('|')];

const passes = [];
if (serverUrl !== 'off') passes.push(['PostgreSQL', { TEST_DATABASE_URL: serverUrl }, []]);
passes.push(['PGlite', { TEST_DATABASE_URL: '' }, pgliteArgs]);
const codes = [];
if (process.env.MP_API_TEST_PARALLEL !== '1') for (const pass of passes) codes.push(await run(...pass));
else codes.push(...(await Promise.all(passes.map((pass) => run(...pass)))));
let failed = codes.some((code) => code !== 0);

console.log('\n=== @mp/api test logs: scanning for secrets ===');
const scan = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'test', 'scan-logs.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    MP_TEST_LOG_DIR: logDir,
    ...(chosenPaths ? {} : { MP_LOG_SCAN_REQUIRE: '1' }),
  },
});
failed = failed || scan.status !== 0;
process.exit(failed ? 1 : 0);
