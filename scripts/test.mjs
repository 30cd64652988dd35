#!/usr/bin/env node
// `npm test` (and CI through .ci/run): install, make sure a browser exists, then typecheck → lint (ESLint, knip, Prettier) → unit and
// integration tests of every package → build of the front ends → Playwright journeys. Stops at the first failing
// step. The last line of output is always `N passed, M failed` (tests counted over Jest and Playwright), which CI reads.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  FRONT_END_FILTERS,
  installWorkspace,
  log,
  pnpm,
  portOpen,
  repoRoot,
  run,
  stopActive,
} from './lib/workspace.mjs';

const CHROMIUM = '/usr/bin/chromium';
const E2E_RESULTS = join(repoRoot, 'e2e', 'playwright-report', 'results.json');

const totals = { passed: 0, failed: 0 };
// The names of the failing tests, printed again beside the summary: CI keeps only the tail of the output.
const failures = [];

// `npm test -- --only=unit,e2e` runs a subset of the checks (install and the browser check always run); CI runs all.
const STEP_KEYS = ['typecheck', 'lint', 'unit', 'build', 'e2e'];
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const selected = onlyArg ? onlyArg.slice('--only='.length).split(',').filter(Boolean) : STEP_KEYS;
const unknown = selected.filter((k) => !STEP_KEYS.includes(k));
if (unknown.length > 0) {
  process.stderr.write(`unknown step(s) ${unknown.join(', ')}; steps: ${STEP_KEYS.join(', ')}\n`);
  process.exit(2);
}
const wanted = (key) => selected.includes(key);

// Each check runs in its own process group with a time limit, so a runner that never exits (open handles)
// fails the run with a reason instead of hanging CI. MP_STEP_TIMEOUT_MIN overrides the limit.
const STEP_TIMEOUT_MS = Number(process.env.MP_STEP_TIMEOUT_MIN || 60) * 60_000;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopActive(signal);
    process.stdout.write(`\n[mp] ${signal}: stopped\n`);
    process.exit(130);
  });
}
const limited = { timeoutMs: STEP_TIMEOUT_MS };
const steps = [];

// Jest prints `Tests:       1 failed, 2 skipped, 40 passed, 43 total` per run (the API runs twice: every suite on
// PostgreSQL, then the database layer's on PGlite). pnpm prefixes lines with the package name, so match anywhere in the line.
function countJest(output) {
  // Strip terminal colours before matching.
  // eslint-disable-next-line no-control-regex
  const clean = output.replace(/\x1b\[[0-9;]*m/g, '');
  const result = { passed: 0, failed: 0, brokenSuites: 0, names: [] };
  // After a failing test's heading, the first line of its error (with the heading's prefix) says why it failed.
  let why = null;
  for (const line of clean.split('\n')) {
    if (why && line.startsWith(why.prefix) && line.slice(why.prefix.length).trim() !== '') {
      result.names[why.index] += ` › ${line.slice(why.prefix.length).trim().slice(0, 200)}`;
      why = null;
      continue;
    }
    // `api test: [PostgreSQL]   ● chat socket › limits › drops a socket …` (a failing test's heading) and
    // `api test: [PGlite] FAIL src/modules/x.test.ts` (its file); Jest's console blocks are headed `● Console`.
    const failing = /^(.*?)(?:●\s+(?!Console\b)(.+?)\s*$|\bFAIL\s+(\S+\.test\.[a-z]+))/.exec(line);
    if (failing) {
      result.names.push(`${failing[1].trim()} ${failing[2] ?? failing[3]}`.trim());
      why = failing[2] ? { prefix: failing[1].replace(/\s+$/, ''), index: result.names.length - 1 } : null;
    }
    const tests = /Tests:\s+(.*?)\s*\d+ total/.exec(line);
    if (tests) {
      result.passed += Number(/(\d+) passed/.exec(tests[1])?.[1] ?? 0);
      result.failed += Number(/(\d+) failed/.exec(tests[1])?.[1] ?? 0);
    }
    const suites = /Test Suites:\s+(.*?)\s*\d+ total/.exec(line);
    if (suites) result.brokenSuites += Number(/(\d+) failed/.exec(suites[1])?.[1] ?? 0);
  }
  return result;
}

function countPlaywright() {
  if (!existsSync(E2E_RESULTS)) return null;
  try {
    const { stats } = JSON.parse(readFileSync(E2E_RESULTS, 'utf8'));
    return {
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      names: failedJourneys(JSON.parse(readFileSync(E2E_RESULTS, 'utf8'))),
    };
  } catch {
    return null;
  }
}

/**
 * Why a journey failed, in one line without colours: the error's first line, the locator it waited for and the line of
 * the spec it stopped on — what a red run's summary says when nothing else of the run is kept.
 */
function firstErrorLine(test) {
  const error = test.results?.at(-1)?.error ?? {};
  // eslint-disable-next-line no-control-regex
  const lines = (error.message ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const first = lines.find((l) => l.trim() !== '')?.trim() ?? '';
  const locator = lines.find((l) => /^\s*Locator:/.test(l))?.trim();
  // What the element was doing when the wait ended (not found, disabled, covered by another), and what an equality
  // check received (which page went over a budget): the last lines of Playwright's call log, the first "+" of a diff.
  const callLog = lines
    .filter((l) => /^\s+- /.test(l))
    .slice(-2)
    .map((l) => l.trim().slice(0, 160));
  const received = lines.find((l) => /^\s*(\+\s+["'\d]|Received:)/.test(l))?.trim();
  const where = error.location ? `${basename(error.location.file)}:${error.location.line}` : undefined;
  return [first.slice(0, 200), locator?.slice(0, 200), ...callLog, received?.slice(0, 300), where]
    .filter(Boolean)
    .join(' · ');
}

/** `file › describe › title › why` of every journey whose result was not the expected one, from Playwright's JSON report. */
function failedJourneys(report) {
  const names = [];
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          names.push([...here, spec.title, `(${test.projectName})`, firstErrorLine(test)].filter(Boolean).join(' › '));
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

function finish(ok) {
  const line = (s) =>
    `  ${s.ok ? 'ok  ' : 'FAIL'}  ${s.name.padEnd(34)} ${(s.ms / 1000).toFixed(1).padStart(6)} s${s.note ? `  ${s.note}` : ''}`;
  const unique = [...new Set(failures)];
  if (unique.length > 0)
    process.stdout.write(
      `\n[mp] Failing tests:\n${unique
        .slice(0, 30)
        .map((name) => `  ${name}`)
        .join('\n')}${unique.length > 30 ? `\n  … and ${unique.length - 30} more` : ''}\n`,
    );
  process.stdout.write(`\n[mp] Test run ${ok ? 'passed' : 'FAILED'}:\n${steps.map(line).join('\n')}\n`);
  process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`);
  process.exit(ok ? 0 : 1);
}

/** Run one step; on failure print the summary and exit. `count` turns the step's output into test counts. */
async function step(name, action, count) {
  log(name);
  const started = Date.now();
  let code;
  let output = '';
  let timedOut = false;
  try {
    ({ code, output = '', timedOut = false } = await action());
  } catch (error) {
    code = 1;
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  const counted = count ? count(output) : null;
  let note = '';
  if (counted) {
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    failures.push(...(counted.names ?? []));
    note = `${counted.passed} passed, ${counted.failed} failed`;
  }
  const ok = code === 0;
  // A step that fails without a failing test (type error, lint error, crashed runner) still counts as one failure,
  // so the summary line never says "0 failed" for a red run.
  if (!ok && (!counted || counted.failed === 0)) {
    totals.failed += 1;
    const why = timedOut ? `timed out after ${STEP_TIMEOUT_MS / 60_000} min` : 'the runner itself failed';
    note = note ? `${note}; ${why}` : why;
  }
  steps.push({ name, ok, ms: Date.now() - started, note });
  if (!ok) finish(false);
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return { code: 0 };
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `${CHROMIUM} is missing and we are not root: install it with \`sudo apt-get install -y chromium\`\n`,
    );
    return { code: 1 };
  }
  const update = await run('apt-get', ['update']);
  if (update.code !== 0) return update;
  return run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The API's integration tests also run against PostgreSQL on 127.0.0.1:5432; start the local cluster if it stopped. */
async function ensurePostgres() {
  if (await portOpen('127.0.0.1', 5432)) return;
  if (!existsSync('/etc/postgresql') || process.getuid?.() !== 0) {
    log('PostgreSQL is not answering on 127.0.0.1:5432; the API tests that need it will fail');
    return;
  }
  for (const version of readdirSync('/etc/postgresql')) {
    log(`Starting PostgreSQL ${version}`);
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
}

async function main() {
  const started = Date.now();
  await step('install', async () => ({ code: await installWorkspace() }));
  await step('browser (Debian Chromium)', ensureChromium);
  if (wanted('typecheck'))
    await step('typecheck', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck'], limited));
  if (wanted('lint')) {
    await step('lint', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'lint'], limited));
    // Unused files, exports and dependencies across the workspace (knip.jsonc).
    await step('dead code (knip)', () => pnpm(['run', 'knip'], limited));
    // The code is as Prettier writes it (.prettierrc.json; `pnpm format` rewrites it).
    await step('format (Prettier)', () => pnpm(['run', 'format:check'], limited));
  }
  const testEnv = {
    ...process.env,
    CI: process.env.CI ?? 'true',
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  };
  if (wanted('unit')) {
    await ensurePostgres();
    await step(
      'unit and integration tests (Jest)',
      () =>
        pnpm(['-r', '--workspace-concurrency=1', '--filter', '!@mp/e2e', 'run', 'test'], {
          ...limited,
          capture: true,
          env: testEnv,
        }),
      countJest,
    );
    // The e2e package's own tooling (pnpm shots' contact sheet) has node:test tests; its journeys run below.
    await step('e2e tooling tests (node --test)', () => pnpm(['--filter', '@mp/e2e', 'run', 'test:shots'], limited));
  }
  if (wanted('build'))
    await step('build the front ends', () =>
      pnpm(['-r', '--workspace-concurrency=2', ...FRONT_END_FILTERS, 'run', 'build'], limited),
    );
  if (wanted('e2e')) {
    rmSync(E2E_RESULTS, { force: true });
    await step(
      'end-to-end journeys (Playwright)',
      () =>
        pnpm(['--filter', '@mp/e2e', 'run', 'test'], {
          ...limited,
          env: { ...process.env, CI: process.env.CI ?? 'true' },
        }),
      () => countPlaywright(),
    );
  }
  log(`${onlyArg ? 'The selected steps' : 'Everything'} passed in ${Math.round((Date.now() - started) / 1000)} s`);
  finish(true);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  totals.failed += 1;
  finish(false);
});
