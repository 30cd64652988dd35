// The company profile and the promoter area in the browser. en: the partner edits the company profile's English
// description and sees it on the profile page (the reviews and settings screens checked by axe too). pt: the partner
// requests a promo code in the promoter area and sees it listed as "Pedido" (requested); axe checks each screen.
import { expect, test, newContextAs } from '../support/fixtures';
import { localizePath, remoteT, type Locale } from '../support/site';
import { region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { pathTo } from '@mp/shared/routes';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);

test('en: edit the company profile and see it on the profile page', async ({ browser }) => {
  const context = await newContextAs(browser, 'SUPPLIER');
  const page = await context.newPage();
  const description = `Walking tours with Lisbon-born guides (edited ${Date.now()}).`;
  await page.goto(localizePath(pathTo('dashboard.profile-edit'), 'en'));
  const dashboard = region(page, 'mf-partner-dashboard');
  const field = dashboard.getByLabel(pd('en', 'profile.field.description_en'));
  await expect(field).not.toHaveValue('');
  await expectNoSeriousViolations(page);
  await field.fill(description);
  await dashboard.getByRole('button', { name: pd('en', 'profile.save') }).click();

  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(dashboard.getByText(description)).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: /Lisboa Autêntica/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The other profile screens, reached from the profile's own section links.
  const sections = dashboard.getByRole('navigation', { name: pd('en', 'profile.sections') });
  await sections.getByRole('link', { name: pd('en', 'profile.tab.profile-reviews') }).click();
  await expect(dashboard.getByRole('region', { name: pd('en', 'reviews.summary') })).toBeVisible();
  await expectNoSeriousViolations(page);
  await sections.getByRole('link', { name: pd('en', 'profile.tab.profile-settings') }).click();
  await expect(dashboard.getByLabel(pd('en', 'settings.language'))).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});

test('pt: request a promo code in the promoter area and see it listed as requested', async ({ browser }) => {
  const context = await newContextAs(browser, 'SUPPLIER', { locale: 'pt-PT' });
  const page = await context.newPage();
  const reason = `Campanha de outono para escolas ${Date.now()}`;
  await page.goto(localizePath(pathTo('dashboard.promoter-area'), 'pt'));
  const dashboard = region(page, 'mf-partner-dashboard');
  const services = dashboard.getByRole('group', { name: pd('pt', 'promoter.services') });
  await expect(services.getByRole('checkbox').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await dashboard.getByLabel(pd('pt', 'promoter.reason')).fill(reason);
  await dashboard.getByLabel(pd('pt', 'promoter.discount')).fill('15');
  await services.getByRole('checkbox').first().check();
  await dashboard.getByRole('button', { name: pd('pt', 'promoter.send') }).click();

  const row = dashboard
    .getByRole('table', { name: pd('pt', 'promoter.listTitle') })
    .getByRole('row')
    .filter({ hasText: reason });
  await expect(row).toBeVisible();
  await expect(row.getByText(pd('pt', 'promoter.status.requested'), { exact: true })).toBeVisible();
  await expect(row.getByText('15%')).toBeVisible();
  await expectNoSeriousViolations(page);

  await dashboard.getByRole('link', { name: pd('pt', 'promoter.howItWorks') }).click();
  await expect(dashboard.getByText(pd('pt', 'promoter.info.states.requested'))).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});
