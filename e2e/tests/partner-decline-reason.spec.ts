// A partner declines a waiting booking item with a reason in the dashboard; the customer reads that reason in My
// bookings and in the refund mail. The booking is made through the API (card sandbox) for a fresh customer with a
// name of its own, so the partner declines exactly that item while other journeys answer theirs.
import { pathTo } from '@mp/shared/routes';
import { expect, test, newContextAs } from '../support/fixtures';
import { localizePath, remoteT } from '../support/site';
import { region } from '../support/ui';
import { apiT, mailsTo } from './account-support';
import { CARDS, daysAhead, EXPERIENCE, serviceId } from './checkout-support';
import { freshCustomer, pageAs, ut } from './user-panel-support';

const pd = (key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', 'en', key, vars);

test('en: the partner’s decline reason reaches the customer in My bookings and in the refund mail', async ({
  browser,
  openContext,
  request,
}) => {
  const { customer, user, auth } = await freshCustomer(request, 'decline-reason');
  const lastName = `Declined${Date.now().toString(36)}`;
  expect((await request.post(`/api/clients/${user.id}`, { headers: auth, data: { last_name: lastName } })).ok()).toBe(
    true,
  );
  const id = await serviceId(request, EXPERIENCE.slug);
  const line = {
    id: `e2e-decline-${id}`,
    service_id: id,
    date: daysAhead(52),
    time: EXPERIENCE.start_times[0] ?? null,
    quantity: 1,
    notes: {},
  };
  expect((await request.post('/api/cart', { headers: auth, data: { items: [line] } })).ok()).toBe(true);
  const paid = await request.post('/api/bookings', {
    headers: auth,
    data: { payment_method: 'card', card_number: CARDS.success },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const { reference } = ((await paid.json()) as { content: { reference: string } }).content;
  const reason = `The boat is under repair that week (${lastName})`;

  // The partner declines the customer's item from the new items, typing the reason the dialog says the customer reads.
  const partner = await newContextAs(browser, 'SUPPLIER');
  const dashboardPage = await partner.newPage();
  await dashboardPage.goto(localizePath(pathTo('dashboard.calendar-and-bookings'), 'en'));
  const table = region(dashboardPage, 'mf-partner-dashboard').getByRole('table', { name: pd('bookings.list.new') });
  const row = table.getByRole('row').filter({ hasText: `${customer.first_name} ${lastName}` });
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
  const page = await pageAs(openContext, user, 'en');
  await page.goto(localizePath('/user-panel/bookings/canceled', 'en'));
  const panel = region(page, 'mf-user-panel');
  // A fresh customer: this booking, with its one item, is all the list holds.
  const list = panel.getByTestId('client-bookings');
  await expect(list.getByRole('heading', { name: ut('en', 'bookings.reference', { reference }) })).toBeVisible();
  const item = list.getByTestId('booking-item');
  await expect(item).toContainText(ut('en', 'bookings.itemStatus.declined'));
  await expect(item.getByTestId('decline-reason')).toHaveText(ut('en', 'bookings.declineReason', { reason }));

  // And in the refund mail, once.
  const refunds = (await mailsTo(request, customer.email)).filter(
    (m) => m.subject === apiT('en', 'checkout.refundSubject', { reference }),
  );
  expect(refunds).toHaveLength(1);
  expect(refunds[0]!.text).toContain(apiT('en', 'supplierBookings.partnerReason', { reason }).trim());
});
