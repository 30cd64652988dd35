// The shell's start-up, in stages that each run in a task of their own (ADR 008, ADR 030): a slow phone can paint
// and answer input between them, and no stage is a long task that blocks the main thread for long.
import { installChunkReloadGuard } from './chunk-error/reload-guard';
import { nextTask } from './start/next-task';

async function start(): Promise<void> {
  installChunkReloadGuard();
  // Not in the task that evaluated the shared libraries' file.
  await nextTask();
  // 1. i18next, which starts loading the common strings in the page's language, and the shell's own strings beside
  // them (each language a chunk of its own; the other language loads only at a switch, docs/adr/053)…
  const { registerResources, languageLoaded } = await import(/* webpackMode: "eager" */ '@mp/shared/i18n');
  void registerResources('shell', {
    en: () => import(/* webpackChunkName: "shell-en" */ './locales/en.json'),
    pt: () => import(/* webpackChunkName: "shell-pt" */ './locales/pt.json'),
  });
  await nextTask();
  // …the stores, routes and the shell's own modules…
  const { startState } = await import(/* webpackMode: "eager" */ './start/state');
  await nextTask();
  // …then the locale, the head and the page's remote (its files start downloading at once).
  startState();
  // An arrival through an affiliate's link is counted and remembered (ADR 019).
  void import('./start/referral').then((m) => m.captureReferral());
  await nextTask();
  // 2. React DOM is evaluated…
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // …then the chrome modules…
  const { startChrome } = await import(/* webpackMode: "eager" */ './start/chrome');
  await nextTask();
  // 3. …and the chrome renders (in a transition, in 5 ms slices), in words, not keys: the strings asked for in stage 1
  // are in by now unless the network is slow.
  await languageLoaded();
  startChrome();
}

export const started = start();
