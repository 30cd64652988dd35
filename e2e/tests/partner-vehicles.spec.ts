// In the browser: the transfer partner (partner2@demo.pt) adds a vehicle with its districts (en), finds
// it in service, takes it out of service from the list and finds it in the out-of-service list; the lists in pt.
// axe checks each screen.
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, localizePath, remoteT, type Locale } from '../support/site';
import { logInThroughUi, region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { pathTo } from '@mp/shared/routes';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);
const PARTNER2 = 'partner2@demo.pt';

test('en: add a vehicle serving two districts, then take it out of service from the list', async ({ openContext }) => {
  const page = await (await openContext(null)).newPage();
  await page.goto(localizePath(pathTo('dashboard.vehicles-new'), 'en'));
  await logInThroughUi(page, PARTNER2, DEMO_PASSWORD, 'en');
  const dashboard = region(page, 'mf-partner-dashboard');
  const name = `Journey van ${Date.now()}`;
  await dashboard.getByLabel(new RegExp(`^${pd('en', 'vehicles.name')}`)).fill(name);
  await dashboard.getByLabel(new RegExp(`^${pd('en', 'vehicles.carType')}`)).selectOption('van');
  await dashboard.getByLabel(new RegExp(`^${pd('en', 'vehicles.money.value_cents')}`)).fill('50');
  await dashboard.getByLabel(new RegExp(`^${pd('en', 'vehicles.money.roundback_value_cents')}`)).fill('40');
  await dashboard.getByLabel('Faro', { exact: true }).check();
  await dashboard.getByLabel('Lisboa', { exact: true }).check();
  await expectNoSeriousViolations(page);
  await dashboard.getByRole('button', { name: pd('en', 'vehicles.create') }).click();
  // The server refuses a round trip cheaper than one way, on the field.
  await expect(dashboard.getByText('The round-trip price must not be lower than the one-way price.')).toBeVisible();
  await dashboard.getByLabel(new RegExp(`^${pd('en', 'vehicles.money.roundback_value_cents')}`)).fill('90');
  await dashboard.getByRole('button', { name: pd('en', 'vehicles.create') }).click();
  await expect(page.getByText(pd('en', 'vehicles.created', { name })).first()).toBeVisible();

  await expect(page).toHaveURL(/\/dashboard\/vehicles\/preview$/);
  const toggle = dashboard.getByRole('switch', { name: pd('en', 'vehicles.inService', { name }) });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousViolations(page);
  await toggle.click();
  const ask = page.getByRole('dialog', { name: pd('en', 'vehicles.outOfServiceTitle', { name }) });
  await ask.getByRole('button', { name: pd('en', 'vehicles.outOfServiceConfirm') }).click();
  await expect(page.getByText(pd('en', 'vehicles.deactivated', { name })).first()).toBeVisible();
  await dashboard.getByRole('link', { name: pd('en', 'vehicles.list.inactive') }).click();
  await expect(
    dashboard.getByRole('table', { name: pd('en', 'vehicles.list.inactive') }).getByRole('link', { name }),
  ).toBeVisible();
});

test('pt: the transfer partner’s vehicles in service, and the edit form', async ({ openContext }) => {
  const page = await (await openContext(null, { locale: 'pt-PT' })).newPage();
  await page.goto(localizePath(pathTo('dashboard.vehicles-preview'), 'pt'));
  await logInThroughUi(page, PARTNER2, DEMO_PASSWORD, 'pt');
  const dashboard = region(page, 'mf-partner-dashboard');
  const table = dashboard.getByRole('table', { name: pd('pt', 'vehicles.list.active') });
  await expect(table.getByRole('switch').first()).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousViolations(page);
  await table.getByRole('link').first().click();
  await expect(
    dashboard
      .getByRole('group', { name: pd('pt', 'vehicles.districts') })
      .getByRole('checkbox', { checked: true })
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
