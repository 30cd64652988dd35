// Phone first, for the signed-in areas (spec §6 layouts on a 390 px phone): the customer panel, the
// partner dashboard and the back office fit the screen. Their link row scrolls on its own and a wide table or chart
// scrolls inside the page, so the page itself never scrolls sideways (pnpm shots found 677–2067 px wide pages).
import { authFile, expect, test } from '../support/fixtures';
import { localizePath, type Locale, type Role } from '../support/site';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const AREAS: { role: Role; path: string; locale: Locale; ready: string }[] = [
  { role: 'CLIENT', path: '/user-panel/bookings', locale: 'en', ready: 'article, li' },
  { role: 'SUPPLIER', path: '/dashboard', locale: 'pt', ready: 'section li' },
  { role: 'SUPPLIER', path: '/dashboard/services/preview', locale: 'pt', ready: 'table tbody tr' },
  { role: 'SUPER', path: '/super-admin/dashboard', locale: 'pt', ready: 'figure, svg, table' },
];

for (const area of AREAS) {
  test(`${area.locale}: ${area.path} fits a 390 px phone (${area.role})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      ...PHONE,
      baseURL,
      storageState: authFile(area.role),
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(localizePath(area.path, area.locale));
    await expect(page.locator('main').locator(area.ready).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The area's links are still all there, in a row that scrolls on its own.
    const nav = page.locator('main nav').first();
    expect(await nav.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
    if (area.role !== 'CLIENT') {
      // More links than fit: the current page's link is scrolled into the row, and an arrow says more wait.
      await expect(nav.locator('a[aria-current="page"]')).toBeInViewport({ ratio: 1 });
      const more = nav.locator('[data-edge="end"]');
      await expect(more).toBeVisible();
      await more.click();
      await expect(nav.locator('[data-edge="start"]')).toBeVisible();
    }
    await context.close();
  });
}
