// React-router in every remote (ADR 009) and in the shell's chrome, single-spa mounting the owner of each URL.
// One visitor in Portuguese follows a link from one remote into another (checkout → catalogue), a link inside a
// remote (home → a listing), a chrome link into a third front end (the header's cart), then walks the history back and
// forward: every step shows the owner's page in the same document, never a reload.
import { expect, test } from '../support/fixtures';
import { localizePath, matchRoute, remoteT, type RouteDef } from '../support/site';
import { cartLink, expectFrame, region } from '../support/ui';

const route = (path: string) => matchRoute(path)?.route as RouteDef;
const locale = 'pt';
const ct = (key: string) => remoteT('mf-catalogue', locale, key);

test('pt: links between remotes and inside one, then back and forward, in one document', async ({ page }) => {
  // /purchase-complete without a booking: mf-checkout offers the way home, a link to another remote's page.
  await page.goto(localizePath('/purchase-complete', locale));
  const checkout = region(page, 'mf-checkout');
  await expectFrame(page, route('/purchase-complete'), locale);
  await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));

  await checkout.getByRole('link', { name: remoteT('mf-checkout', locale, 'complete.home') }).click();
  await expect(page).toHaveURL(/\/pt$/);
  const catalogue = region(page, 'mf-catalogue');
  await expectFrame(page, route('/'), locale);

  // Inside mf-catalogue: home → a listing.
  await catalogue
    .getByRole('navigation', { name: ct('home.browse') })
    .getByRole('link', { name: ct('home.links.experiences') })
    .click();
  await expect(page).toHaveURL(/\/pt\/experiences$/);
  await expectFrame(page, route('/experiences'), locale);

  // The shell's chrome → mf-checkout.
  await cartLink(page, locale, 0).click();
  await expect(page).toHaveURL(/\/pt\/cart$/);
  await expectFrame(page, route('/cart'), locale);

  await page.goBack();
  await expect(page).toHaveURL(/\/pt\/experiences$/);
  await expectFrame(page, route('/experiences'), locale);
  await page.goBack();
  await expect(page).toHaveURL(/\/pt$/);
  await expectFrame(page, route('/'), locale);
  await page.goBack();
  await expect(page).toHaveURL(/\/pt\/purchase-complete$/);
  await expectFrame(page, route('/purchase-complete'), locale);

  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/pt\/cart$/);
  await expectFrame(page, route('/cart'), locale);

  const sameDocument = await page.evaluate(() => ({
    marker: (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument === true,
    navigations: performance.getEntriesByType('navigation').length,
  }));
  expect(sameDocument).toEqual({ marker: true, navigations: 1 });
});
