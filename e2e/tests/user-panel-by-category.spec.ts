// Any other /user-panel/... path: the customer's booking items grouped by category — client@demo.pt
// sees one section per category with its items and follows one to its booking list (pt); a customer who has booked
// nothing sees the empty state (en).
import { expect, test } from '../support/fixtures';
import { localizePath } from '../support/site';
import { freshCustomer, pageAs, panel, ut } from './user-panel-support';

test('bookings by category of client@demo.pt, and on to a booking list (pt)', async ({ sessionPage }) => {
  const page = await sessionPage('CLIENT');
  await page.goto(localizePath('/user-panel/qualquer/coisa', 'pt'));
  const groups = panel(page).getByTestId('category-group');
  await expect(groups.first()).toBeVisible();
  expect(await groups.count()).toBeGreaterThanOrEqual(2);
  const first = groups.first();
  await expect(first.getByRole('heading', { level: 2 })).toContainText(/\(\d+ serviços?\)/);
  const items = panel(page).getByTestId('category-item');
  // Items of every list are there (demo data: upcoming, previous, canceled).
  for (const list of ['upcoming', 'previous', 'canceled'] as const) {
    await expect(items.getByRole('link', { name: ut('pt', `byCategory.open.${list}`) }).first()).toBeVisible();
  }
  await items
    .getByRole('link', { name: ut('pt', 'byCategory.open.previous') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pt\/user-panel\/bookings\/previous$/);
  await expect(panel(page).getByTestId('booking-item').first()).toBeVisible();
});

test('bookings by category: nothing booked yet (en)', async ({ openContext, request }) => {
  const who = await freshCustomer(request, 'by-category-empty');
  const page = await pageAs(openContext, who.user, 'en');
  await page.goto(localizePath('/user-panel/anything', 'en'));
  await expect(panel(page).getByRole('heading', { name: ut('en', 'byCategory.empty') })).toBeVisible();
  await expect(panel(page).getByRole('link', { name: ut('en', 'byCategory.explore') })).toHaveAttribute('href', '/');
});
