// Starting and stopping the API and the gateway for a benchmark: free ports, a temporary seeded PGlite, readiness
// checks, and each process's resident memory (Linux /proc) so a benchmark can measure what it costs; an API on a fresh
// seeded PostgreSQL database, and a demo user's sign-in.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiDir, '..');

export function freePort(): Promise<number> {
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

/** BENCH_CPU_PROF_DIR=dir writes a V8 CPU profile of every server the bench starts into dir (where the time goes). */
const profileArgs = process.env.BENCH_CPU_PROF_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
  : [];

export function start(
  name: string,
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...profileArgs, ...nodeArgs, '--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in bytes (VmRSS), or null where /proc is not there. */
export async function rssOf(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) a process has used so far, in seconds (Linux /proc; null elsewhere). Read before and after
 * a run, divided by the requests served, it gives the CPU cost of one request in that process: a figure that, unlike
 * req/s, hardly moves when other work shares the machine (ADR 016).
 */
export async function cpuSecondsOf(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15, in clock ticks.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/**
 * A meter of the CPU time the PostgreSQL server spends for one database: its backends' CPU (from /proc, so the server
 * must run on this machine) between `start()` and `stop()`; a backend that appeared meanwhile counts whole. Null where
 * /proc or the server's processes cannot be read.
 */
export function serverCpuMeter(databaseUrl: string): { start(): Promise<void>; stop(): Promise<number | null> } {
  const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const backends = async (): Promise<Map<number, number | null>> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      return new Map(
        await Promise.all(rows.map(async (r) => [r.pid, await cpuSecondsOf(r.pid)] as [number, number | null])),
      );
    } finally {
      await client.end();
    }
  };
  let before = new Map<number, number | null>();
  return {
    async start() {
      before = await backends();
    },
    async stop() {
      const after = await backends();
      let total = 0;
      for (const [pid, cpu] of after) {
        if (cpu === null) return null;
        total += cpu - (before.get(pid) ?? 0);
      }
      return after.size > 0 ? total : null;
    },
  };
}

/** USER_HZ: 100 on every Linux the project runs on (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

export interface SeededApi {
  base: string;
  /** The API process (for its CPU time). */
  pid: number | undefined;
  databaseName: string;
  databaseUrl: string;
  /** Stops the API, drops its database (unless `keep`) and removes its data folder. */
  close(options?: { keep?: boolean }): Promise<void>;
}

/**
 * An API on a fresh database of the PostgreSQL server at `serverUrl` (created here, seeded by the API's SEED=auto),
 * on a free port, ready to answer. `env` adds to the bench defaults (development mode, warn logs, no login limit).
 */
export async function startSeededApi(
  label: string,
  serverUrl: string,
  env: Record<string, string> = {},
): Promise<SeededApi> {
  const databaseName = `mp_bench_${label.replace(/\W/g, '_')}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), `mp-api-bench-${label}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api: ChildProcess | null = null;
  const close = async (options: { keep?: boolean } = {}) => {
    await stop(api);
    if (options.keep) console.log(`kept database ${databaseName}`);
    else await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    console.log(`starting an API on ${base} (seeding PostgreSQL database ${databaseName})…`);
    api = start(`api-${label}`, 'src/server.ts', {
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: '',
      SEED: 'auto',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000',
      ...env,
    });
    await waitFor(`${base}/api/ready`, api, 180_000);
  } catch (err) {
    await close();
    throw err;
  }
  return { base, pid: api?.pid, databaseName, databaseUrl: url.toString(), close };
}

/** Signs a demo user in (password Demo1234!) and returns the bearer token and the user's id. */
export async function login(
  base: string,
  email: string,
  password = 'Demo1234!',
): Promise<{ token: string; id: number }> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: 0 }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const { content } = (await res.json()) as { content: { api_token: string; id: number } };
  return { token: content.api_token, id: content.id };
}
