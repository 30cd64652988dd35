// The back office as staff use it. An admin creates a promo code on /super-admin/promo-codes (en) and
// finds it by search, the pt page is in Portuguese, and axe finds no serious violation; a finance colleague's menu
// holds only the dashboard, sales and invoices, and the sales page lists with its totals, filtered by a partner chosen by
// name.
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { logInThroughUi } from '../support/ui';

test('an admin creates a promo code and finds it in the list (en), the page reads in pt', async ({ sessionPage }) => {
  const page = await sessionPage('SUPER');
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/super-admin/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New promo code' });
  await form.getByLabel(/^Code/).fill(code);
  await form.getByLabel(/^Value/).fill('10');
  await form.getByLabel(/^First day/).fill('2026-01-01');
  await form.getByLabel(/^Last day/).fill('2099-12-31');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByRole('status')).toHaveText(`Code ${code} created.`);

  await page.getByRole('searchbox', { name: 'Search codes' }).fill(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  await expect(
    page.getByRole('table', { name: 'Promo codes' }).getByRole('cell', { name: code, exact: true }),
  ).toBeVisible();
  // The same code again is refused on the field.
  await form.getByLabel(/^Code/).fill(code);
  await form.getByLabel(/^Value/).fill('10');
  await form.getByLabel(/^First day/).fill('2026-01-01');
  await form.getByLabel(/^Last day/).fill('2099-12-31');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('This code already exists.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/pt/super-admin/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Códigos promocionais' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Registo de auditoria' }),
  ).toBeVisible();
});

test('a finance colleague sees only their pages, and the sales list with its totals', async ({ openContext }) => {
  const page = await (await openContext(null)).newPage();
  await page.goto('/super-admin/sales');
  await logInThroughUi(page, 'finance@demo.pt', 'Demo1234!', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Sales' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText([
    'Back office',
    'Sales',
    'Invoices',
    'Reconciliation',
    'My notifications',
  ]);
  const table = page.getByRole('table', { name: 'Sales' });
  await expect(table).toBeVisible();
  await expectNoSeriousViolations(page);

  // The filters choose a partner by name, not by id: the list then holds that partner's sales only.
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const column = headers.findIndex((h) => h.startsWith('Partner'));
  expect(column).toBeGreaterThanOrEqual(0);
  const partnerCells = table.locator('tbody tr').locator(`> :nth-child(${column + 1})`);
  const name = (await partnerCells.first().innerText()).trim();
  await page.locator('summary', { hasText: 'Filters' }).click();
  await page.getByRole('searchbox', { name: 'Find a partner by name' }).fill(name.slice(0, 5));
  const partner = page.getByRole('combobox', { name: 'Partner' });
  await expect(partner.getByRole('option', { name, exact: true })).toBeAttached();
  await partner.selectOption({ label: name });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/company_id=\d+/);
  await expect
    .poll(async () => new Set((await partnerCells.allInnerTexts()).map((n) => n.trim())))
    .toEqual(new Set([name]));
});
