// People and companies in the back office (ADR 017). admin@demo.pt finds the seeded company waiting for review
// (Quinta da Revisão), checks its services, approves it after a confirmation, and its service page is then
// reachable on the storefront; a commission rate out of bounds is refused on the field. The affiliates and
// customers screens list with their filters in the URL; axe finds no serious violation on each; the partners
// screen reads in Portuguese. The services screen gives the approved service a weekly-deal place and deactivates it.
import { expect, test, stackEnv } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';

const COMPANY = 'Quinta da Revisão';
const SERVICE_SLUG = 'wine-tasting-at-quinta-da-revisao';

test('an admin approves the pending company and its service goes live', async ({ sessionPage, request }) => {
  // Asked of the API directly: a storefront visit now would leave a 404 in the gateway's 30 s slug cache.
  expect((await request.get(`${stackEnv('E2E_API_URL')}/api/services/${SERVICE_SLUG}?light=1`)).status()).toBe(404);

  const page = await sessionPage('SUPER');
  await page.goto('/super-admin/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await expect(page.getByText(/compan(y is|ies are) waiting for review\./)).toBeVisible();
  await page.getByRole('button', { name: 'Show pending companies' }).click();
  await expect(page).toHaveURL(/status=pending/);
  const table = page.getByRole('table', { name: 'Partner companies' });
  const row = table.getByRole('row').filter({ hasText: COMPANY });
  await expect(row.getByText('Pending review')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Its services, in every status, none on the site yet.
  await row.getByRole('button', { name: `Services of ${COMPANY}` }).click();
  const services = page.getByRole('dialog', { name: `Services of ${COMPANY}` });
  await expect(services.getByRole('row').filter({ hasText: 'Wine tasting at Quinta da Revisão' })).toContainText('No');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(services).toBeHidden();

  // A commission rate out of bounds is refused on the field; a good one is saved.
  await row.getByRole('button', { name: `Edit the commission rate of ${COMPANY}` }).click();
  const rateDialog = page.getByRole('dialog', { name: `Commission rate of ${COMPANY}` });
  await rateDialog.getByLabel(/^Commission rate/).fill('150');
  await rateDialog.getByRole('button', { name: 'Save' }).click();
  await expect(rateDialog.getByText('Enter a rate from 0 to 100 %.')).toBeVisible();
  await expect(rateDialog.getByLabel(/^Commission rate/)).toHaveAttribute('aria-invalid', 'true');
  await rateDialog.getByLabel(/^Commission rate/).fill('12.5');
  await rateDialog.getByRole('button', { name: 'Save' }).click();
  await expect(rateDialog).toBeHidden();
  await expect(row).toContainText('12.5%');

  // Approve, after a confirmation: a toast, and the pending list no longer holds it.
  await row.getByRole('button', { name: `Approve ${COMPANY}` }).click();
  const confirm = page.getByRole('dialog', { name: `Approve ${COMPANY}?` });
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(`${COMPANY} approved.`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: COMPANY })).toHaveCount(0);

  // The storefront serves its service page now.
  const response = await page.goto(`/${SERVICE_SLUG}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Wine tasting at Quinta da Revisão' })).toBeVisible();

  // The services screen on the same service (no other journey uses it): a weekly-deal place, then deactivated after a
  // confirmation, which takes it off the API's catalogue at once.
  await page.goto(`/super-admin/services?q=${encodeURIComponent(COMPANY)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const serviceRow = page
    .getByRole('table', { name: 'Services of every company' })
    .getByRole('row')
    .filter({ hasText: 'Wine tasting at Quinta da Revisão' });
  await expect(serviceRow).toContainText('Active');
  await expectNoSeriousViolations(page);
  await serviceRow.getByRole('checkbox', { name: 'Weekly deal: Wine tasting at Quinta da Revisão' }).check();
  await expect(page.getByText('Wine tasting at Quinta da Revisão now has this place on the home page.')).toBeVisible();
  await page.getByLabel('List').selectOption('promoted');
  await expect(page).toHaveURL(/status=promoted/);
  await expect(
    serviceRow.getByRole('checkbox', { name: 'Weekly deal: Wine tasting at Quinta da Revisão' }),
  ).toBeChecked();
  await serviceRow.getByRole('button', { name: 'Deactivate Wine tasting at Quinta da Revisão' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Wine tasting at Quinta da Revisão?' })
    .getByRole('button', { name: 'Deactivate', exact: true })
    .click();
  await expect(page.getByText('Wine tasting at Quinta da Revisão deactivated.')).toBeVisible();
  await expect(serviceRow).toContainText('Inactive (not on the site)');
  expect((await request.get(`${stackEnv('E2E_API_URL')}/api/services/${SERVICE_SLUG}?light=1`)).status()).toBe(404);
});

test('affiliates and customers list with their filters in the URL; the partners screen reads in pt', async ({
  sessionPage,
}) => {
  const page = await sessionPage('SUPER');
  await page.goto('/super-admin/affiliates?status=suspended');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
  const affiliates = page.getByRole('table', { name: 'Affiliates' });
  await expect(affiliates.getByRole('row').filter({ hasText: 'suspended-affiliate@demo.pt' })).toContainText(
    'Suspended',
  );
  await expect(affiliates.getByRole('button', { name: 'Approve Tiago Lopes' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/super-admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const customers = page.getByRole('table', { name: 'Customers who booked, guests included' });
  await expect(customers.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Account type' }).selectOption('0');
  await expect(page).toHaveURL(/guest=0/);
  await expect(customers.getByRole('row').filter({ hasText: 'client@demo.pt' })).toContainText('Registered');
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Registered accounts' }).click();
  await expect(page).toHaveURL(/view=clients/);
  await expect(
    page
      .getByRole('table', { name: 'Registered customer accounts' })
      .getByRole('cell', { name: 'client@demo.pt', exact: true }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/pt/super-admin/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Parceiros' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Empresas parceiras' })).toBeVisible();
  await expect(
    page.getByRole('searchbox', { name: 'Pesquisar por empresa, NIF ou e-mail do responsável' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
