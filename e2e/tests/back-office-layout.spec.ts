// The back office's lists at 1280×800 and 1366×768: the page never scrolls sideways, the table's first row is on the
// first screen (the filters do not fill it), and each row's actions, or the last figure of a list without actions, stay
// within the screen and within the table's own scroll box (an action column stays at its right edge).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const LISTS = [
  { path: '/super-admin/sales', table: 'Sales' },
  { path: '/super-admin/bookings-and-quotes', table: null },
  { path: '/super-admin/bookings-and-quotes?view=quotes', table: null },
  { path: '/super-admin/services', table: null },
  { path: '/super-admin/reviews', table: null },
  { path: '/super-admin/team', table: null },
  { path: '/super-admin/promo-codes', table: 'Promo codes' },
  { path: '/super-admin/audit-log', table: null },
  { path: '/super-admin/partners', table: 'Partner companies' },
] as const;

/** Where the table's last header cell and its scroll box sit, and how wide the page is. */
async function layoutOf(page: Page) {
  const table = page.locator('main table').first();
  const firstRow = table.locator('tbody tr:not([aria-hidden="true"])').first();
  await expect(firstRow).toBeVisible();
  const firstRowTop = await firstRow.evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
  return table.evaluate((grid, rowTop) => {
    const box = grid.parentElement!.getBoundingClientRect();
    const cells = grid.querySelectorAll('thead th');
    const last = cells[cells.length - 1]!.getBoundingClientRect();
    return {
      pageWidth: document.documentElement.scrollWidth,
      top: rowTop,
      last: { left: Math.round(last.left), right: Math.round(last.right) },
      box: { left: Math.round(box.left), right: Math.round(box.right) },
    };
  }, firstRowTop);
}

for (const [width, height] of [
  [1280, 800],
  [1366, 768],
] as const) {
  test(`every back-office list fits ${width}×${height} with its actions in view`, async ({ sessionPage }) => {
    const page = await sessionPage('SUPER');
    await page.setViewportSize({ width, height });
    for (const list of LISTS) {
      await page.goto(list.path);
      if (list.table) await expect(page.getByRole('table', { name: list.table })).toBeVisible();
      const at = await layoutOf(page);
      // E2E_LAYOUT_SHOTS=<folder> keeps a screenshot of each list, to look at the layout by eye.
      if (process.env.E2E_LAYOUT_SHOTS)
        await page.screenshot({
          path: `${process.env.E2E_LAYOUT_SHOTS}/${width}${list.path.replace(/[/?=]/g, '_')}.png`,
        });
      expect({ list: list.path, noSidewaysScroll: at.pageWidth <= width }).toEqual({
        list: list.path,
        noSidewaysScroll: true,
      });
      expect({ list: list.path, firstRowOnFirstScreen: at.top < height }).toEqual({
        list: list.path,
        firstRowOnFirstScreen: true,
      });
      expect({ list: list.path, lastColumnInView: at.last.right <= Math.min(width, at.box.right + 1) }).toEqual({
        list: list.path,
        lastColumnInView: true,
      });
      expect(at.last.left).toBeGreaterThanOrEqual(at.box.left);
    }
  });
}
