// The `test` every journey imports: baseURL from the stack the global setup started, a guard that fails any test
// whose pages log a broken shared singleton ("[mp] duplicate @mp/shared instance", React's "Invalid hook call"),
// and helpers to open a browser context signed in as a demo role.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Role } from './site';

export const SINGLETON_ERRORS = /\[mp\] duplicate @mp\/shared instance|Invalid hook call/;

export function stackEnv(
  name: 'E2E_BASE_URL' | 'E2E_API_URL' | 'E2E_DEPLOY_DIR' | 'E2E_AUTH_DIR' | 'E2E_LOG_DIR' | 'E2E_STACK_DIR',
): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the journeys through playwright test (the global setup sets it)`);
  return value;
}

export const authFile = (role: Role): string => join(stackEnv('E2E_AUTH_DIR'), `${role.toLowerCase()}.json`);

type ProblemSink = (problem: string) => void;

/** Reports console messages and page errors that reveal a second React or a second @mp/shared. */
export function watchSingletons(context: BrowserContext, report: ProblemSink): void {
  const attach = (page: Page) => {
    page.on('console', (msg) => {
      if (SINGLETON_ERRORS.test(msg.text())) report(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => {
      if (SINGLETON_ERRORS.test(error.message)) report(`${page.url()}: ${error.message}`);
    });
  };
  context.pages().forEach(attach);
  context.on('page', attach);
}

export interface OpenOptions {
  locale?: string;
  baseURL?: string;
}

export async function newContextAs(
  browser: Browser,
  role: Role | null | undefined,
  options: OpenOptions = {},
): Promise<BrowserContext> {
  if (role && !existsSync(authFile(role)))
    throw new Error(`no stored login for ${role}: the login setup did not run or failed`);
  return browser.newContext({
    baseURL: options.baseURL ?? stackEnv('E2E_BASE_URL'),
    ...(role ? { storageState: authFile(role) } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    // No fades: axe must never measure a toast half-way through its fade (a colour-contrast flake in CI).
    reducedMotion: 'reduce',
  });
}

/**
 * One long-lived context per role and worker (anonymous included). Pages opened in it share the HTTP cache, so
 * the immutable shell and remote files are fetched once per worker instead of once per test: the route journeys
 * open dozens of pages. Only for journeys that do not change the session (no login/logout, no cart).
 */
interface Sessions {
  context(role: Role | null): Promise<BrowserContext>;
  /** Where singleton problems of the current test go. */
  reportTo(sink: ProblemSink | null): void;
}

interface Fixtures {
  /** Opens a fresh context (anonymous, or signed in as `role` from the stored login) watched for singleton errors. */
  openContext: (role?: Role | null, options?: OpenOptions) => Promise<BrowserContext>;
  /** Opens a page in the worker's shared context of `role` (closed after the test). */
  sessionPage: (role: Role | null) => Promise<Page>;
  singletonProblems: string[];
  singletonGuard: void;
}

export const test = base.extend<Fixtures, { sessions: Sessions }>({
  // Playwright reads fixture dependencies from the destructured first parameter, so an empty one is required.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    await provide(stackEnv('E2E_BASE_URL'));
  },
  sessions: [
    async ({ browser }, provide) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      let sink: ProblemSink | null = null;
      await provide({
        context(role) {
          const key = role ?? 'anonymous';
          let context = contexts.get(key);
          if (!context) {
            context = newContextAs(browser, role).then((created) => {
              watchSingletons(created, (problem) => sink?.(problem));
              return created;
            });
            contexts.set(key, context);
          }
          return context;
        },
        reportTo(next) {
          sink = next;
        },
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern
  singletonProblems: async ({}, provide) => {
    await provide([]);
  },
  // Every page of every journey must be free of singleton errors (one React, one @mp/shared: ADR 001).
  singletonGuard: [
    async ({ singletonProblems, sessions }, provide) => {
      sessions.reportTo((problem) => singletonProblems.push(problem));
      await provide();
      sessions.reportTo(null);
      expect(singletonProblems, 'pages logged a duplicate shared instance or an invalid hook call').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, singletonProblems }, provide) => {
    watchSingletons(context, (problem) => singletonProblems.push(problem));
    await provide(context);
  },
  openContext: async ({ browser, singletonProblems }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (role, options = {}) => {
      const context = await newContextAs(browser, role, options);
      watchSingletons(context, (problem) => singletonProblems.push(problem));
      opened.push(context);
      return context;
    });
    for (const context of opened) await context.close();
  },
  sessionPage: async ({ sessions }, provide) => {
    const pages: Page[] = [];
    await provide(async (role) => {
      const page = await (await sessions.context(role)).newPage();
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.close();
  },
});

export { expect };
