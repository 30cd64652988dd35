// A partner company's booking mails go to a new address only once that address confirms it. The owner of the demo's
// Sintra company (a company no other journey books) asks for a new address in the settings: the page says where mails
// go until then; the link mailed to the new address opens the settings, which confirm it and say so; the company's old
// address is told who asked. The journey puts the demo's address back the same way. In Portuguese, a link that was
// used already says why it does not work. axe checks the settings with the pending change at 1366 and 390 px.
import type { Page } from '@playwright/test';
import { expect, newContextAs, test } from '../support/fixtures';
import { mailTo } from '../support/mail';
import { localizePath, remoteT, type Locale } from '../support/site';
import { logInThroughUi, region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { pathTo } from '@mp/shared/routes';

const OWNER = 'ines.carvalho@demo.pt';
// The demo catalogue's company owners share one password (README, "Demo data").
const OWNER_PASSWORD = 'Partner1234!';
const DEMO_ADDRESS = 'reservas.sintraserra@demo.pt';
const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);
const CONFIRM_SUBJECT = /^Confirm the new address for .+’s booking mails$/;

/** The path and query of the confirmation link in a mail (the link names PUBLIC_URL, maybe another origin). */
function linkIn(text: string): string {
  const found = /https?:\/\/\S+confirm-email=\S+/.exec(text);
  if (!found) throw new Error(`no confirmation link in: ${text}`);
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
}

/** Asks for `address` in the settings and opens the link mailed to it; the settings then show it in use. */
async function changeAddress(page: Page, address: string, check: (page: Page) => Promise<void> = async () => {}) {
  const dashboard = region(page, 'mf-partner-dashboard');
  const field = dashboard.getByLabel(pd('en', 'settings.notificationEmail'), { exact: false });
  await field.fill(address);
  await dashboard.getByRole('button', { name: pd('en', 'settings.save') }).click();
  const pending = dashboard.getByTestId('pending-notification-email');
  await expect(pending).toContainText(address);
  await expect(page.getByText(pd('en', 'settings.linkSent', { email: address }))).toBeVisible();
  await check(page);
  const mail = await mailTo(page.request, address, CONFIRM_SUBJECT);
  const link = linkIn(mail.text);
  await page.goto(link);
  await expect(page.getByText(pd('en', 'settings.confirmed', { email: address }))).toBeVisible();
  await expect(page).not.toHaveURL(/confirm-email=/);
  await expect(dashboard.getByLabel(pd('en', 'settings.notificationEmail'), { exact: false })).toHaveValue(address);
  await expect(pending).toBeHidden();
  return link;
}

test('a new notification address is used once the link mailed to it is opened; a used link says why (en, pt)', async ({
  browser,
}) => {
  test.slow();
  const context = await newContextAs(browser, null);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(localizePath(pathTo('dashboard.profile-settings'), 'en'));
  await logInThroughUi(page, OWNER, OWNER_PASSWORD);
  const dashboard = region(page, 'mf-partner-dashboard');
  await expect(dashboard.getByLabel(pd('en', 'settings.notificationEmail'), { exact: false })).toHaveValue(
    DEMO_ADDRESS,
  );

  const address = `bookings-${Date.now()}@sintra.example.pt`;
  const used = await changeAddress(page, address, async (p) => {
    await expect(region(p, 'mf-partner-dashboard').getByTestId('pending-notification-email')).toContainText(
      DEMO_ADDRESS,
    );
    await expectNoSeriousViolations(p);
    await p.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(p);
    await p.setViewportSize({ width: 1366, height: 900 });
  });
  // The address in use was told, with the new address and who asked, but no link that confirms.
  const notice = await mailTo(page.request, DEMO_ADDRESS, /^The address for .+’s booking mails is being changed$/);
  expect(notice.text).toContain(address);
  expect(notice.text).toContain('Inês');
  expect(notice.text).not.toContain('confirm-email=');

  // Back to the demo's address, confirmed from its own mail.
  await changeAddress(page, DEMO_ADDRESS);

  // The first link again, in Portuguese: it was used, and the page says so.
  await page.goto(`/pt${used}`);
  await expect(page.getByRole('alert')).toContainText(pd('pt', 'settings.confirmFailed'));
  await expect(page.getByRole('alert')).toContainText('Esta ligação de confirmação já não é válida');
  await expect(
    region(page, 'mf-partner-dashboard').getByLabel(pd('pt', 'settings.notificationEmail'), { exact: false }),
  ).toHaveValue(DEMO_ADDRESS);
  await context.close();
});
