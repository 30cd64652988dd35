// `pnpm bench:startup`: where a page's start-up time goes, to find what to cut when `pnpm bench:web` shows total
// blocking time (ADR 008). For each page of a running site it loads the page cold in Debian's Chromium on a phone
// viewport and prints figures only, never asserts:
//   1. the long tasks with the CPU slowed down like Lighthouse's (4×), each with what ran in it (script
//      evaluations, microtasks, layout, paint…), from a DevTools trace;
//   2. the functions that took the most time over BENCH_RUNS loads at full speed (inclusive, from the V8
//      sampling profiler), with their file, so a library, the federation runtime or a screen can be named.
//
//   BASE_URL       site to profile (default http://localhost:8080; start it with `npm start`)
//   CHROME_PATH    browser (default /usr/bin/chromium)
//   BENCH_PAGES    comma-separated paths (default /)
//   BENCH_RUNS     profiled loads per page (default 5)
//   CPU_SLOWDOWN   CPU throttling for the long-task trace (default 4, as Lighthouse mobile)
//   LONG_TASK_MS   shortest task listed (default 30 ms at that slowdown)
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../support/chromium';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:8080';
const pages = (process.env.BENCH_PAGES ?? '/')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const slowdown = Math.max(1, Number(process.env.CPU_SLOWDOWN ?? 4) || 4);
const longTaskMs = Number(process.env.LONG_TASK_MS ?? 30);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
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
    for (const path of pages) {
      console.log(`\n${path}`);
      // One unmeasured load warms the gateway's compressed-file cache, as in production.
      await (await coldLoad(context, path, async () => undefined)).close();
      await longTasks(context, path);
      await hotFunctions(context, path);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
