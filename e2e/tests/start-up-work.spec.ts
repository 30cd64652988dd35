// Start-up work budget, beside the first-load JS budget (js-budget.spec.ts), so a page's start-up grows only on
// purpose (ADR 042). Timings depend on the machine; these counts do not: for each budgeted page, from the first byte
// until the page is settled (network idle),
//   - reactCommits: React commits of every root (a DevTools hook stub counts onCommitFiberRoot),
//   - modulesEvaluated: webpack module factories run, in the shell and in the remotes (V8's precise coverage: a
//     factory is the function webpack names by its module id; a production build concatenates a package's modules,
//     so this moves only when a new package or chunk is evaluated),
//   - functionCalls: calls of the site's JavaScript functions (the same coverage, counting calls): rendering,
//     effects and module evaluation all show here, and a machine twice as fast makes the same calls,
//   - codeRunKb: the source size of the site's functions that ran at least once (a module evaluated at start-up
//     that need not be shows here even when it calls nothing new).
// Each page is loaded LOADS times and each figure is its least: answers arriving between renders on a busy machine only
// ever add commits and calls, so the least of a few loads is the work the page itself does (one load on a loaded
// 2-core machine counted twice the commits of the back office's dashboard). A page may not exceed its recorded figure
// by more than the slack (a few commits and modules move with the order in which answers arrive). This test measures,
// in its own project before the journeys add bookings to the demo accounts (a signed-in page's calls grow with the rows
// it draws); start-up-budget.spec.ts judges the figures among the journeys, so a page over budget does not keep them
// from running. A change that adds start-up work on purpose records the new figures with
// `UPDATE_START_UP_BUDGET=1 pnpm --filter @mp/e2e exec playwright test tests/start-up-work.spec.ts` and commits them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BUDGETED_PAGES } from '../support/js-size';
import {
  BUDGET_FILE,
  MEASURED_FILE,
  type BudgetFile,
  type Measured,
  type Metric,
  type StartUpWork,
} from '../support/start-up-work';

/** Loads per page; each figure is the least of them. */
const LOADS = 3;

const SLACK: BudgetFile['slack'] = {
  // Measured over repeated runs on one machine: a signed-in page's commits move by one or two with the order in which
  // its answers arrive, its calls by up to ~3% and its code run by ~3 KB; the modules evaluated do not move. Calls and
  // commits get more room: a machine twice as slow sees more answers arrive between renders, and the guard must hold
  // there too. Code run and modules evaluated are what a module added at start-up moves (ADR 042).
  reactCommits: { absolute: 3, ratio: 0.15 },
  modulesEvaluated: { absolute: 2, ratio: 0 },
  functionCalls: { absolute: 1000, ratio: 0.15 },
  codeRunKb: { absolute: 20, ratio: 0.02 },
};

/**
 * Installed before any script of the page: what React DOM looks for to report its commits to DevTools, and a count of
 * the CSS transitions that start (the journeys run with reduced motion, where the site has none: React dispatches each
 * transition's events through the tree).
 */
function countReactCommits(): void {
  const counter = { commits: 0, transitions: 0 };
  document.addEventListener('transitionrun', () => void counter.transitions++, true);
  (window as unknown as { __mpStartUp: typeof counter }).__mpStartUp = counter;
  let renderers = 0;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => ++renderers,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: () => void counter.commits++,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
  };
}

async function measure(page: Page, path: string, origin: string): Promise<StartUpWork & { transitions: number }> {
  await page.addInitScript(countReactCommits);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('h1').first()).toBeVisible();
  const { commits: reactCommits, transitions } = await page.evaluate(
    () => (window as unknown as { __mpStartUp: { commits: number; transitions: number } }).__mpStartUp,
  );
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  await cdp.send('Profiler.stopPreciseCoverage');
  let modulesEvaluated = 0;
  let functionCalls = 0;
  let codeRun = 0;
  for (const script of result.filter((s) => s.url.startsWith(origin))) {
    for (const fn of script.functions) {
      // The first range is the whole function, with its call count.
      const whole = fn.ranges[0];
      if (!whole || whole.count === 0) continue;
      functionCalls += whole.count;
      codeRun += whole.endOffset - whole.startOffset;
      // Production builds name a module's factory by its numeric id (`1234(e,t,n){…}` in the chunk's table).
      if (/^\d+$/.test(fn.functionName)) modulesEvaluated++;
    }
  }
  return { reactCommits, modulesEvaluated, functionCalls, codeRunKb: Math.round(codeRun / 1024), transitions };
}

test('start-up work of each budgeted page, measured on the demo data alone', async ({ openContext, baseURL }) => {
  test.setTimeout(60_000 * LOADS);
  const origin = new URL(baseURL!).origin;
  const measured: Record<string, StartUpWork> = {};
  const transitions: string[] = [];
  for (const { path, role } of BUDGETED_PAGES) {
    for (let load = 0; load < LOADS; load++) {
      // A fresh context each time: an empty HTTP cache, as on a first visit.
      const context = await openContext(role);
      const { transitions: started, ...work } = await measure(await context.newPage(), path, origin);
      await context.close();
      if (started > 0) transitions.push(`${path}: ${started}`);
      const least = measured[path];
      measured[path] = least
        ? (Object.fromEntries(
            (Object.keys(work) as Metric[]).map((m) => [m, Math.min(least[m], work[m])]),
          ) as unknown as StartUpWork)
        : work;
    }
  }
  console.log(`start-up work: ${JSON.stringify(measured)}`);
  // Judged by start-up-budget.spec.ts among the journeys: a page over its budget fails that test, and the journeys
  // (which wait for this measure) still run.
  mkdirSync(dirname(MEASURED_FILE), { recursive: true });
  writeFileSync(MEASURED_FILE, JSON.stringify({ pages: measured, transitions } satisfies Measured));

  if (process.env.UPDATE_START_UP_BUDGET === '1') {
    const file: BudgetFile = {
      note: 'Start-up work per page until the network is idle, recorded by tests/start-up-work.spec.ts with UPDATE_START_UP_BUDGET=1 (ADR 042). CI fails when a page exceeds a figure by more than its slack.',
      slack: SLACK,
      pages: measured,
    };
    writeFileSync(BUDGET_FILE, `${JSON.stringify(file, null, 2)}\n`);
  }
  expect(Object.keys(measured)).toEqual(BUDGETED_PAGES.map((p) => p.path));
});
