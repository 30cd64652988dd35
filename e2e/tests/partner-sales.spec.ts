// In the browser: the partner's sales screen over the demo's twelve months, grouped by month (en: the
// grouping kept in the URL, the CSV export of one row per item) and in pt; axe checks each.
import { readFile } from 'node:fs/promises';
import { expect, test, newContextAs } from '../support/fixtures';
import { localizePath, remoteT, type Locale } from '../support/site';
import { region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { pathTo } from '@mp/shared/routes';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const range = `from=${day(364 * 86_400_000)}&to=${day(0)}`;
/** The month table's rows and the CSV's lines: a header and one per calendar month the range touches (12 or 13, by the day). */
const monthRows = (() => {
  const [from, to] = [new Date(day(364 * 86_400_000)), new Date(day(0))];
  return 1 + (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth() + 1;
})();

test('en: a year of sales by month, regrouped by week in the URL, its items exported as CSV', async ({ browser }) => {
  const context = await newContextAs(browser, 'SUPPLIER');
  const page = await context.newPage();
  await page.goto(`${localizePath(pathTo('dashboard.sales'), 'en')}?${range}&group=month`);
  const dashboard = region(page, 'mf-partner-dashboard');
  const months = dashboard.getByRole('table', {
    name: pd('en', 'sales.byPeriod', { group: pd('en', 'sales.group.month') }),
  });
  await expect(months.getByRole('row')).toHaveCount(monthRows);
  await expect(
    dashboard
      .getByRole('table', { name: pd('en', 'sales.byService') })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expect(
    dashboard
      .getByRole('table', { name: pd('en', 'sales.byMethod') })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expect(
    dashboard.getByText(pd('en', 'sales.chart', { group: pd('en', 'sales.group.month') }), { exact: true }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  // The CSV has one row per item booked in the range (the booked card's count), not one per month.
  const booked = dashboard.getByRole('heading', { name: pd('en', 'sales.booked') }).locator('..');
  const bookedItems = Number((await booked.locator('p').last().textContent())?.match(/\d+/)?.[0]);
  expect(bookedItems).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await dashboard.getByRole('button', { name: pd('en', 'sales.export') }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(bookedItems + 1);
  expect(lines[0]).toContain('Booked (EUR)');
  expect(lines[1]).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  await dashboard.getByLabel(pd('en', 'sales.groupBy')).selectOption('week');
  await expect(page).toHaveURL(/group=week/);
  await expect(
    dashboard.getByRole('table', { name: pd('en', 'sales.byPeriod', { group: pd('en', 'sales.group.week') }) }),
  ).toBeVisible();
  await context.close();
});

test('pt: the sales screen in Portuguese, axe clean, and no sideways scroll on a phone', async ({ browser }) => {
  const context = await newContextAs(browser, 'SUPPLIER', { locale: 'pt-PT' });
  const page = await context.newPage();
  await page.goto(`${localizePath(pathTo('dashboard.sales'), 'pt')}?${range}&group=month`);
  const dashboard = region(page, 'mf-partner-dashboard');
  await expect(
    dashboard
      .getByRole('table', { name: pd('pt', 'sales.byPeriod', { group: pd('pt', 'sales.group.month') }) })
      .getByRole('row'),
  ).toHaveCount(monthRows);
  await expect(dashboard.getByRole('heading', { name: pd('pt', 'sales.net') })).toBeVisible();
  await expect(dashboard.getByRole('table', { name: pd('pt', 'sales.byMethod') })).toBeVisible();
  await expectNoSeriousViolations(page);

  // On a 390 px phone the chart and the tables stay inside the screen (tables scroll in their own region).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    dashboard.getByRole('figure', { name: pd('pt', 'sales.chart', { group: pd('pt', 'sales.group.month') }) }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
