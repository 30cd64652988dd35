// Phone first, on a phone (390×844, touch): the header is one row (logo, search, cart, menu),
// every control of it at least 44 × 44 px (WCAG 2.5.5), the menu opens over the page with the categories, the
// language and log-in, and closes when the user goes somewhere. The server-drawn header has the same row, so the
// shell taking over moves nothing; Portuguese pages are <html lang="pt-PT"> and the menu speaks Portuguese.
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, remoteT, shellT, t, type Locale } from '../support/site';
import { header } from '../support/ui';
import type { Locator, Page } from '@playwright/test';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(PHONE);

/** Every control the user can reach in `scope` right now (visible links, buttons, fields), with its box. */
async function expectTargetsAtLeast44(scope: Locator): Promise<number> {
  const controls = scope.locator('a:visible, button:visible, input:visible');
  const count = await controls.count();
  for (let n = 0; n < count; n++) {
    const control = controls.nth(n);
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    expect(box, name).not.toBeNull();
    expect(box!.width, `${name} width`).toBeGreaterThanOrEqual(44);
    expect(box!.height, `${name} height`).toBeGreaterThanOrEqual(44);
  }
  return count;
}

/** The shell's own header has replaced the server-drawn one (its menu button works from then on). */
async function shellHeader(page: Page): Promise<void> {
  await expect(page.locator('header.mp-sk-header')).toHaveCount(0);
  await expect(header(page)).toBeVisible();
}

const menuButton = (page: Page, locale: Locale, open = false) =>
  header(page).getByRole('button', { name: shellT(locale, open ? 'header.closeMenu' : 'header.menu'), exact: true });

test('en: one row of 44 px controls, the menu takes the user to a category and closes', async ({
  page,
  browser,
  baseURL,
}) => {
  // Before any script: the gateway's header is the same row, at the same height.
  const noJs = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const htmlOnly = await noJs.newPage();
  await htmlOnly.goto('/');
  const serverBox = await htmlOnly.getByRole('banner').boundingBox();
  await expect(
    htmlOnly.getByRole('banner').getByRole('button', { name: shellT('en', 'header.menu'), exact: true }),
  ).toHaveAttribute('aria-expanded', 'false');
  const serverFooterLinks = await expectTargetsAtLeast44(htmlOnly.getByRole('contentinfo'));
  await noJs.close();

  await page.goto('/');
  await shellHeader(page);
  expect(await header(page).boundingBox()).toEqual(serverBox);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // One row: logo, search, cart and menu side by side, nothing else in the bar.
  const row = [
    header(page).getByRole('link', { name: shellT('en', 'header.home'), exact: true }),
    header(page).getByRole('button', { name: shellT('en', 'header.searchShow'), exact: true }),
    header(page).getByRole('link', { name: shellT('en', 'header.cart', { count: 0 }), exact: true }),
    menuButton(page, 'en'),
  ];
  const boxes = await Promise.all(row.map((l) => l.boundingBox()));
  for (const box of boxes)
    expect(Math.abs(box!.y + box!.height / 2 - (boxes[0]!.y + boxes[0]!.height / 2))).toBeLessThanOrEqual(2);
  expect(boxes.map((b) => b!.x)).toEqual([...boxes.map((b) => b!.x)].sort((a, b) => a - b));
  expect((await header(page).boundingBox())!.height).toBeLessThanOrEqual(60);
  expect(await expectTargetsAtLeast44(header(page))).toBe(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The home's category links under the hero are 44 px targets too (they were once 24 px tall on a phone).
  const browse = page
    .locator('[id="mp-region-mf-catalogue"]')
    .getByRole('navigation', { name: remoteT('mf-catalogue', 'en', 'home.browse'), exact: true });
  expect(await expectTargetsAtLeast44(browse)).toBe(6);
  // And the footer's links (once 19 px tall), in the shell's footer as in the server-drawn one.
  const footerLinks = await expectTargetsAtLeast44(page.getByRole('contentinfo'));
  expect(footerLinks).toBeGreaterThan(5);
  expect(footerLinks).toBe(serverFooterLinks);

  const menu = menuButton(page, 'en');
  await menu.tap();
  await expect(menuButton(page, 'en', true)).toHaveAttribute('aria-expanded', 'true');
  const nav = header(page).getByRole('navigation', { name: shellT('en', 'header.categories'), exact: true });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link').first()).toBeFocused();
  await expect(header(page).getByRole('button', { name: shellT('en', 'header.signup'), exact: true })).toBeVisible();
  await expectTargetsAtLeast44(header(page));

  await nav.getByRole('link', { name: t('en', 'routes.experiences'), exact: true }).tap();
  await expect(page).toHaveURL(/\/experiences$/);
  await expect(menuButton(page, 'en')).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
});

test('pt: html lang pt-PT, the menu in Portuguese, axe clean with it open, Escape gives focus back', async ({
  page,
}) => {
  await page.goto(localizePath('/', 'pt'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await shellHeader(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');

  await menuButton(page, 'pt').tap();
  const open = menuButton(page, 'pt', true);
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(
    header(page).getByRole('navigation', { name: shellT('pt', 'header.categories'), exact: true }),
  ).toBeVisible();
  await expect(header(page).getByRole('group', { name: shellT('pt', 'header.language'), exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: shellT('pt', 'header.login'), exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: shellT('pt', 'header.signup'), exact: true })).toBeVisible();
  await expectTargetsAtLeast44(header(page));
  await expectNoSeriousViolations(page);

  await page.keyboard.press('Escape');
  await expect(menuButton(page, 'pt')).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page, 'pt')).toBeFocused();
});
