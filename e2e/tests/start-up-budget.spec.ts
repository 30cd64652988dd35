// The start-up work budget (ADR 042): the figures start-up-work.spec.ts measured before the journeys, judged against
// e2e/start-up-budget.json. A page may not exceed its recorded figure by more than the slack, and with reduced motion
// (as the journeys run) no page starts a CSS transition: React dispatches each transition's events through the tree.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { BUDGET_FILE, MEASURED_FILE, type BudgetFile, type Measured, type Metric } from '../support/start-up-work';

test('start-up work of each budgeted page stays within its recorded budget', () => {
  expect(existsSync(MEASURED_FILE), 'start-up-work.spec.ts measured this run').toBe(true);
  const { pages, transitions } = JSON.parse(readFileSync(MEASURED_FILE, 'utf8')) as Measured;
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as BudgetFile;
  const over: string[] = [];
  for (const [path, work] of Object.entries(pages)) {
    const recorded = budget.pages[path];
    if (!recorded) {
      over.push(`${path}: no recorded budget`);
      continue;
    }
    for (const metric of Object.keys(budget.slack) as Metric[]) {
      const { absolute, ratio } = budget.slack[metric];
      const limit = recorded[metric] + Math.max(absolute, Math.round(ratio * recorded[metric]));
      if (work[metric] > limit)
        over.push(`${path}: ${metric} ${work[metric]}, budget ${recorded[metric]} (limit ${limit})`);
    }
  }
  expect(
    over,
    `pages over their start-up work budget: ${over.join('; ')} (record a new budget on purpose with UPDATE_START_UP_BUDGET=1)`,
  ).toEqual([]);
  expect(transitions, `CSS transitions started with reduced motion: ${transitions.join('; ')}`).toEqual([]);
});
