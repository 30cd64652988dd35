// Finance refund part of a booking item from its back-office page (docs/money-figures.md "Partial refunds", ADR 045):
// a customer's card booking waits for the partner; finance@demo.pt, at 1280 px, opens the item, sees what is left and
// where €12.50 would go back before confirming, gives the reason and refunds it; the item keeps its status, the
// refund is listed under it and is its own line of the payments table; the customer's booking in their panel shows
// the €12.50 refunded. axe finds no serious violation on the page or the dialog.
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { localizePath, remoteT } from '../support/site';
import { region } from '../support/ui';
import { apiSignIn, bookWaitingItems, pageAs, panel, ut } from './user-panel-support';

const st = (key: string, vars: Record<string, string | number> = {}) => remoteT('mf-super-admin', 'en', key, vars);
const labelRe = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('finance refund €12.50 of an item with a reason, and the customer sees it on their booking', async ({
  openContext,
  request,
}) => {
  const booked = await bookWaitingItems(request, 'partial-refund', [61], 'en');
  const bookings = await request.get('/api/client-bookings', { headers: booked.auth });
  expect(bookings.ok(), await bookings.text()).toBe(true);
  const { data } = (
    (await bookings.json()) as {
      content: { data: { reference: string; items: { id: number }[]; amounts?: { lines: { name: string }[] } }[] };
    }
  ).content;
  const mine = data.find((b) => b.reference === booked.reference);
  const itemId = mine?.items[0]?.id;
  expect(itemId).toBeDefined();

  const finance = await apiSignIn(request, 'finance@demo.pt', 'Demo1234!');
  const page = await pageAs(openContext, finance, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(localizePath(`/super-admin/booking-item/${itemId}`, 'en'));
  const main = region(page, 'mf-super-admin');
  await expect(main.getByTestId('booking-item-ref')).toContainText(booked.reference);
  await expect(main.getByText(st('bookingItem.partialRefund.none'))).toBeVisible();
  await expectNoSeriousViolations(page);

  await main.getByRole('button', { name: st('bookingItem.partialRefund.open') }).click();
  const dialog = page.getByRole('dialog', { name: st('bookingItem.partialRefund.title') });
  await expect(dialog.getByTestId('refund-left')).toHaveText(/^Left to refund: €\d+\.\d{2}$/);
  await dialog.getByRole('textbox', { name: labelRe(st('bookingItem.partialRefund.amount')) }).fill('12.50');
  await expect(dialog.getByText(st('bookingItem.partialRefund.splitTitle', { amount: '€12.50' }))).toBeVisible();
  await expect(dialog.getByTestId('refund-split').getByRole('listitem')).toHaveText(['€12.50 to Card']);
  await expectNoSeriousViolations(page);
  await dialog
    .getByRole('textbox', { name: labelRe(st('bookingItem.partialRefund.reason')) })
    .fill('The guide arrived an hour late');
  await dialog.getByRole('button', { name: st('bookingItem.partialRefund.confirm'), exact: true }).click();
  await expect(dialog).toBeHidden();

  // The item is still waiting for the partner; the refund is listed under it and is a line of the payments table.
  await expect(main.getByText(st('bookings.statuses.pending'), { exact: true }).first()).toBeVisible();
  await expect(main.getByTestId('partial-refunds')).toContainText('€12.50 by ');
  await expect(main.getByTestId('partial-refunds')).toContainText('The guide arrived an hour late');
  const payments = main.getByRole('table', { name: st('bookingItem.settlement.caption') });
  await expect(
    payments.getByRole('row').filter({ hasText: st('bookingItem.settlement.refundTo', { method: 'Card' }) }),
  ).toContainText('€12.50');
  await expect(main.getByText(st('bookingItem.bookingStatuses.partial'), { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The customer's booking shows what went back.
  const customer = await pageAs(openContext, booked.user, 'en');
  await customer.goto(localizePath('/user-panel/bookings', 'en'));
  const card = panel(customer)
    .getByRole('heading', { name: ut('en', 'bookings.reference', { reference: booked.reference }) })
    .locator('xpath=..');
  const split = card.getByTestId('payment-split');
  // Its breakdown lists the refund as a line of its own, after what was paid.
  await expect(split).toContainText(
    `${ut('en', 'bookings.refundOf', { service: mine?.amounts?.lines[0]?.name ?? '' })}€12.50`,
  );
});
