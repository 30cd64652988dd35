// `pnpm bench:chat` (a benchmark, not a test): real-time chat on this machine, through the gateway.
// Starts the API (temporary seeded PGlite, development mode, the per-user message limit lifted) and the gateway,
// opens BENCH_SOCKETS idle WebSockets (/api/ws, authenticated as demo users that are not in the measured chat),
// then partner@demo.pt posts BENCH_RATE messages per second for BENCH_DURATION seconds to its chat with
// client@demo.pt (POST /api/chat/message through the gateway) while client@demo.pt's socket times each push.
// Prints push latency p50/p99/max (POST sent → message frame received), sockets held, memory per idle socket (the
// API process's RSS after the sockets minus before, divided by their number; the gateway's too, for information)
// and whether each target is met; writes bench-results/chat.json at the repo root. BENCH_SOCKETS, BENCH_RATE and
// BENCH_DURATION tune it; BENCH_DATABASE_URL=postgres://… runs the API on a temporary database of that server
// (the production shape) instead of PGlite.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort, login, repoRoot, rssOf, start, stop, waitFor } from './servers';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const TARGETS = { sockets: 1000, p99Ms: 100, rate: 50, bytesPerSocket: 50 * 1024 };
/** Demo users the idle sockets sign in as (many tabs each); none of them is in the measured chat. */
const IDLE_USERS = [
  'affiliate@demo.pt',
  'finance@demo.pt',
  'support@demo.pt',
  'content@demo.pt',
  'gestao@demo.pt',
  'reservas@demo.pt',
  'conteudos@demo.pt',
  'partner2@demo.pt',
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The process's RSS once it stops moving (three samples a second apart within 1 MB, at most 30 s): GC noise out. */
async function settledRss(pid: number | undefined): Promise<number | null> {
  const samples: number[] = [];
  for (let i = 0; i < 30; i++) {
    const rss = await rssOf(pid);
    if (rss === null) return null;
    samples.push(rss);
    const last = samples.slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) < 2 ** 20) return Math.min(...last);
    await sleep(1000);
  }
  return Math.min(...samples.slice(-3));
}

/** BENCH_DATABASE_URL (a PostgreSQL server): a temporary database on it for this run, dropped at the end. */
async function temporaryDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mp_chat_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** An authenticated socket; `onEvent` sees every server event after `ready`. */
function openSocket(
  wsUrl: string,
  token: string,
  onEvent?: (event: Record<string, unknown>, at: number) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    const timer = setTimeout(() => reject(new Error('socket not ready after 30 s')), 30_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (raw) => {
      const at = performance.now();
      const event = JSON.parse(String(raw)) as Record<string, unknown>;
      if (event.type === 'ready') {
        clearTimeout(timer);
        resolve(socket);
      } else onEvent?.(event, at);
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mp-chat-bench-'));
  const apiPort = await freePort();
  const gatewayPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const base = `http://127.0.0.1:${gatewayPort}`;
  const wsUrl = `ws://127.0.0.1:${gatewayPort}/api/ws`;
  const database = process.env.BENCH_DATABASE_URL ? await temporaryDatabase(process.env.BENCH_DATABASE_URL) : null;
  let api: ReturnType<typeof start> | null = null;
  let gateway: ReturnType<typeof start> | null = null;
  const sockets: WebSocket[] = [];
  const onSignal = () => void Promise.all([stop(api), stop(gateway)]).finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    // BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/chat-prof" shows where the API spends its time.
    const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
    console.log(
      `starting API on ${apiUrl} (seeding ${database ? `a temporary PostgreSQL database ${new URL(database.url).pathname.slice(1)}` : `a temporary PGlite in ${dataDir}`})…`,
    );
    api = start(
      'api',
      'src/server.ts',
      {
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        REDIS_URL: '',
        SEED: 'auto',
        // Development mode: production refuses to start without a real database, mail and payment settings; the chat
        // path (routes, sockets, fan-out) is the same in both.
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '1000000',
        CHAT_MESSAGES_PER_MINUTE: '1000000',
        // The idle sockets are many tabs of a few demo users, far past the per-user cap a real visitor meets.
        CHAT_MAX_SOCKETS_PER_USER: '10000',
      },
      nodeArgs,
    );
    await waitFor(`${apiUrl}/api/ready`, api, 240_000);
    console.log(`starting gateway on ${base}…`);
    gateway = start('gateway', '../api-gateway/src/server.ts', {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    await waitFor(`${base}/health`, gateway, 60_000);

    const partner = await login(base, 'partner@demo.pt');
    const client = await login(base, 'client@demo.pt');
    const list = (await (
      await fetch(`${base}/api/chat/list`, { headers: { authorization: `Bearer ${client.token}` } })
    ).json()) as {
      content: { id: number; participant: { id: number } }[];
    };
    const chatId = list.content.find((c) => c.participant.id === partner.id)?.id;
    if (!chatId) throw new Error('the demo chat between client@demo.pt and partner@demo.pt is missing');
    const idle = await Promise.all(IDLE_USERS.map((email) => login(base, email)));

    // Warm-up (code paths compiled, pools filled), then the baseline once memory has settled.
    const warm = await Promise.all(
      Array.from({ length: 20 }, (_, k) => openSocket(wsUrl, idle[k % idle.length]!.token)),
    );
    for (const s of warm) s.close();
    await sleep(1000);
    const apiBefore = await settledRss(api.pid);
    const gatewayBefore = await settledRss(gateway.pid);
    // Idle sockets, opened 50 at a time.
    const opened = performance.now();
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = Array.from({ length: Math.min(50, SOCKETS - i) }, (_, k) =>
        openSocket(wsUrl, idle[(i + k) % idle.length]!.token),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    console.log(
      `${sockets.length} idle sockets open in ${round((performance.now() - opened) / 1000)} s; letting memory settle…`,
    );
    const apiAfter = await settledRss(api.pid);
    const gatewayAfter = await settledRss(gateway.pid);

    // The measured pair: the client's socket times each message the partner posts.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    /** When (seconds into the posting) each push over 100 ms was sent: a burst points at a pause, not a steady cost. */
    const slow: { at_s: number; ms: number }[] = [];
    let postingStart = 0;
    // When the server pings (every CHAT_PING_INTERVAL_MS it pings every socket at once), seen on one idle socket.
    const pings: number[] = [];
    sockets[0]?.on('ping', () => pings.push(performance.now()));
    const receiver = await openSocket(wsUrl, client.token, (event, at) => {
      if (event.type !== 'message' || event.chat_id !== chatId) return;
      const body = (event.message as { body: string }).body;
      const t0 = sentAt.get(body);
      if (t0 === undefined) return;
      latencies.push(at - t0);
      if (at - t0 > TARGETS.p99Ms) slow.push({ at_s: round((t0 - postingStart) / 1000, 2), ms: round(at - t0) });
      sentAt.delete(body);
    });
    sockets.push(receiver);
    const total = RATE * DURATION;
    let failed = 0;
    console.log(
      `posting ${RATE} messages/s for ${DURATION} s (${total} messages) with ${sockets.length} sockets held…`,
    );
    const posts: Promise<void>[] = [];
    const t0 = performance.now();
    postingStart = t0;
    for (let n = 0; n < total; n++) {
      const due = t0 + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const body = `bench ${n} ${Date.now()}`;
      sentAt.set(body, performance.now());
      posts.push(
        fetch(`${base}/api/chat/message`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${partner.token}`,
          },
          body: JSON.stringify({ chat_id: chatId, message: body }),
        })
          .then(async (res) => {
            if (!res.ok) failed += 1;
            await res.arrayBuffer();
          })
          .catch(() => void (failed += 1)),
      );
    }
    const achievedRate = total / ((performance.now() - t0) / 1000);
    await Promise.all(posts);
    await sleep(2000);
    const held = sockets.filter((s) => s.readyState === WebSocket.OPEN).length - 1;

    const sorted = [...latencies].sort((a, b) => a - b);
    const perSocket = apiBefore !== null && apiAfter !== null ? (apiAfter - apiBefore) / Math.max(1, SOCKETS) : null;
    const gatewayPerSocket =
      gatewayBefore !== null && gatewayAfter !== null ? (gatewayAfter - gatewayBefore) / Math.max(1, SOCKETS) : null;
    const result = {
      database: database ? 'postgresql' : 'pglite',
      machine: { cores: cpus().length, load_average: loadavg().map((l) => round(l, 2)) },
      sockets: { requested: SOCKETS, held },
      messages: {
        rate_requested: RATE,
        rate_achieved: round(achievedRate),
        sent: total,
        delivered: latencies.length,
        failed_posts: failed,
      },
      push_latency_ms: {
        p50: round(percentile(sorted, 50)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? NaN),
      },
      over_target: slow,
      memory: {
        api_rss_before_mb: apiBefore && round(apiBefore / 2 ** 20),
        api_rss_after_mb: apiAfter && round(apiAfter / 2 ** 20),
        api_bytes_per_idle_socket: perSocket && Math.round(perSocket),
        gateway_bytes_per_idle_socket: gatewayPerSocket && Math.round(gatewayPerSocket),
      },
    };
    const met = {
      sockets: held >= TARGETS.sockets,
      p99:
        result.push_latency_ms.p99 <= TARGETS.p99Ms &&
        latencies.length === total &&
        achievedRate >= TARGETS.rate * 0.95,
      memory: perSocket !== null && perSocket <= TARGETS.bytesPerSocket,
    };
    const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log('');
    console.log(`database:                ${result.database}`);
    console.log(`sockets held:            ${held} of ${SOCKETS} (target ${TARGETS.sockets}: ${mark(met.sockets)})`);
    console.log(
      `messages:                ${latencies.length}/${total} delivered, ${failed} failed posts, ${result.messages.rate_achieved} msg/s sent`,
    );
    console.log(
      `push latency:            p50 ${result.push_latency_ms.p50} ms, p99 ${result.push_latency_ms.p99} ms, max ${result.push_latency_ms.max} ms (target p99 ≤ ${TARGETS.p99Ms} ms at ${TARGETS.rate} msg/s: ${mark(met.p99)})`,
    );
    if (slow.length > 0) {
      const spans = slow.map((x) => x.at_s);
      console.log(
        `pushes over ${TARGETS.p99Ms} ms:      ${slow.length}, sent between ${Math.min(...spans)} s and ${Math.max(...spans)} s into the run`,
      );
      console.log(
        `server pings seen at:    ${pings.map((p) => `${round((p - postingStart) / 1000, 2)} s`).join(', ') || 'none during the run'}`,
      );
    }
    console.log(
      `memory per idle socket:  API ${perSocket === null ? 'n/a' : `${round(perSocket / 1024)} KB`} (RSS ${result.memory.api_rss_before_mb} → ${result.memory.api_rss_after_mb} MB; target ≤ 50 KB: ${mark(met.memory)}), gateway ${gatewayPerSocket === null ? 'n/a' : `${round(gatewayPerSocket / 1024)} KB`}`,
    );
    console.log(
      `load average now:        ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${cpus().length} cores (a loaded machine inflates latency)`,
    );
    const outDir = path.join(repoRoot, 'bench-results');
    await mkdir(outDir, { recursive: true });
    await writeFile(
      path.join(outDir, 'chat.json'),
      `${JSON.stringify({ ...result, targets: TARGETS, met }, null, 2)}\n`,
    );
    console.log(`written to ${path.relative(process.cwd(), path.join(outDir, 'chat.json'))}`);
  } finally {
    for (const s of sockets) s.terminate();
    await Promise.all([stop(api), stop(gateway)]);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop().catch((err: unknown) => console.error('could not drop the temporary database', err));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
