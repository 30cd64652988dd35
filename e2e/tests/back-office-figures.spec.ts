// The back office's dashboard and sales page show the same money figures for the same days, each under the name of
// what it counts (docs/money-figures.md): booked, cancelled and refunded, awaiting the partner, net, commission on net.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const FIGURES = [
  'Booked (gross)',
  'Cancelled and refunded',
  'Awaiting the partner’s answer',
  'Net (accepted, completed or cancelled late)',
  'Commission on net',
];
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Each figure's value as the page shows it, next to its name. */
async function figuresOn(page: Page): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of FIGURES) {
    // A card's heading and its value on the dashboard, a term and its definition on the sales page.
    const value = page
      .locator('main')
      .getByText(name, { exact: true })
      .first()
      .locator('xpath=following-sibling::*[1]');
    await expect(value).toHaveText(/€/);
    out[name] = (await value.textContent()) ?? '';
  }
  return out;
}

test('the dashboard and the sales page agree on every figure for the same 30 days', async ({ sessionPage }) => {
  const page = await sessionPage('SUPER');
  const range = `from=${day(29)}&to=${day(0)}`;
  await page.goto(`/super-admin/dashboard?${range}`);
  const dashboard = await figuresOn(page);
  expect(dashboard['Booked (gross)']).not.toBe('€0.00');
  await page.goto(`/super-admin/sales?${range}`);
  await expect(page.getByRole('table', { name: 'Sales' })).toBeVisible();
  expect(await figuresOn(page)).toEqual(dashboard);
});
