// Journey 4 (ADR 001): a remote whose files are missing, answer 500, or whose code throws is contained:
// the page keeps header and footer, its region shows the translated "unavailable — retry" panel, other routes keep
// working, and once the remote is back the retry button mounts it without a reload.
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { matchRoute, routeTitle, type RouteDef } from '../support/site';
import { readRegistry, startPrivateGateway, type RunningServer } from '../support/stack';
import { expectChrome, expectFrame, titledHeading, unavailablePanel } from '../support/ui';

const cart = matchRoute('/cart')?.route as RouteDef;
const experiences = matchRoute('/experiences')?.route as RouteDef;
const CHECKOUT_FILES = '**/remotes/mf-checkout/**';

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(
    true,
  );
}

/** A remote container whose exposed app loads but rejects at mount (a build whose app throws). */
function containerThrowingAtMount(container: string): string {
  return `var ${container} = {
  init: function () { return Promise.resolve(); },
  get: function () {
    return Promise.resolve(function () {
      var app = {
        bootstrap: function () { return Promise.resolve(); },
        mount: function () { return Promise.reject(new Error('e2e: this remote throws at mount')); },
        unmount: function () { return Promise.resolve(); }
      };
      app.default = app;
      return app;
    });
  }
};`;
}

test.describe('contained in the browser (network answers)', () => {
  test('mf-checkout answering 500: panel in its region, chrome and other routes fine, retry after recovery', async ({
    page,
  }) => {
    await page.route(CHECKOUT_FILES, (route) => route.fulfill({ status: 500, body: 'down for the test' }));
    await page.goto('/cart');
    const { panel, retry } = unavailablePanel(page, 'en');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(retry).toBeVisible();
    await expectChrome(page);
    // The panel stands in for the remote: no cart frame.
    await expect(titledHeading(page, routeTitle(cart, 'en'))).toHaveCount(0);

    // Other routes keep working while checkout is down.
    await page.goto('/experiences');
    await expectFrame(page, experiences, 'en');

    await page.goto('/cart');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await markDocument(page);
    await page.unroute(CHECKOUT_FILES);
    await retry.click();
    await expectFrame(page, cart, 'en');
    await expect(panel).toBeHidden();
    await expectSameDocument(page);
  });

  test('the panel is translated under /pt', async ({ page }) => {
    await page.route(CHECKOUT_FILES, (route) => route.fulfill({ status: 500, body: 'down for the test' }));
    await page.goto('/pt/cart');
    const { panel, retry } = unavailablePanel(page, 'pt');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(retry).toBeVisible();
    await expectChrome(page);
  });

  test('a remote that throws at mount is contained and recovers on retry', async ({ page }) => {
    await page.route('**/remotes/mf-checkout/*/remoteEntry.js', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: containerThrowingAtMount('mf_checkout'),
      }),
    );
    await page.goto('/cart');
    const { panel, retry } = unavailablePanel(page, 'en');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expectChrome(page);
    await markDocument(page);

    await page.unroute('**/remotes/mf-checkout/*/remoteEntry.js');
    await retry.click();
    await expectFrame(page, cart, 'en');
    await expectSameDocument(page);
  });

  test('a remote entry that throws while loading is contained', async ({ page }) => {
    await page.route('**/remotes/mf-checkout/*/remoteEntry.js', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: 'throw new Error("e2e: broken remote entry");',
      }),
    );
    await page.goto('/cart');
    await expect(unavailablePanel(page, 'en').panel).toBeVisible({ timeout: 20_000 });
    await expectChrome(page);
    await page.goto('/experiences');
    await expectFrame(page, experiences, 'en');
  });
});

test.describe('contained when the gateway has lost the files', () => {
  test.describe.configure({ mode: 'serial' });
  let gateway: RunningServer & { deployDir: string };

  test.beforeAll(async () => {
    gateway = await startPrivateGateway();
  });
  test.afterAll(async () => {
    await gateway?.stop();
  });

  test("mf-checkout's live remoteEntry.js missing: panel, then restored and retried", async ({ openContext }) => {
    const registry = await readRegistry(gateway.url);
    const live = registry.remotes['mf-checkout']?.version;
    expect(live, 'mf-checkout has a live version').toBeTruthy();
    const entry = join(gateway.deployDir, 'remotes', 'mf-checkout', live as string, 'remoteEntry.js');
    expect(existsSync(entry), entry).toBe(true);

    // The file and its pre-compressed copies (written beside it at publish time, ADR 016) are all lost.
    const copies = [entry, `${entry}.br`, `${entry}.gz`].filter((file) => existsSync(file));
    const hide = () => copies.forEach((file) => renameSync(file, `${file}.hidden`));
    const restore = () => copies.forEach((file) => existsSync(`${file}.hidden`) && renameSync(`${file}.hidden`, file));
    hide();
    try {
      const page = await (await openContext(null, { baseURL: gateway.url })).newPage();
      await page.goto('/cart');
      const { panel, retry } = unavailablePanel(page, 'en');
      await expect(panel).toBeVisible({ timeout: 20_000 });
      await expectChrome(page);
      await markDocument(page);

      restore();
      await retry.click();
      await expectFrame(page, cart, 'en');
      await expectSameDocument(page);
    } finally {
      restore();
    }
  });
});
