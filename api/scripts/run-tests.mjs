// `pnpm --filter @mp/api test`: the same Jest suites twice — first on in-memory PGlite, then on the PostgreSQL
// server (a fresh database per test file), so CI covers both drivers. TEST_DATABASE_URL picks the server
// (default postgres://postgres@127.0.0.1:5432/postgres); TEST_DATABASE_URL=off runs the PGlite pass only.
// Extra arguments go to Jest (e.g. a test path).
import { spawnSync } from 'node:child_process';
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

let failed = run('PGlite (in memory)', { TEST_DATABASE_URL: '' });
if (serverUrl !== 'off') failed = run(`PostgreSQL (${serverUrl.replace(/:[^:@/]+@/, ':***@')})`, { TEST_DATABASE_URL: serverUrl }) || failed;
process.exit(failed ? 1 : 0);
