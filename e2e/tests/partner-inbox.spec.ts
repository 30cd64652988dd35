// The partner's inbox: a customer messages the partner from a booking in My bookings (en); the partner (the demo
// company's owner, in pt on a 390 px phone) sees the unread badge on Messages in the side nav, opens the page and the
// conversation, which names the booking, and answers; the badge falls; the customer reads the answer. A fresh customer
// with a name of their own, so the partner opens exactly this conversation while other journeys write theirs. axe
// checks the Messages page.
import { pathTo } from '@mp/shared/routes';
import { expect, test, newContextAs } from '../support/fixtures';
import { localizePath, remoteT, t } from '../support/site';
import { region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { bookWaitingItems, pageAs, ut } from './user-panel-support';

const pd = (key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', 'pt', key, vars);

test('a customer messages the partner from a booking; the partner sees the badge, opens Messages and answers', async ({
  browser,
  openContext,
  request,
}) => {
  const { user, reference, who } = await bookWaitingItems(request, 'partner-inbox', [61], 'en');
  const question = `Is there parking near the start? (${reference})`;
  const answer = `Sim, há um parque na Rua da Prata (${reference}).`;

  // The customer asks from the booking: the messages page opens on the conversation with the partner.
  const customer = await pageAs(openContext, user, 'en');
  await customer.goto(localizePath('/user-panel/bookings', 'en'));
  const panel = region(customer, 'mf-user-panel');
  await panel.getByRole('button', { name: new RegExp(`^${ut('en', 'bookings.messagePartner')}`) }).click();
  await expect(customer).toHaveURL(/\/user-panel\/messages\/\d+$/);
  const input = panel.getByLabel(t('en', 'chat.inputLabel'));
  await input.fill(question);
  await input.press('Enter');
  await expect(panel.getByRole('log').getByText(question)).toBeVisible();

  // The partner, in Portuguese on a phone: the badge on Messages counts what they have not read.
  const partner = await newContextAs(browser, 'SUPPLIER', { locale: 'pt-PT' });
  const page = await partner.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(localizePath(pathTo('dashboard.home'), 'pt'));
  const dashboard = region(page, 'mf-partner-dashboard');
  const badge = dashboard.getByTestId('nav-badge-dashboard.messages');
  await expect(badge).toBeVisible();
  await dashboard.getByRole('link', { name: new RegExp(`^${t('pt', 'routes.dashboard.messages')}`) }).click();
  await expect(page).toHaveURL(/\/pt\/dashboard\/messages$/);
  const list = dashboard.getByRole('navigation', { name: pd('messages.listLabel') });
  const entry = list.getByRole('link').filter({ hasText: who });
  await expect(entry).toContainText(reference);
  await expect(entry.getByTestId('inbox-entry-unread')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Opening the conversation reads it and names the booking; the partner answers with Enter.
  await entry.click();
  await expect(page).toHaveURL(/\?chat=\d+$/);
  await expect(dashboard.getByRole('link', { name: new RegExp(reference) })).toBeVisible();
  const log = dashboard.getByRole('log');
  await expect(log.getByText(question)).toBeVisible();
  const reply = dashboard.getByLabel(t('pt', 'chat.inputLabel'));
  await reply.fill(answer);
  await reply.press('Enter');
  await expect(log.getByText(answer)).toBeVisible();
  await expectNoSeriousViolations(page);
  await dashboard.getByRole('link', { name: pd('messages.back') }).click();
  await expect(list.getByRole('link').filter({ hasText: who }).getByTestId('inbox-entry-unread')).toHaveCount(0);
  await partner.close();

  // The customer reads the answer in the same conversation.
  await expect(panel.getByRole('log').getByText(answer)).toBeVisible();
});
