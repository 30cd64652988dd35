// Journey 8 (ADR 001): host and remotes share one @mp/shared (one auth, locale, toast and cart store, one
// bus) and one React. `window.__MP_SHARED__` is set once; a second copy logs '[mp] duplicate @mp/shared instance',
// a second React logs "Invalid hook call" — the fixtures fail any journey whose pages log either.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_EMAIL, matchRoute, type Role, type RouteDef } from '../support/site';
import { cartLink, expectFrame } from '../support/ui';

const route = (path: string) => matchRoute(path)?.route as RouteDef;

async function sharedHandleKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const handle = (window as unknown as { __MP_SHARED__?: Record<string, unknown> }).__MP_SHARED__;
    return handle ? Object.keys(handle).sort() : [];
  });
}

/** Client-side navigation, the way the shell's links do it (single-spa reroutes on pushState). */
async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('one shared handle survives moving between remotes in one document', async ({ page }) => {
  await page.goto('/');
  await expectFrame(page, route('/'), 'en');
  expect(await sharedHandleKeys(page)).toEqual(['authStore', 'bus', 'cartStore', 'localeStore', 'toastStore']);
  await page.evaluate(() =>
    Object.assign((window as unknown as { __MP_SHARED__: object }).__MP_SHARED__, { __e2eTag: 'first' }),
  );

  // Through the shell's header link into mf-checkout: the same handle, no second instance.
  await cartLink(page, 'en', 0).click();
  await expectFrame(page, route('/cart'), 'en');
  await navigateInPage(page, '/experiences');
  await expectFrame(page, route('/experiences'), 'en');
  expect(
    await page.evaluate(() => (window as unknown as { __MP_SHARED__: { __e2eTag?: string } }).__MP_SHARED__.__e2eTag),
  ).toBe('first');
});

const AREAS: Array<{ role: Role; path: string }> = [
  { role: 'CLIENT', path: '/user-panel/bookings' },
  { role: 'SUPPLIER', path: '/dashboard' },
  { role: 'AFFILIATE', path: '/affiliates/info' },
  { role: 'SUPER', path: '/super-admin/dashboard' },
];

for (const { role, path } of AREAS) {
  test(`${role}: ${path} and a public page in one document share the handle`, async ({ openContext }) => {
    const page = await (await openContext(role)).newPage();
    await page.goto(path);
    await expectFrame(page, route(path), 'en');
    expect(await sharedHandleKeys(page)).toContain('authStore');
    // The signed-in user the shell restored is the one the remote sees: both read the one authStore.
    const email = await page.evaluate(
      () =>
        (
          window as unknown as { __MP_SHARED__: { authStore: { getState(): { user: { email?: string } | null } } } }
        ).__MP_SHARED__.authStore.getState().user?.email ?? null,
    );
    expect(email).toBe(DEMO_EMAIL[role]);
    await navigateInPage(page, '/experiences');
    await expectFrame(page, route('/experiences'), 'en');
    await navigateInPage(page, path);
    await expectFrame(page, route(path), 'en');
  });
}
