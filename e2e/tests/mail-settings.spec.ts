// Everyone chooses which non-essential mails they get, where the mails' "turn these off" links send them: a customer
// in the user panel's settings (reminders, review requests), a partner member in the dashboard's settings (chat, news),
// a staff member in the back office's My notifications (chat). Each page says which mails are always sent, the choice
// survives a reload, and axe finds no serious violation at 390 and 1366 px. Each test puts the demo account back.
import type { Locator, Page, Response } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, remoteT, type Locale } from '../support/site';
import { region } from '../support/ui';

const WIDTHS = [390, 1366] as const;
// The en and pt journeys change the same demo customer: one after the other.
test.describe.configure({ mode: 'serial' });

async function scanAtWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
}

/** The page's own settings call to the API (`/api/…/settings`, `/api/client-settings`), as the browser sent it. */
const settingsCall = (method: 'GET' | 'POST') => (response: Response) =>
  response.request().method() === method && /^\/api\/.*[/-]settings$/.test(new URL(response.url()).pathname);

/**
 * Turns one choice over, saves, reloads and answers the box as it came back. The save's and the reload's answers are
 * read too, so a choice that does not come back says whether the server kept it.
 */
async function toggleAndReload(
  page: Page,
  choices: () => Locator,
  label: string,
  save: string,
  saved: string,
  field: string,
) {
  const box = choices().getByLabel(label);
  const before = await box.isChecked();
  await box.setChecked(!before);
  const saving = page.waitForResponse(settingsCall('POST'));
  await page.getByRole('button', { name: save, exact: true }).click();
  const savedAnswer = await saving;
  expect(savedAnswer.status()).toBe(200);
  expect((await savedAnswer.json()).content[field], 'the saved choice as the server answered it').toBe(!before);
  await expect(page.getByText(saved)).toBeVisible();
  // The reloaded page's read, not the one the old page makes when the save refreshes its data: the reload discards
  // that one, and its body with it.
  const reloadedAt = Date.now();
  const reading = page.waitForResponse(
    (response) => settingsCall('GET')(response) && response.request().timing().startTime >= reloadedAt,
  );
  await page.reload();
  expect((await (await reading).json()).content[field], 'the choice as the server read it back').toBe(!before);
  await expect(choices().getByLabel(label)).toBeChecked({ checked: !before });
  return before;
}

for (const locale of ['en', 'pt'] as const satisfies readonly Locale[]) {
  test(`a customer turns the day-before reminder off in their settings (${locale})`, async ({ sessionPage }) => {
    test.slow();
    const ut = (key: string) => remoteT('mf-user-panel', locale, key);
    const page = await sessionPage('CLIENT');
    await page.goto(localizePath('/user-panel/settings', locale));
    const choices = () => region(page, 'mf-user-panel').getByRole('group', { name: ut('settings.choicesTitle') });
    await expect(choices().getByText(ut('settings.alwaysSent'))).toBeVisible();
    const before = await toggleAndReload(
      page,
      choices,
      ut('settings.emailReminders'),
      ut('settings.save'),
      ut('settings.saved'),
      'email_reminders',
    );
    await scanAtWidths(page);
    await choices().getByLabel(ut('settings.emailReminders')).setChecked(before);
    await page.getByRole('button', { name: ut('settings.save'), exact: true }).click();
    await expect(page.getByText(ut('settings.saved'))).toBeVisible();
  });
}

test('a partner member turns the away chat mails off in the dashboard settings', async ({ sessionPage }) => {
  test.slow();
  const pt = (key: string) => remoteT('mf-partner-dashboard', 'pt', key);
  const page = await sessionPage('SUPPLIER');
  await page.goto(localizePath('/dashboard/profile/settings', 'pt'));
  const choices = () => region(page, 'mf-partner-dashboard').getByRole('group', { name: pt('settings.choicesTitle') });
  await expect(choices().getByText(pt('settings.alwaysSent'))).toBeVisible();
  const before = await toggleAndReload(
    page,
    choices,
    pt('settings.emailChat'),
    pt('settings.save'),
    pt('settings.saved'),
    'email_chat',
  );
  await scanAtWidths(page);
  await choices().getByLabel(pt('settings.emailChat')).setChecked(before);
  await page.getByRole('button', { name: pt('settings.save'), exact: true }).click();
  await expect(page.getByText(pt('settings.saved'))).toBeVisible();
});

test('a staff member opens My notifications from the back-office menu and turns the away chat mails off', async ({
  sessionPage,
}) => {
  test.slow();
  const at = (key: string) => remoteT('mf-super-admin', 'en', key);
  const page = await sessionPage('SUPER');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/super-admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'My notifications' }).click();
  await expect(page).toHaveURL(/\/super-admin\/my-settings$/);
  const choices = () => region(page, 'mf-super-admin').getByRole('group', { name: at('mySettings.choicesTitle') });
  await expect(choices().getByText(at('mySettings.alwaysSent'))).toBeVisible();
  const before = await toggleAndReload(
    page,
    choices,
    at('mySettings.emailChat'),
    at('mySettings.save'),
    at('mySettings.saved'),
    'email_chat',
  );
  await scanAtWidths(page);
  await choices().getByLabel(at('mySettings.emailChat')).setChecked(before);
  await page.getByRole('button', { name: at('mySettings.save'), exact: true }).click();
  await expect(page.getByText(at('mySettings.saved'))).toBeVisible();
});
