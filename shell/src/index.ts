// Async boundary: the shared singletons (react, @mp/shared, …) are negotiated with the remotes
// before any of them is evaluated. Nothing shared may be imported statically here.
import { nextTask } from './start/next-task';

function showServerError(): void {
  // Nothing shared could load (no React, no i18n): spec §8 'Internal Server Error' in plain DOM.
  const pt = /^\/pt(\/|$)/.test(window.location.pathname);
  const main = document.createElement('main');
  const h1 = document.createElement('h1');
  h1.textContent = pt ? 'Erro interno do servidor' : 'Internal Server Error';
  main.appendChild(h1);
  document.getElementById('app')?.replaceChildren(main);
  document.title = h1.textContent;
}

// In a task of its own, not the one that evaluated the federation runtime (ADR 008).
nextTask()
  // Named: the gateway preloads it with a signed-in page's HTML (preload-chunks.json, ADR 026).
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then((bootstrap) => bootstrap.started)
  .catch(async (error: unknown) => {
    console.error('[mp] shell failed to start', error);
    try {
      // A stale chunk after a deploy: one guarded reload usually fixes it (spec §4).
      const { reloadOnChunkError } = await import('./chunk-error/reload-guard');
      if (reloadOnChunkError(error)) return;
    } catch {
      // The guard itself could not load; fall through to the error screen.
    }
    showServerError();
  });
