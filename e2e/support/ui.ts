// How the journeys find things on screen: roles and accessible names first (what a screen-reader user meets),
// texts from the `common` strings, so a wrong or untranslated screen fails.
import { expect, type Locator, type Page } from '@playwright/test';
import { routeTitle, shellT, t, type Locale, type RouteDef } from './site';

export const header = (page: Page): Locator => page.getByRole('banner');
export const footer = (page: Page): Locator => page.getByRole('contentinfo');
export const pageHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });
/** The page's `<h1>` only if it reads exactly `text`. */
export const titledHeading = (page: Page, text: string): Locator =>
  page.getByRole('heading', { level: 1, name: text, exact: true });

/** The region the shell gives a remote (`#mp-region-<remote>`), so a frame can be traced to its owner. */
export const region = (page: Page, remote: string): Locator => page.locator(`[id="mp-region-${remote}"]`);

/**
 * The page frame the route's owner mounted: the `<h1>` inside the owner's region carries the translated route
 * title, `document.title` starts with it, and `<html lang>` is the locale.
 */
export async function expectFrame(page: Page, route: RouteDef, locale: Locale, path?: string): Promise<void> {
  const title = routeTitle(route, locale, path);
  // The gateway draws the route's <h1> (#mp-sk-h1) before any script runs; the frame is proven only by the owner's own.
  await expect(region(page, route.owner).locator('h1:not(#mp-sk-h1)')).toHaveText(title);
  await expect(pageHeading(page)).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt' ? 'pt-PT' : 'en');
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\| `));
}

export async function expectChrome(page: Page): Promise<void> {
  await expect(header(page)).toBeVisible();
  await expect(footer(page)).toBeVisible();
}

export const loginRequired = (page: Page, locale: Locale): Locator =>
  page.getByText(t(locale, 'app.loginRequired'), { exact: true });
export const noAccess = (page: Page, locale: Locale): Locator =>
  page.getByText(t(locale, 'app.noAccess'), { exact: true });
export const notFoundText = (page: Page, locale: Locale, path: string): Locator =>
  page.getByText(t(locale, 'app.notFound', { path }), { exact: true });

/** The contained "this part is unavailable — retry" panel (UnavailablePanel: role=alert + retry button). */
export function unavailablePanel(page: Page, locale: Locale = 'en'): { panel: Locator; retry: Locator } {
  const panel = page.getByRole('alert').filter({ hasText: t(locale, 'app.unavailable') });
  return { panel, retry: panel.getByRole('button', { name: t(locale, 'app.retry') }) };
}

/** Log in through the modal the shell opens from the log-in screen's button. */
export async function logInThroughUi(
  page: Page,
  email: string,
  password: string,
  locale: Locale = 'en',
): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: t(locale, 'app.login'), exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: shellT(locale, 'auth.email'), exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: shellT(locale, 'auth.password'), exact: true }).fill(password);
  await dialog.getByRole('button', { name: shellT(locale, 'auth.submitLogin'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The header's locale switch: one button per locale in the "Language" group. */
export async function switchLocale(page: Page, from: Locale, to: Locale): Promise<void> {
  const group = header(page).getByRole('group', { name: shellT(from, 'header.language') });
  await group.locator(`button[lang="${to}"]`).click();
}

/** The header's cart link; its accessible name carries the item count ("Cart, 2 items"). */
export const cartLink = (page: Page, locale: Locale, count: number): Locator =>
  header(page).getByRole('link', { name: shellT(locale, 'header.cart', { count }), exact: true });

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Remote versions the page fetched files from: `/remotes/<name>/<version>/…`. */
export function recordRemoteLoads(page: Page): Array<{ remote: string; version: string; url: string }> {
  const loads: Array<{ remote: string; version: string; url: string }> = [];
  page.on('request', (request) => {
    const match = /\/remotes\/([^/]+)\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1] && match[2]) loads.push({ remote: match[1], version: match[2], url: request.url() });
  });
  return loads;
}
