// `pnpm --filter @mp/api test`: the same Jest suites twice — first on in-memory PGlite, then on the PostgreSQL
// server (a fresh database per test file), so CI covers both drivers. TEST_DATABASE_URL picks the server
// (default postgres://postgres@127.0.0.1:5432/postgres); TEST_DATABASE_URL=off runs the PGlite pass only.
// Extra arguments go to Jest (e.g. a test path).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const args = process.argv.slice(2);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function run(label, env) {
  console.log(`\n=== @mp/api tests on ${label} ===`);
  const result = spawnSync(process.execPath, ['--experimental-vm-modules', jest, '--runInBand', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  return result.status ?? 1;
}

// Issue 11 item 7: the apps the tests build log to api/.test-logs (one file per worker and pass); the last stage scans
// them for secrets (test/scan-logs.ts). A run of every suite must have written some.
const logDir = path.join(root, '.test-logs');
rmSync(logDir, { recursive: true, force: true });

let failed = run('PGlite (in memory)', { TEST_DATABASE_URL: '' });
if (serverUrl !== 'off') failed = run(`PostgreSQL (${serverUrl.replace(/:[^:@/]+@/, ':***@')})`, { TEST_DATABASE_URL: serverUrl }) || failed;

console.log('\n=== @mp/api test logs: scanning for secrets ===');
const scan = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'test', 'scan-logs.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, MP_TEST_LOG_DIR: logDir, ...(args.some((a) => !a.startsWith('-')) ? {} : { MP_LOG_SCAN_REQUIRE: '1' }) },
});
failed = failed || scan.status !== 0;
process.exit(failed ? 1 : 0);
