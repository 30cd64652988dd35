// Helpers shared by `npm start` (scripts/start.mjs) and `npm test` (scripts/test.mjs).
/* global AbortSignal */
// Plain Node ESM with no dependencies: these run before `pnpm install` has put anything in node_modules.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pnpm version the lockfile was made with (root package.json `packageManager`). */
export const PNPM_VERSION = '10.34.9';
export const REMOTES = ['mf-catalogue', 'mf-checkout', 'mf-user-panel', 'mf-partner-dashboard', 'mf-super-admin'];
export const FRONT_END_FILTERS = ['--filter', './shell', '--filter', './mf-*'];

const localPnpm = join(repoRoot, 'node_modules', '.bin', 'pnpm');

export function log(message) {
  process.stdout.write(`\n\x1b[1m[mp]\x1b[0m ${message}\n`);
}

const active = new Set();

/** Stop every command `run` started that is still running (its whole process group). */
export function stopActive(signal = 'SIGTERM') {
  for (const child of active) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  }
}

/**
 * Run a command, streaming its output. With `capture`, the output is also collected (tee) so the caller can
 * parse runner summaries. With `timeoutMs`, a command still running then is stopped with its whole process
 * group (a test runner that never exits must not hang CI) and resolves with code 124.
 * Resolves with { code, output, timedOut }; never rejects on a non-zero exit.
 */
export function run(command, args, { cwd = repoRoot, env = process.env, capture = false, timeoutMs = 0 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      // Own process group, so a timeout stops grandchildren (pnpm → jest) too.
      detached: timeoutMs > 0,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    active.add(child);
    let output = '';
    let timedOut = false;
    if (capture) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
        process.stderr.write(chunk);
      });
    }
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            process.stderr.write(
              `\n[mp] ${command} ${args.join(' ')} still running after ${Math.round(timeoutMs / 60000)} min: stopping it\n`,
            );
            try {
              process.kill(-child.pid, 'SIGTERM');
              setTimeout(() => {
                try {
                  process.kill(-child.pid, 'SIGKILL');
                } catch {
                  // already gone
                }
              }, 5000).unref();
            } catch {
              child.kill('SIGKILL');
            }
          }, timeoutMs)
        : null;
    child.on('error', (error) => {
      active.delete(child);
      reject(error);
    });
    child.on('close', (code, signal) => {
      active.delete(child);
      if (timer) clearTimeout(timer);
      resolve({ code: timedOut ? 124 : (code ?? (signal ? 1 : 0)), output, timedOut });
    });
  });
}

/** pnpm as installed by the workspace (root devDependency), or through npx on a machine that has nothing yet. */
export function pnpmCommand() {
  if (existsSync(localPnpm)) return { command: localPnpm, prefix: [] };
  return { command: 'npx', prefix: ['-y', `pnpm@${PNPM_VERSION}`] };
}

export async function pnpm(args, options) {
  const { command, prefix } = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/**
 * Install the workspace. The lockfile is the contract; without one (a hand-made checkout) we fall back to a plain
 * install. A warm second run takes a few seconds, so both commands always install instead of guessing staleness.
 * MP_SKIP_INSTALL=1 skips it (used while developing the scripts themselves next to other installs).
 */
export async function installWorkspace() {
  if (process.env.MP_SKIP_INSTALL === '1') {
    log('MP_SKIP_INSTALL=1: using the existing node_modules');
    return 0;
  }
  const frozen = existsSync(join(repoRoot, 'pnpm-lock.yaml'));
  log(`Installing dependencies (pnpm ${PNPM_VERSION}${frozen ? ', frozen lockfile' : ', no lockfile found'})`);
  const args = ['install', ...(frozen ? ['--frozen-lockfile'] : [])];
  const { code } = await pnpm(args, { env: { ...process.env, npm_config_yes: 'true' } });
  return code;
}

export function buildFrontEnds() {
  log('Building the shell and the five remotes');
  return pnpm(['-r', '--workspace-concurrency=2', ...FRONT_END_FILTERS, 'run', 'build']).then((r) => r.code);
}

/** Resolve when `url` answers 2xx; reject after `timeoutMs` or as soon as `isDead()` says the server exited. */
export async function waitForUrl(url, { timeoutMs = 90_000, isDead = () => false } = {}) {
  const started = Date.now();
  let lastError = '';
  while (Date.now() - started < timeoutMs) {
    if (isDead()) throw new Error(`the process serving ${url} exited`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in ${Math.round(timeoutMs / 1000)} s (${lastError})`);
}

export function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export const DEMO_LOGINS = [
  ['client@demo.pt', 'CLIENT (customer)'],
  ['partner@demo.pt', 'SUPPLIER (partner dashboard)'],
  ['affiliate@demo.pt', 'AFFILIATE'],
  ['admin@demo.pt', 'SUPER (back office)'],
];
export const DEMO_PASSWORD = 'Demo1234!';
