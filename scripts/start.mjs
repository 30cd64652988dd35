#!/usr/bin/env node
// `npm start`: install, build the front ends, publish every remote whose build changed, then run the API and the
// gateway until Ctrl+C. Safe to run again: the install is reused, the front ends are rebuilt, `.data/` (the embedded
// PostgreSQL) and `.deploy/` (published remotes) are kept.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pipeLogLines } from './lib/log-lines.mjs';
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  REMOTES,
  buildFrontEnds,
  installWorkspace,
  log,
  pnpm,
  repoRoot,
  waitForUrl,
} from './lib/workspace.mjs';

const apiPort = process.env.API_PORT || '3000';
const port = process.env.PORT || '8080';
const apiUrl = process.env.API_URL || `http://127.0.0.1:${apiPort}`;
const deployDir = process.env.DEPLOY_DIR || join(repoRoot, '.deploy');

function fail(message, code = 1) {
  process.stderr.write(`\n[mp] ${message}\n`);
  process.exit(code);
}

/**
 * Publishes what the build just made, so the site serves the code in this checkout: a remote whose build differs
 * from its live version becomes a new version (the old one stays, for `pnpm remote:rollback`); an unchanged one
 * stays live as it is.
 */
async function publishBuiltRemotes() {
  for (const name of REMOTES) {
    if (!existsSync(join(repoRoot, name, 'dist', 'remoteEntry.js')))
      fail(`${name}/dist has no remoteEntry.js: the build did not produce it`);
  }
  log('Publishing the built remotes (unchanged ones stay live as they are)');
  const env = { env: { ...process.env, DEPLOY_DIR: deployDir } };
  const code = (await pnpm(['--filter', '@mp/api-gateway', 'run', 'remote', 'deploy-all', '--no-build'], env)).code;
  // Each changed build is a new folder: keep .deploy/ from growing with every start (the default keeps 5 per remote).
  if (code === 0) await pnpm(['--filter', '@mp/api-gateway', 'run', 'remote', 'prune'], env);
  return code;
}

// On a terminal the servers log only warnings and errors, as readable lines; piped (a log collector, CI) or in
// production they keep pino's JSON. LOG_LEVEL set by the caller wins.
const readableLogs = Boolean(process.stdout.isTTY) && process.env.NODE_ENV !== 'production';
const serverLogLevel = process.env.LOG_LEVEL || (readableLogs ? 'warn' : 'info');

// The API takes X-Forwarded-For only with the gateway's secret: the pair started here shares a fresh one unless
// GATEWAY_SECRET is set (production sets its own; both servers refuse to start in production without it).
const gatewaySecret = process.env.GATEWAY_SECRET || randomBytes(24).toString('hex');

/** The two long-running children; when one dies the other is stopped and we exit. */
const children = new Map();
let stopping = false;

function startServer(name, dir, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, dir),
    env: { ...process.env, LOG_LEVEL: serverLogLevel, ...env },
    stdio: readableLogs ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (readableLogs) {
    pipeLogLines(child.stdout, process.stdout, { service: name, colour: true });
    pipeLogLines(child.stderr, process.stderr, { service: name, colour: true });
  }
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) {
      if (children.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    process.stderr.write(`\n[mp] ${name} exited (${signal ?? `code ${code}`}); stopping the rest\n`);
    stopAll(signal ? 1 : code || 1);
  });
  return child;
}

function stopAll(exitCode, signal = 'SIGTERM') {
  stopping = true;
  process.exitCode = exitCode;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children.values()) child.kill(signal);
  // A child that ignores the signal must not keep the terminal hostage.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    log(`${signal}: stopping the gateway and the API`);
    stopAll(0, signal);
  });
}

async function main() {
  if ((await installWorkspace()) !== 0) fail('pnpm install failed');
  if ((await buildFrontEnds()) !== 0) fail('the front-end build failed');
  if ((await publishBuiltRemotes()) !== 0) fail('publishing the remotes failed');

  const database = process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PostgreSQL in .data/';
  log(`Starting the API on port ${apiPort} (${database}; the first start loads the demo data)`);
  const apiStarted = Date.now();
  const api = startServer('api', 'api', { API_PORT: apiPort, GATEWAY_SECRET: gatewaySecret });
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/ready`, {
    timeoutMs: 180_000,
    isDead: () => api.exitCode !== null,
  });
  process.stdout.write(
    `[mp] API ready on http://127.0.0.1:${apiPort} in ${((Date.now() - apiStarted) / 1000).toFixed(1)} s\n`,
  );

  const gatewayStarted = Date.now();
  const gateway = startServer('gateway', 'api-gateway', {
    PORT: port,
    API_URL: apiUrl,
    DEPLOY_DIR: deployDir,
    GATEWAY_SECRET: gatewaySecret,
  });
  await waitForUrl(`http://127.0.0.1:${port}/health`, { timeoutMs: 60_000, isDead: () => gateway.exitCode !== null });
  process.stdout.write(
    `[mp] Gateway ready on http://127.0.0.1:${port} in ${((Date.now() - gatewayStarted) / 1000).toFixed(1)} s\n`,
  );

  const logins = DEMO_LOGINS.map(([email, role]) => `    ${email.padEnd(20)} ${role}`).join('\n');
  process.stdout.write(
    `\n  The marketplace is running:  http://localhost:${port}/   (Portuguese: http://localhost:${port}/pt)\n` +
      `  API docs:                    http://localhost:${port}/api/docs\n` +
      `  Demo logins (password ${DEMO_PASSWORD}):\n${logins}\n` +
      `  ${readableLogs ? 'From now on only warnings and errors are printed.' : `The servers log pino JSON at level ${serverLogLevel}.`} Stop with Ctrl+C.\n\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`\n[mp] ${error instanceof Error ? error.message : String(error)}\n`);
  stopAll(1);
});
