// A partner declines a waiting booking item with a reason in the dashboard; the customer reads that reason in My
// bookings and in the refund mail, in the language they booked in (English, then Portuguese). The booking is made through the
// API for a fresh customer with a name of their own, so the partner declines exactly that item while other journeys
// answer theirs.
import { pathTo } from '@mp/shared/routes';
import { expect, test, newContextAs } from '../support/fixtures';
import { localizePath, remoteT } from '../support/site';
import { region } from '../support/ui';
import { apiT, mailsTo } from './account-support';
import { bookWaitingItems, pageAs, ut } from './user-panel-support';

const pd = (key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', 'en', key, vars);

for (const [locale, days] of [
  ['en', 52],
  ['pt', 53],
] as const) {
  test(`${locale}: the partner’s decline reason reaches the customer in My bookings and in the refund mail`, async ({
    browser,
    openContext,
    request,
  }) => {
    const { customer, user, reference, who } = await bookWaitingItems(
      request,
      `decline-reason-${locale}`,
      [days],
      locale,
    );
    const reason = `The boat is under repair that week (${customer.last_name})`;

    // The partner declines the customer's item from the new items, typing the reason the dialog says the customer reads.
    const partner = await newContextAs(browser, 'SUPPLIER');
    const dashboardPage = await partner.newPage();
    await dashboardPage.goto(localizePath(pathTo('dashboard.calendar-and-bookings'), 'en'));
    const table = region(dashboardPage, 'mf-partner-dashboard').getByRole('table', { name: pd('bookings.list.new') });
    const row = table.getByRole('row').filter({ hasText: who });
    await expect(row).toHaveCount(1);
    const decline = row.getByRole('button', { name: /^Decline / });
    const name = (await decline.getAttribute('aria-label'))!.replace(/^Decline /, '');
    await decline.click();
    const dialog = dashboardPage.getByRole('dialog');
    await dialog.getByLabel(pd('bookings.reason')).fill(reason);
    await dialog.getByRole('button', { name: pd('bookings.decline'), exact: true }).click();
    await expect(dashboardPage.getByText(pd('bookings.done.declined', { name })).first()).toBeVisible();
    await expect(row).toHaveCount(0);
    await partner.close();

    // The customer finds the item under cancelled bookings with the partner's reason.
    const page = await pageAs(openContext, user, locale);
    await page.goto(localizePath('/user-panel/bookings/canceled', locale));
    const panel = region(page, 'mf-user-panel');
    // A fresh customer: this booking, with its one item, is all the list holds.
    const list = panel.getByTestId('client-bookings');
    await expect(list.getByRole('heading', { name: ut(locale, 'bookings.reference', { reference }) })).toBeVisible();
    const item = list.getByTestId('booking-item');
    await expect(item).toContainText(ut(locale, 'bookings.itemStatus.declined'));
    await expect(item.getByTestId('decline-reason')).toHaveText(ut(locale, 'bookings.declineReason', { reason }));

    // And in the refund mail, once.
    const refunds = (await mailsTo(request, customer.email)).filter(
      (m) => m.subject === apiT(locale, 'checkout.refundSubject', { reference }),
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.text).toContain(apiT(locale, 'supplierBookings.partnerReason', { reason }).trim());
  });
}
