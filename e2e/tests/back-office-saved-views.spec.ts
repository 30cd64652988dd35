// Saved views of a back-office list: the admin filters and sorts the sales list and saves it as a view shared with
// colleagues; finance@demo.pt finds it under "Shared by colleagues" with the admin's name and applies it (the address
// and the rows follow); the admin deletes it after a confirmation and it is gone for the colleague too. axe finds no
// serious violation on the list with its saved views open, nor on the save dialog.
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { remoteT } from '../support/site';
import { apiSignIn, pageAs } from './user-panel-support';

const at = (key: string, vars: Record<string, string | number> = {}) => remoteT('mf-super-admin', 'en', key, vars);

/** The cells of one column of the sales table, by its header. */
async function columnCells(table: Locator, header: string): Promise<Locator> {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index).toBeGreaterThanOrEqual(0);
  return table.locator('tbody tr:not([aria-hidden="true"])').locator(`> :nth-child(${index + 1})`);
}

test('a saved view of the sales list is shared with a colleague, applied by them and deleted by its owner', async ({
  sessionPage,
  openContext,
  request,
}) => {
  const name = `Sales by total ${Date.now().toString(36)}`;
  const admin = await sessionPage('SUPER');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto('/super-admin/sales');
  const table = admin.getByRole('table', { name: 'Sales' });
  await expect(table.locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible();

  // Filter by the status of the first sale and sort by total, largest first.
  const statusCells = await columnCells(table, at('sales.status'));
  const status = (await statusCells.first().innerText()).trim();
  await admin.locator('summary', { hasText: at('sales.filtersTitle') }).click();
  await admin.getByRole('combobox', { name: at('sales.status') }).selectOption({ label: status });
  await admin.getByRole('button', { name: at('sales.apply') }).click();
  await expect(admin).toHaveURL(/[?&]status=\w+/);
  await table.getByRole('button', { name: at('sales.total') }).click();
  await expect(admin).toHaveURL(/[?&]sort=-?total/);
  if (!/sort=-total/.test(admin.url())) await table.getByRole('button', { name: at('sales.total') }).click();
  await expect(admin).toHaveURL(/[?&]sort=-total/);
  const query = new URL(admin.url()).search;

  await admin.locator('summary', { hasText: at('savedViews.title') }).click();
  await admin.getByRole('button', { name: at('savedViews.saveCurrent') }).click();
  const dialog = admin.getByRole('dialog', { name: at('savedViews.saveTitle') });
  await dialog.getByRole('textbox', { name: at('savedViews.name') }).fill(name);
  await dialog.getByRole('checkbox', { name: at('savedViews.share') }).check();
  await expectNoSeriousViolations(admin);
  await dialog.getByRole('button', { name: at('savedViews.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(at('savedViews.saved', { name }))).toBeVisible();
  await expect(admin.locator('summary', { hasText: at('savedViews.showing', { name }) })).toBeVisible();
  const mine = admin.getByRole('region', { name: at('savedViews.mine') });
  await expect(mine.getByRole('link', { name })).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousViolations(admin);

  // A colleague with the sales permission finds it, with the admin's name, and applies it.
  const finance = await apiSignIn(request, 'finance@demo.pt', 'Demo1234!');
  const colleague = await pageAs(openContext, finance, 'en');
  await colleague.setViewportSize({ width: 1280, height: 800 });
  await colleague.goto('/super-admin/sales');
  const theirTable = colleague.getByRole('table', { name: 'Sales' });
  await expect(theirTable.locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible();
  await colleague.locator('summary', { hasText: at('savedViews.title') }).click();
  const shared = colleague.getByRole('region', { name: at('savedViews.fromColleagues') });
  const item = shared.getByRole('listitem').filter({ has: colleague.getByRole('link', { name }) });
  await expect(item).toContainText(at('savedViews.by', { name: 'Helena Vaz' }));
  await expect(item.getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolations(colleague);
  await item.getByRole('link', { name }).click();
  await expect(colleague).toHaveURL((url) => url.search === query);
  await expect(colleague.locator('summary', { hasText: at('savedViews.showing', { name }) })).toBeVisible();
  const theirStatus = await columnCells(theirTable, at('sales.status'));
  await expect
    .poll(async () => new Set((await theirStatus.allInnerTexts()).map((s) => s.trim())))
    .toEqual(new Set([status]));
  await expect(theirTable.getByRole('columnheader', { name: at('sales.total') })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // The owner deletes it, after a confirmation; the colleague no longer has it.
  await mine.getByRole('button', { name: at('savedViews.deleteNamed', { name }) }).click();
  const confirm = admin.getByRole('dialog', { name: at('savedViews.deleteTitle', { name }) });
  await confirm.getByRole('button', { name: at('savedViews.delete') }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByText(at('savedViews.deleted', { name }))).toBeVisible();
  await expect(mine.getByRole('link', { name })).toHaveCount(0);
  await colleague.reload();
  await colleague.locator('summary', { hasText: at('savedViews.title') }).click();
  await expect(colleague.getByRole('region', { name: at('savedViews.fromColleagues') })).toBeVisible();
  await expect(colleague.getByRole('link', { name })).toHaveCount(0);
});
