// A partner answers a review: the partner opens Reviews and replies, filters Not answered, replies to a customer's
// review of the tuk-tuk tour and sees it answered; the storefront's service page then shows "Reply from …" under
// that review. axe checks the reviews page on a phone and a desktop.
import { expect, test, newContextAs } from '../support/fixtures';
import { localizePath, remoteT } from '../support/site';
import { region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { pathTo } from '@mp/shared/routes';

const pd = (key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', 'en', key, vars);
const SERVICE = 'lisbon-tuk-tuk-seven-hills';
const REVIEW = 'Levámos a minha mãe';

test('a partner replies to a review and the service page shows the reply under it', async ({ browser }) => {
  const context = await newContextAs(browser, 'SUPPLIER');
  const page = await context.newPage();
  const replyText = `Obrigado, Joana! Volte sempre (${Date.now()}).`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(localizePath(pathTo('dashboard.reviews'), 'en'));
  const dashboard = region(page, 'mf-partner-dashboard');
  const list = dashboard.getByRole('list', { name: pd('replies.list') });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await dashboard
    .getByRole('group', { name: pd('replies.filter') })
    .getByRole('button', { name: pd('replies.filters.no') })
    .click();
  await expect(page).toHaveURL(/answered=no/);
  const card = list.getByRole('listitem').filter({ hasText: REVIEW });
  await card.getByRole('button', { name: pd('replies.replyTo', { author: 'Joana M.' }) }).click();
  await card.getByLabel(pd('replies.yourReply')).fill(replyText);
  await card.getByRole('button', { name: pd('replies.send') }).click();
  const answer = card.getByRole('region', { name: pd('replies.answer') });
  await expect(answer).toContainText(replyText);
  await expect(card.getByRole('button', { name: pd('replies.replyTo', { author: 'Joana M.' }) })).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectNoSeriousViolations(page);
  await context.close();

  const visitor = await newContextAs(browser, null);
  const storefront = await visitor.newPage();
  await storefront.goto(localizePath(`/${SERVICE}`, 'en'));
  const review = region(storefront, 'mf-catalogue')
    .getByRole('region', { name: /Reviews/ })
    .getByRole('listitem')
    .filter({ hasText: REVIEW });
  await expect(
    review.getByText(remoteT('mf-catalogue', 'en', 'service.replyFrom', { company: 'Lisboa Autêntica' })),
  ).toBeVisible();
  await expect(review.getByText(replyText)).toBeVisible();
  await visitor.close();
});
