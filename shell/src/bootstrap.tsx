// Shell start-up, in stages that each run in a task of their own (ADR 008): one start-up task used to
// evaluate every shared library, the stores, the chrome and React at once, a long task on a slow phone.
// The stages are in this chunk (webpackMode "eager"), so every shared module they need is fetched up
// front, in parallel, as before; only their evaluation is spread out.
import { installChunkReloadGuard } from './chunk-error/reload-guard';
import { nextTask } from './start/next-task';

async function start(): Promise<void> {
  installChunkReloadGuard();
  // Not in the task that evaluated the shared libraries' file.
  await nextTask();
  // 1. Stores, i18n, routes and the page's remote (its files start downloading at once).
  const { startState } = await import(/* webpackMode: "eager" */ './start/state');
  startState();
  // An arrival through an affiliate's link is counted and remembered (issue 13 §11).
  void import('./start/referral').then((m) => m.captureReferral());
  await nextTask();
  // 2. React and the chrome modules are evaluated…
  const { startChrome } = await import(/* webpackMode: "eager" */ './start/chrome');
  await nextTask();
  // 3. …and the chrome renders.
  startChrome();
}

export const started = start();
