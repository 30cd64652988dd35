// Journey 3 (spec §2 and §8 "Unmatched or invalid route"): an unknown path answers HTTP 404 from the gateway and
// the shell shows 'Page Not Found: {path}' inside the normal chrome, in en and under /pt.
import { expect, test } from '../support/fixtures';
import type { Locale } from '../support/site';
import { expectChrome, notFoundText, recordRemoteLoads } from '../support/ui';

const CASES: Array<{ path: string; locale: Locale; shown: string }> = [
  { path: '/definitely/not/a/page', locale: 'en', shown: '/definitely/not/a/page' },
  { path: '/pt/definitely/not/a/page', locale: 'pt', shown: '/pt/definitely/not/a/page' },
  // The shell's own route: reachable, but it is the 404 screen and says so with its status.
  { path: '/not-found', locale: 'en', shown: '/not-found' },
  // Unknown deeper paths under a protected area are 404s, not log-in screens.
  { path: '/dashboard/definitely-not-a-page', locale: 'en', shown: '/dashboard/definitely-not-a-page' },
];

// Route validity (spec §2), asked of the real API: a service, a partner or a category that does not exist. The route
// belongs to the catalogue, which draws the same "Page Not Found" screen.
const MISSING: Array<{ path: string; locale: Locale }> = [
  { path: '/no-such-experience', locale: 'en' },
  { path: '/pt/partner/no-such-partner', locale: 'pt' },
  { path: '/pt/category/no-such-category', locale: 'pt' },
];

for (const { path, locale } of MISSING) {
  test(`${path} (nothing by that slug) → HTTP 404 and the ${locale} "Page Not Found" screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectChrome(page);
    await expect(notFoundText(page, locale, path)).toBeVisible();
  });
}

for (const { path, locale, shown } of CASES) {
  test(`${path} → HTTP 404 and the ${locale} "Page Not Found" screen`, async ({ page }) => {
    const loads = recordRemoteLoads(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectChrome(page);
    await expect(notFoundText(page, locale, shown)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt' ? 'pt-PT' : 'en');
    // No remote claims the page, so none is fetched.
    expect(loads.map((l) => l.url)).toEqual([]);
  });
}

test('the en and pt 404 screens are different translations', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  const en = await page.getByRole('main').innerText();
  await page.goto('/pt/definitely/not/a/page');
  const pt = await page.getByRole('main').innerText();
  expect(pt).not.toBe(en);
});
