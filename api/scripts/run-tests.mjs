// `pnpm --filter @mp/api test`: the same Jest suites twice — first on in-memory PGlite, then on the PostgreSQL
// server (a fresh database per test file), so CI covers both drivers. TEST_DATABASE_URL picks the server
// (default postgres://postgres@127.0.0.1:5432/postgres); TEST_DATABASE_URL=off runs the PGlite pass only.
// Extra arguments go to Jest (e.g. a test path). The passes run one after the other, their lines prefixed with the pass;
// MP_API_TEST_PARALLEL=1 runs them side by side (measured on 2 cores: slower, PGlite and the server fight for the CPU).
// Each pass runs its files on MP_API_TEST_WORKERS Jest workers (default 2; 1 = in band), each recycled past 1 GB so
// PGlite's heaps do not pile up: on 2 cores a sample of 6 files took 28 s instead of 39 s (PGlite) and 20 s instead of
// 27 s (server). Every file has a database of its own (test/helpers.ts), so files never share state.
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
function run(label, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--experimental-vm-modules', jest, ...workerArgs, ...args], {
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

const passes = [['PGlite', { TEST_DATABASE_URL: '' }]];
if (serverUrl !== 'off') passes.push(['PostgreSQL', { TEST_DATABASE_URL: serverUrl }]);
const codes = [];
if (process.env.MP_API_TEST_PARALLEL !== '1') for (const [label, env] of passes) codes.push(await run(label, env));
else codes.push(...(await Promise.all(passes.map(([label, env]) => run(label, env)))));
let failed = codes.some((code) => code !== 0);

console.log('\n=== @mp/api test logs: scanning for secrets ===');
const scan = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'test', 'scan-logs.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    MP_TEST_LOG_DIR: logDir,
    ...(args.some((a) => !a.startsWith('-')) ? {} : { MP_LOG_SCAN_REQUIRE: '1' }),
  },
});
failed = failed || scan.status !== 0;
process.exit(failed ? 1 : 0);
