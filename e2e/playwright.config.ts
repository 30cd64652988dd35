// Playwright journeys through the gateway with Debian's Chromium (Playwright cannot download browsers here).
// The global setup starts a private stack (API on a fresh PGlite, gateway with its own deploy folder) on free
// ports, so the journeys run while a developer's stack holds 8080/3000.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

/** The journeys that edit the site's shared content (see the projects below). */
const SITE_CONTENT = /back-office-website\.spec\.ts/;
/** The start-up work budget (see the projects below). */
const START_UP = /start-up-work\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A flaky journey is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    navigationTimeout: 20_000,
    actionTimeout: 10_000,
    // Tracing every action slows the suite noticeably; E2E_TRACE=1 keeps a trace of each failed test.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The site honours prefers-reduced-motion (no transitions), so axe never measures a half-faded toast.
    reducedMotion: 'reduce',
  },
  projects: [
    // Logs in through the UI once per role and stores the session for the journeys.
    { name: 'login', testMatch: /.*\.setup\.ts/ },
    // The start-up work of a signed-in page grows with the rows it draws, and the journeys add bookings to the demo
    // accounts: the budget is measured first, on the demo data alone, as it was recorded.
    { name: 'start-up', testMatch: START_UP, dependencies: ['login'] },
    {
      name: 'journeys',
      testMatch: /.*\.spec\.ts/,
      testIgnore: [SITE_CONTENT, START_UP],
      dependencies: ['login', 'start-up'],
    },
    // Journeys that change what every visitor sees (the home hero, a static page) run alone, after the others, so
    // a journey reading the storefront never meets their edit half-way (they put the demo content back at the end).
    { name: 'site-content', testMatch: SITE_CONTENT, dependencies: ['journeys'] },
  ],
});
