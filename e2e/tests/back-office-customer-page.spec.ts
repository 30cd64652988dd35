// A customer's page in the back office: the owner finds the demo customer (client@demo.pt, Beatriz Almeida) on the
// customers list, opens her page from her name, reads her bookings (each leading to its item's page) and her payments,
// then writes a note only staff see, edits it and deletes it. The section is in the URL; the section tabs show on the
// first screen at 1280×800; axe finds no serious violation on the page at 1366 and 390 px.
import { expect, newContextAs, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';

test('staff open a customer from the customers list, read her bookings and payments, and keep a note on her', async ({
  browser,
}) => {
  const context = await newContextAs(browser, 'SUPER');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  const stamp = Date.now().toString(36);
  const text = `Prefers a call after 18h (${stamp}).`;
  const edited = `Prefers a call after 19h (${stamp}).`;

  await page.goto('/super-admin/customers');
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill('client@demo.pt');
  await expect(page).toHaveURL(/q=client/);
  const list = page.getByRole('table', { name: 'Customers who booked, guests included' });
  await list.getByRole('link', { name: 'Beatriz Almeida' }).click();

  await expect(page).toHaveURL(/\/super-admin\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beatriz Almeida' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'client@demo.pt' })).toBeVisible();
  // The profile and its four figures are compact enough to leave the section tabs on the first screen at 1280×800.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Customer sections' })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1366, height: 900 });
  const bookings = page.getByRole('table', { name: 'Bookings' });
  const firstItem = bookings.getByRole('link', { name: /^Booking / }).first();
  await expect(firstItem).toBeVisible();
  await expect(firstItem).toHaveAttribute('href', /\/super-admin\/booking-item\/\d+$/);
  await expectNoSeriousViolations(page);

  const sections = page.getByRole('navigation', { name: 'Customer sections' });
  await sections.getByRole('link', { name: 'Payments and refunds' }).click();
  await expect(page).toHaveURL(/tab=payments/);
  const payments = page.getByRole('table', { name: 'Payments and refunds' });
  await expect(payments.getByRole('row').nth(1)).toBeVisible();
  await expect(payments.getByText('No payments yet.')).toHaveCount(0);

  // A note: written, read back, edited by its author, deleted after a confirmation.
  await sections.getByRole('link', { name: 'Staff notes' }).click();
  await expect(page).toHaveURL(/tab=notes/);
  await page.getByRole('textbox', { name: /New note/ }).fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  const notes = page.getByRole('table', { name: 'Staff notes' });
  const row = notes.getByRole('row').filter({ hasText: stamp });
  await expect(row).toContainText(text);
  await expectNoSeriousViolations(page);

  await row.getByRole('button', { name: /^Edit your note/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit note' });
  await dialog.getByRole('textbox', { name: /Note/ }).fill(edited);
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(edited);

  await row.getByRole('button', { name: /^Delete your note/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note deleted.' })).toBeVisible();
  await expect(notes.getByRole('row').filter({ hasText: stamp })).toHaveCount(0);

  // What staff did is on the page too, and the phone width reads it without a serious violation.
  await sections.getByRole('link', { name: 'Staff activity' }).click();
  await expect(
    page.getByRole('table', { name: 'Staff activity' }).getByText('Customer note deleted').first(),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  // On a phone the profile stacks within the screen's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
