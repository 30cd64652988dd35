// Journey 2 (spec §9 locale cookie): switching locale keeps the page, updates the URL, the cookie
// and <html lang>, and re-renders the chrome and the mounted remote without a reload; a first visit whose browser
// prefers Portuguese is redirected to /pt.
import { expect, test } from '../support/fixtures';
import { matchRoute, routeTitle, type RouteDef } from '../support/site';
import { expectFrame, header, switchLocale } from '../support/ui';

const COOKIE = 'i18n_redirected';
const YEAR_S = 365 * 24 * 3600;
const experiences = matchRoute('/experiences')?.route as RouteDef;

test('switching en → pt → en keeps the page and re-renders header and remote without a reload', async ({
  page,
  context,
}) => {
  await page.goto('/experiences?sort=most-recent');
  await expectFrame(page, experiences, 'en');
  const headerEn = await header(page).innerText();
  // Survives only if the document is not reloaded.
  await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));

  await switchLocale(page, 'en', 'pt');
  await expect(page).toHaveURL(/\/pt\/experiences\?sort=most-recent$/);
  await expectFrame(page, experiences, 'pt');
  await expect.poll(() => header(page).innerText(), { message: 'the header re-renders in pt' }).not.toBe(headerEn);
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
  expect(cookie?.value).toBe('pt');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  // 365 days, give or take the clock skew of a test run.
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + YEAR_S))).toBeLessThan(2 * 24 * 3600);

  await switchLocale(page, 'pt', 'en');
  await expect(page).toHaveURL(/\/experiences\?sort=most-recent$/);
  expect(new URL(page.url()).pathname).toBe('/experiences');
  await expectFrame(page, experiences, 'en');
  await expect.poll(() => header(page).innerText()).toBe(headerEn);
  expect((await context.cookies()).find((c) => c.name === COOKIE)?.value).toBe('en');

  const sameDocument = await page.evaluate(() => ({
    marker: (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument === true,
    navigations: performance.getEntriesByType('navigation').length,
  }));
  expect(sameDocument).toEqual({ marker: true, navigations: 1 });
});

test('first visit preferring Portuguese is redirected to /pt with the cookie set (request API)', async ({
  playwright,
  baseURL,
}) => {
  const ptBrowser = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'pt-PT,pt;q=0.9,en;q=0.8' },
  });
  const redirected = await ptBrowser.get('/experiences?page=2', { maxRedirects: 0 });
  expect(redirected.status()).toBe(302);
  expect(
    new URL(redirected.headers()['location'] ?? '', baseURL).pathname +
      new URL(redirected.headers()['location'] ?? '', baseURL).search,
  ).toBe('/pt/experiences?page=2');
  const setCookie = redirected.headers()['set-cookie'] ?? '';
  expect(setCookie).toMatch(new RegExp(`${COOKIE}=pt`));
  expect(setCookie).toMatch(/Path=\//i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  expect(setCookie).toMatch(new RegExp(`Max-Age=${YEAR_S}|Expires=`, 'i'));
  await ptBrowser.dispose();

  // A visitor who already chose English keeps it, whatever the browser prefers.
  const chose = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'pt-PT,pt;q=0.9', Cookie: `${COOKIE}=en` },
  });
  expect((await chose.get('/experiences', { maxRedirects: 0 })).status()).toBe(200);
  await chose.dispose();

  // An English-preferring first visit stays and gets the en cookie.
  const enBrowser = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9,pt;q=0.5' },
  });
  const stayed = await enBrowser.get('/experiences', { maxRedirects: 0 });
  expect(stayed.status()).toBe(200);
  expect(stayed.headers()['set-cookie'] ?? '').toMatch(new RegExp(`${COOKIE}=en`));
  await enBrowser.dispose();
});

test('first visit from a pt-PT browser lands on the Portuguese page', async ({ openContext }) => {
  const page = await (await openContext(null, { locale: 'pt-PT' })).newPage();
  await page.goto('/experiences');
  await expect(page).toHaveURL(/\/pt\/experiences$/);
  await expectFrame(page, experiences, 'pt');
  expect(routeTitle(experiences, 'pt')).not.toBe(routeTitle(experiences, 'en'));
});
