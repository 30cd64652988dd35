// Starting and stopping the real servers (API, gateway) and running the deploy CLI, for the global setup and for
// the journeys that need a gateway of their own (deploy/rollback, a broken remote).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const REMOTE_NAMES = [
  'mf-catalogue',
  'mf-checkout',
  'mf-user-panel',
  'mf-partner-dashboard',
  'mf-super-admin',
] as const;

export interface RunningServer {
  url: string;
  port: number;
  logFile: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The secret the stack's gateway proves itself to its API with (GATEWAY_SECRET): made once per run and kept in our
 * environment, so an API and a gateway started apart (or by workers of the same run) agree.
 */
function gatewaySecret(): string {
  process.env.E2E_GATEWAY_SECRET ??= randomBytes(24).toString('hex');
  return process.env.E2E_GATEWAY_SECRET;
}

/** The environment of a child server: ours minus what would point it at a developer's database or ports. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'PORT', 'API_PORT', 'API_URL', 'DEPLOY_DIR', 'DATA_DIR', 'NODE_ENV', 'SHELL_DIST'])
    delete env[key];
  return { ...env, LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', GATEWAY_SECRET: gatewaySecret(), ...extra };
}

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

function spawnServer(packageDir: 'api' | 'api-gateway', env: Record<string, string>, logFile: string): ChildProcess {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  // `node --import tsx` keeps one process per server, so a kill really stops it (TOOLCHAIN note 9).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, packageDir),
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

async function waitUntilUp(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the server exited (${child.exitCode ?? child.signalCode}). Log tail:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s (${last}). Log tail:\n${tail(logFile)}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

// If the runner dies, do not leave servers behind.
const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

function track(child: ChildProcess, stop: () => Promise<void>): () => Promise<void> {
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  return stop;
}

/** `env`: settings of a journey's own stack (a gateway chosen by configuration, e.g. PAYMENT_PROVIDER_CARD=stripe). */
export async function startApi(opts: {
  dataDir: string;
  logDir: string;
  publicUrl: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const logFile = join(opts.logDir, `api-${port}.log`);
  const child = spawnServer(
    'api',
    {
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      SEED: 'auto',
      PUBLIC_URL: opts.publicUrl,
      // Every journey logs in from one IP; the production limit would throttle the suite.
      LOGIN_RATE_LIMIT: '10000',
      MAIL_RATE_LIMIT: '10000',
      ...opts.env,
    },
    logFile,
  );
  const stop = track(child, stopper(child));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/api/ready`, child, logFile, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, logFile, stop };
}

export async function startGateway(opts: {
  deployDir: string;
  apiUrl: string;
  logDir: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const logFile = join(opts.logDir, `gateway-${port}.log`);
  const child = spawnServer(
    'api-gateway',
    { PORT: String(port), HOST: '127.0.0.1', API_URL: opts.apiUrl, DEPLOY_DIR: opts.deployDir, ...opts.env },
    logFile,
  );
  const stop = track(child, stopper(child));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/health`, child, logFile, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, logFile, stop };
}

export interface CliResult {
  code: number;
  output: string;
}

/** The gateway's deploy CLI (`remote deploy|rollback|list|deploy-all`) against one deploy folder. */
export function remoteCli(args: string[], deployDir: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/remote.ts', ...args], {
      cwd: join(repoRoot, 'api-gateway'),
      env: childEnv({ DEPLOY_DIR: deployDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export interface RegistryView {
  remotes: Record<string, { version: string; entry: string }>;
}

export async function readRegistry(baseUrl: string): Promise<RegistryView> {
  const res = await fetch(`${baseUrl}/registry/remotes.json`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`registry: HTTP ${res.status}`);
  return (await res.json()) as RegistryView;
}

/** Front-end builds the stack serves; the suite needs them (npm test builds them first). */
export function missingBuilds(): string[] {
  const wanted = [
    join('shell', 'dist', 'index.html'),
    ...REMOTE_NAMES.map((name) => join(name, 'dist', 'remoteEntry.js')),
  ];
  return wanted.filter((file) => !existsSync(join(repoRoot, file)));
}

/**
 * A gateway of its own for a journey that changes what is deployed (deploy/rollback, a broken remote): a copy of
 * the suite's deploy folder, the suite's API, a free port. Other journeys keep running against the main gateway.
 */
export async function startPrivateGateway(
  opts: { apiUrl?: string; port?: number; env?: Record<string, string> } = {},
): Promise<RunningServer & { deployDir: string }> {
  const { cpSync, mkdtempSync, rmSync } = await import('node:fs');
  const stackDir = process.env.E2E_STACK_DIR;
  const mainDeploy = process.env.E2E_DEPLOY_DIR;
  const apiUrl = opts.apiUrl ?? process.env.E2E_API_URL;
  if (!stackDir || !mainDeploy || !apiUrl) throw new Error('the global setup did not run');
  const deployDir = mkdtempSync(join(stackDir, 'deploy-'));
  cpSync(mainDeploy, deployDir, { recursive: true });
  const gateway = await startGateway({
    deployDir,
    apiUrl,
    logDir: join(stackDir, 'logs'),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.env ? { env: opts.env } : {}),
  });
  return {
    ...gateway,
    deployDir,
    stop: async () => {
      await gateway.stop();
      rmSync(deployDir, { recursive: true, force: true });
    },
  };
}
