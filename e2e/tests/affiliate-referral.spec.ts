// Affiliate attribution (ADR 019) in the browser: a customer arrives through an affiliate's referral link
// (`/?ref=CODE`), books and pays by card; the affiliate's dashboard then lists that booking's commission, pending
// until the item is completed. axe checks the affiliate's dashboard and info page.
import { expect, test, newContextAs } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT } from '../support/site';
import { region as remoteRegion } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { pathTo } from '@mp/shared/routes';
import { apiToken } from './account-support';
import {
  addExperienceAndTransfer,
  CARDS,
  chooseMethod,
  expectPurchaseComplete,
  fillCard,
  newCustomer,
  payAndCapture,
  throughCartAndPersonalData,
} from './checkout-support';

const pd = (key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', 'en', key, vars);

test('en: a booking paid after following a referral link shows as the affiliate’s commission', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, DEMO_EMAIL.AFFILIATE, DEMO_PASSWORD);
  const { code } = (
    (await (
      await request.get('/api/affiliates/dashboard', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { content: { code: string } }
  ).content;

  // The arrival through the link is counted, remembered, and the parameter leaves the address bar.
  const counted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/affiliate-visits' && r.request().method() === 'POST',
  );
  await page.goto(`/?ref=${encodeURIComponent(code)}`);
  expect((await counted).status()).toBe(200);
  await expect(page).toHaveURL((url) => !url.searchParams.has('ref'));

  const customer = await newCustomer(page.request, 'referral');
  await addExperienceAndTransfer(page, 137);
  await throughCartAndPersonalData(page, 'en', customer);
  await chooseMethod(page, 'en', 'card');
  await fillCard(page, 'en', CARDS.success);
  const booking = await payAndCapture(page, 'en');
  expect(booking.payment).toMatchObject({ status: 'paid' });
  expect(await expectPurchaseComplete(page, 'en', customer)).toBe(booking.reference);

  const context = await newContextAs(browser, 'AFFILIATE');
  const affiliate = await context.newPage();
  await affiliate.goto(localizePath(pathTo('affiliates.dashboard'), 'en'));
  const area = remoteRegion(affiliate, 'mf-partner-dashboard');
  await expect(area.getByRole('textbox', { name: pd('affiliates.link') })).toHaveValue(new RegExp(`\\?ref=${code}$`));
  const table = area.getByRole('table', { name: pd('affiliates.commissions') });
  const rows = table.getByRole('row').filter({ hasText: booking.reference });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(pd('affiliates.statuses.pending'));
  await expectNoSeriousViolations(affiliate);
  // The programme explained, with this affiliate's code.
  await affiliate.goto(localizePath(pathTo('affiliates.info'), 'en'));
  await expect(area.getByText(pd('affiliates.info.link', { code }))).toBeVisible();
  await expectNoSeriousViolations(affiliate);
  await context.close();
});
