// `pnpm bench:startup`: how much work a page's start-up costs and where it goes, to find what to cut (ADR 008, ADR
// 042). For each page of a running site it loads the page cold in Debian's Chromium on a phone viewport and prints
// figures only, never asserts:
//   1. main-thread busy time per load at full speed: the sum of the renderer main thread's top-level tasks (their
//      thread time), from a DevTools trace, from the HTML's parse until the page is settled (network idle + 500 ms),
//      median of BENCH_RUNS loads. With BENCH_BASE_URL set, each page is loaded on BASE_URL and on BENCH_BASE_URL in turn
//      (alternating, same browser), and both figures and their ratio are printed: two builds side by side in one
//      run (start each with `node --import tsx bench/serve-stack.ts` in its own checkout);
//   2. without BENCH_BASE_URL, also the long tasks with the CPU slowed down like Lighthouse's (4×), each with what
//      ran in it (script evaluations, microtasks, layout, paint…), and the functions that took the most time over
//      BENCH_RUNS loads at full speed (inclusive, from the V8 sampling profiler), with their file.
// A page that needs a role is opened signed in as that role's demo account (the session the shell reads from
// localStorage), its files still a first load.
//
//   BASE_URL       site to profile (default http://localhost:8080; start it with `npm start`)
//   BENCH_BASE_URL a second site (e.g. main's build) measured beside BASE_URL, page by page
//   CHROME_PATH    browser (default /usr/bin/chromium)
//   BENCH_PAGES    comma-separated paths (default /); `all`: the storefront pages and every signed-in home
//   BENCH_RUNS     loads per page and site (default 5)
//   BENCH_PASSWORD the demo accounts' password (default the README's)
//   BENCH_BLOCK    a regular expression: requests whose URL matches it fail, to see what a page costs without a
//                  script (e.g. `mf-catalogue` leaves the shell's share of the home; `/shell/main` the HTML's own)
//   CPU_SLOWDOWN   CPU throttling for the long-task trace (default 4, as Lighthouse mobile)
//   LONG_TASK_MS   shortest task listed (default 30 ms at that slowdown)
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { matchRoute } from '@mp/shared/routes';
import { CHROMIUM_ARGS } from '../support/chromium';

let baseUrl = process.env.BASE_URL ?? 'http://localhost:8080';
const otherBaseUrl = process.env.BENCH_BASE_URL;
/** The storefront's page kinds and the signed-in homes the start-up targets name (customer, partner, staff). */
const ALL_PAGES = [
  '/',
  '/experiences',
  '/guincho-surf-lesson',
  '/cart',
  '/user-panel/bookings',
  '/dashboard',
  '/super-admin/dashboard',
];
const pages = (process.env.BENCH_PAGES === 'all' ? ALL_PAGES.join(',') : (process.env.BENCH_PAGES ?? '/'))
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);

const DEMO_ACCOUNT: Record<string, string> = {
  CLIENT: 'client@demo.pt',
  SUPPLIER: 'partner@demo.pt',
  AFFILIATE: 'affiliate@demo.pt',
  SUPER: 'admin@demo.pt',
};

/** The stored session (`mp.auth.user`) of the demo account a page is opened as, or null for a public page. */
async function sessionFor(site: string, path: string): Promise<string | null> {
  const access = matchRoute(path)?.route.access;
  const email = !access || access === 'public' ? null : DEMO_ACCOUNT[access[0] ?? ''];
  if (!email) return null;
  const res = await fetch(new URL('/api/login', site), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: process.env.BENCH_PASSWORD ?? 'Demo1234!' }),
  });
  if (!res.ok) throw new Error(`signing in as ${email} on ${site}: HTTP ${res.status}`);
  return JSON.stringify(((await res.json()) as { content: unknown }).content);
}

/** Stores `session` for the site's origin before any of its scripts run (or clears it). */
async function withSession(page: Page, session: string | null): Promise<void> {
  await page.addInitScript(
    ([value, origin]) => {
      if (window.location.origin !== origin) return;
      if (value) window.localStorage.setItem('mp.auth.user', value);
      else window.localStorage.removeItem('mp.auth.user');
    },
    [session, new URL(baseUrl).origin] as const,
  );
}
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const slowdown = Math.max(1, Number(process.env.CPU_SLOWDOWN ?? 4) || 4);
const longTaskMs = Number(process.env.LONG_TASK_MS ?? 30);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, when the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

const short = (url: unknown) =>
  String(url ?? '')
    .replace(baseUrl, '')
    .replace(/\/remotes\/([^/]+)\/[^/]+\//, '/remotes/$1/');

/** A cold load of `path` with the cache off (the first visit a benchmark measures). */
async function coldLoad(context: BrowserContext, path: string, setUp: (page: Page) => Promise<void>): Promise<Page> {
  const page = await context.newPage();
  await withSession(page, sessions.get(`${baseUrl} ${path}`) ?? null);
  if (process.env.BENCH_BLOCK) await page.route(new RegExp(process.env.BENCH_BLOCK), (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await setUp(page);
  await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  return page;
}

async function longTasks(context: BrowserContext, path: string): Promise<void> {
  const browser = context.browser()!;
  let throttle: (rate: number) => Promise<unknown> = async () => undefined;
  const page = await coldLoad(context, path, async (p) => {
    const cdp = await context.newCDPSession(p);
    throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await throttle(slowdown);
    await browser.startTracing(p, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
  });
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await throttle(1);
  await page.close();
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(baseUrl));
  if (!parse) return void console.log('  (no trace of the page found)');
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && (e.dur ?? 0) > 0);
  const t0 = Math.min(...main.filter((e) => e.name === 'ParseHTML').map((e) => e.ts));
  const tasks = main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 >= longTaskMs && e.ts >= t0 - 200_000);
  console.log(`  long tasks ≥ ${longTaskMs} ms at ${slowdown}× CPU (ms from the HTML parse):`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const e of main) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || (e.dur ?? 0) < 500) continue;
      let label = e.name;
      if (e.name === 'EvaluateScript' || e.name === 'v8.compile') label += ` ${short(e.args?.data?.url)}`;
      else if (e.name === 'FunctionCall')
        label += ` ${String(e.args?.data?.functionName ?? '') || '(anon)'}@${short(e.args?.data?.url)}`;
      else if (
        ![
          'RunMicrotasks',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'PaintImage',
          'ParseHTML',
          'MinorGC',
          'MajorGC',
          'TimerFire',
          'EventDispatch',
        ].includes(e.name)
      )
        continue;
      parts.set(label, (parts.get(label) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const top = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(' · ');
    console.log(
      `    @${((task.ts - t0) / 1000).toFixed(0).padStart(5)}  ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${top}`,
    );
  }
  const total = tasks.reduce((sum, t) => sum + Math.max(0, (t.dur ?? 0) / 1000 - 50), 0);
  console.log(
    `  ${tasks.length} tasks; time over 50 ms summed: ${total.toFixed(0)} ms (a rough, unsimulated blocking time)`,
  );
}

/**
 * Main-thread busy ms of one cold load at full speed: the renderer main thread's top-level tasks, from the first task
 * of the page's HTML parse until the page is settled. Each task counts its thread (CPU) time, which on an idle
 * machine is its duration and on a busy one leaves out the time the thread waited for a core (other processes of
 * the machine make wall-clock durations swing by ±50%); its wall-clock duration where the trace has no thread time.
 */
async function busyTime(context: BrowserContext, path: string): Promise<number> {
  const browser = context.browser()!;
  const page = await coldLoad(context, path, async (p) => {
    const cdp = await context.newCDPSession(p);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await browser.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  });
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await page.close();
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(baseUrl));
  if (!parse) throw new Error(`no trace of ${path} found`);
  const tasks = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.name === 'RunTask')
    .filter((e) => e.ts + (e.dur ?? 0) >= parse.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let busy = 0;
  let until = -Infinity;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // A task nested in another (a task run inside a task) is already counted by its parent.
    if (end <= until) continue;
    busy += task.tdur ?? task.dur ?? 0;
    until = end;
  }
  return busy / 1000;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Sessions per site and page, signed in once per run. */
const sessions = new Map<string, string | null>();

/** Runs `fn` with `site` as the site measured (coldLoad and the traces read `baseUrl`). */
async function onSite<T>(site: string, fn: () => Promise<T>): Promise<T> {
  const previous = baseUrl;
  baseUrl = site;
  try {
    return await fn();
  } finally {
    baseUrl = previous;
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; columnNumber: number };
  children?: number[];
}

async function hotFunctions(context: BrowserContext, path: string): Promise<void> {
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (let run = 0; run < runs; run++) {
    let stop: () => Promise<{
      profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };
    }> = async () => {
      throw new Error('profiler not started');
    };
    const page = await coldLoad(context, path, async (p) => {
      const cdp = await context.newCDPSession(p);
      // A page of the same site may share the renderer that the long-task pass slowed down.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      stop = () => cdp.send('Profiler.stop');
    });
    const { profile } = await stop();
    await page.close();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    const label = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url) || '(native)'}:${n.callFrame.columnNumber}`;
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      const ms = (deltas[i + 1] ?? 0) / 1000;
      if (byId.get(id)?.callFrame.functionName === '(idle)') return;
      busy += ms;
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const node = byId.get(n);
        if (!node || node.callFrame.functionName === '(root)') continue;
        const key = label(node);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
      }
    });
  }
  console.log(
    `  main-thread busy time at full speed: ${(busy / runs).toFixed(0)} ms per load (mean of ${runs}); top functions, inclusive ms:`,
  );
  for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`    ${(ms / runs).toFixed(1).padStart(6)}  ${key}`);
}

async function main(): Promise<void> {
  const probe = await fetch(new URL('/health', baseUrl)).catch((error: unknown) => error as Error);
  if (probe instanceof Error || !probe.ok) {
    console.error(`bench:startup: no site at ${baseUrl}; start it with \`npm start\` or set BASE_URL`);
    process.exit(1);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      deviceScaleFactor: 1.75,
    });
    const sites = otherBaseUrl ? [baseUrl, otherBaseUrl] : [baseUrl];
    const table: { path: string; busy: number[] }[] = [];
    for (const path of pages) {
      console.log(`\n${path}`);
      for (const site of sites) {
        sessions.set(`${site} ${path}`, await sessionFor(site, path));
        // One unmeasured load warms the gateway's compressed-file cache, as in production.
        await onSite(site, async () => (await coldLoad(context, path, async () => undefined)).close());
      }
      const samples = sites.map(() => [] as number[]);
      for (let run = 0; run < runs; run++)
        for (const [i, site] of sites.entries()) samples[i]!.push(await onSite(site, () => busyTime(context, path)));
      const busy = samples.map(median);
      table.push({ path, busy });
      sites.forEach((site, i) =>
        console.log(
          `  main-thread busy per load at full speed, ${site}: ${busy[i]!.toFixed(0)} ms (median of ${runs}: ${samples[i]!.map((v) => v.toFixed(0)).join(', ')})`,
        ),
      );
      if (!otherBaseUrl) {
        await longTasks(context, path);
        await hotFunctions(context, path);
      }
    }
    if (otherBaseUrl) {
      console.log(`\nmain-thread busy ms per load at full speed, median of ${runs} (alternating loads, one browser)`);
      console.log(`| page | ${otherBaseUrl} | ${baseUrl} | ratio |`);
      console.log('| --- | --- | --- | --- |');
      for (const { path, busy } of table)
        console.log(
          `| \`${path}\` | ${busy[1]!.toFixed(0)} | ${busy[0]!.toFixed(0)} | ${(busy[0]! / busy[1]!).toFixed(2)} |`,
        );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
