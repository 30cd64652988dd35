// The start-up work budget's files and shapes (ADR 042): tests/start-up-work.spec.ts measures each budgeted page before
// the journeys and writes MEASURED_FILE; tests/start-up-budget.spec.ts judges it against BUDGET_FILE.
import { join } from 'node:path';
import { repoRoot } from './stack';

export const BUDGET_FILE = join(repoRoot, 'e2e', 'start-up-budget.json');
/** This run's figures (Playwright empties test-results at the start of every run). */
export const MEASURED_FILE = join(repoRoot, 'e2e', 'test-results', 'start-up-work.json');

export interface StartUpWork {
  reactCommits: number;
  modulesEvaluated: number;
  functionCalls: number;
  codeRunKb: number;
}
export type Metric = keyof StartUpWork;

export interface BudgetFile {
  note: string;
  /** Allowed growth per metric over a page's recorded figure: `max(absolute, ratio × recorded)`. */
  slack: Record<Metric, { absolute: number; ratio: number }>;
  pages: Record<string, StartUpWork>;
}

/** What one run measured: each page's least figures, and the pages whose loads started CSS transitions. */
export interface Measured {
  pages: Record<string, StartUpWork>;
  transitions: string[];
}
