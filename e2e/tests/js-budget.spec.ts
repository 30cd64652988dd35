// First-load JS budget, so a page grows only on purpose: each budgeted page's scripts, gzipped, may not grow by more
// than 5 KB over the figure recorded in `js-budget.json`. A change that adds weight on purpose records the new
// figures with `UPDATE_JS_BUDGET=1 pnpm --filter @mp/e2e exec playwright test tests/js-budget.spec.ts` and commits
// the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { BUDGETED_PAGES, BUDGET_SLACK_KB, gzipKb } from '../support/js-size';
import { repoRoot } from '../support/stack';

const BUDGET_FILE = join(repoRoot, 'e2e', 'js-budget.json');

interface BudgetFile {
  note: string;
  slackKb: number;
  pages: Record<string, number>;
}

test('first-load JS of each budgeted page stays within its recorded budget', async ({ openContext }) => {
  test.setTimeout(120_000);
  const measured: Record<string, number> = {};
  for (const { path, role } of BUDGETED_PAGES) {
    // A fresh context each time: an empty HTTP cache, as on a first visit.
    const context = await openContext(role);
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || response.status() >= 400) return;
      sizes.push(response.body().then(gzipKb, () => 0));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('h1').first()).toBeVisible();
    measured[path] = Math.round((await Promise.all(sizes)).reduce((a, b) => a + b, 0) * 10) / 10;
    await context.close();
  }
  console.log(`first-load JS (KB gzip): ${JSON.stringify(measured)}`);

  if (process.env.UPDATE_JS_BUDGET === '1') {
    const file: BudgetFile = {
      note: 'First-load JS per page in KB gzip (level 6), recorded by tests/js-budget.spec.ts with UPDATE_JS_BUDGET=1. CI fails when a page grows by more than slackKb.',
      slackKb: BUDGET_SLACK_KB,
      pages: measured,
    };
    writeFileSync(BUDGET_FILE, `${JSON.stringify(file, null, 2)}\n`);
    return;
  }
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as BudgetFile;
  const over = Object.entries(measured)
    .map(([path, kb]) => ({ path, kb, budget: budget.pages[path] }))
    .filter(({ kb, budget: recorded }) => recorded === undefined || kb > recorded + budget.slackKb)
    .map(({ path, kb, budget: recorded }) =>
      recorded === undefined
        ? `${path}: ${kb} KB has no recorded budget`
        : `${path}: ${kb} KB gzip, budget ${recorded} KB + ${budget.slackKb} KB`,
    );
  expect(
    over,
    'pages over their first-load JS budget (record a new budget on purpose with UPDATE_JS_BUDGET=1)',
  ).toEqual([]);
});
