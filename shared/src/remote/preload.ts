// Pages and layouts that can start loading before React asks for them. A remote's first render otherwise waits on a
// chain: its layout's chunk, then (once the layout renders its <Outlet/>) the page's chunk, then (once the page
// renders) the page's data. createRemoteApp starts all three at mount, in parallel (ADR 026).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading the chunk (once); React.lazy then renders from the same promise. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a `preload()`: the same import, started at most once, by whichever comes first. A failed load is
 * forgotten, so a later render (the error boundary's retry) loads again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let started: Promise<{ default: T }> | null = null;
  const start = () => {
    started ??= load().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };
  return Object.assign(lazy(start), { preload: start });
}

/**
 * Starts loading a page or layout given to createRemoteApp, when it can (a lazyPage); nothing for the others.
 * Resolves when it is in, or failed (React's render of it then reports the failure).
 */
export function preloadComponent(component: unknown): Promise<void> {
  const preload = (component as { preload?: unknown } | undefined)?.preload;
  if (typeof preload !== 'function') return Promise.resolve();
  return (preload as () => Promise<unknown>)().then(
    () => undefined,
    () => undefined,
  );
}
