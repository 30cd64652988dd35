// Issue 12 §3, §8: a customer reviews a completed item from /user-panel/bookings/previous and sees the review on the
// service page (en: client@demo.pt's seeded item left to review; pt: a fresh customer's item the partner completed).
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, type Locale } from '../support/site';
import { escapeRegExp, region } from '../support/ui';
import { apiSignIn, completedItem, firstStartPassed, freshCustomer, pageAs, panel, ut } from './user-panel-support';

/** Reviews the item named `service` on the previous-bookings list, then finds the review on its service page. */
async function reviewAndFind(page: Page, locale: Locale, service: { name: string; slug: string }, text: string) {
  await page.goto(localizePath('/user-panel/bookings/previous', locale));
  const item = panel(page)
    .getByTestId('booking-item')
    .filter({ hasText: service.name })
    .filter({ has: page.getByRole('button', { name: ut(locale, 'reviews.write') }) })
    .first();
  await item.getByRole('button', { name: ut(locale, 'reviews.write') }).click();
  const dialog = page.getByRole('dialog', { name: ut(locale, 'reviews.title', { service: service.name }) });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByLabel(ut(locale, 'reviews.starsLabel')).selectOption('4');
  await dialog.getByRole('textbox', { name: ut(locale, 'reviews.textLabel') }).fill(text);
  await dialog.getByRole('button', { name: ut(locale, 'reviews.submit') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel(page).getByText(ut(locale, 'reviews.done', { count: 4 })).first()).toBeVisible();

  await page.goto(localizePath(`/${service.slug}`, locale));
  const heading = new RegExp(`^${escapeRegExp(remoteT('mf-catalogue', locale, 'service.reviews', { count: 0 })).replace('0', '\\d+')}$`);
  const reviews = region(page, 'mf-catalogue').getByRole('region', { name: heading });
  await expect(reviews.getByText(text)).toBeVisible();
}

test('review the seeded completed item of client@demo.pt and see it on the service page (en)', async ({ openContext, request }) => {
  const user = await apiSignIn(request, DEMO_EMAIL.CLIENT, DEMO_PASSWORD);
  const auth = { Authorization: `Bearer ${user.api_token}` };
  type Item = { review: unknown; unserialized_service: { kind?: string }; service: { service_name: string; slug: string } };
  const completed = ((await (await request.get('/api/client-bookings?status=completed&per_page=100', { headers: { ...auth, 'Accept-Language': 'en' } })).json()) as {
    content: { data: { items: Item[] }[] };
  }).content.data.flatMap((b) => b.items);
  const open = completed.filter((i) => i.review === null && i.unserialized_service.kind !== 'gift_card');
  expect(open, 'the demo data leaves exactly one completed item to review').toHaveLength(1);
  const page = await pageAs(openContext, user, 'en');
  await reviewAndFind(page, 'en', { name: open[0]!.service.service_name, slug: open[0]!.service.slug }, `A lovely morning with a great guide (${Date.now()}).`);
});

test('review an item the partner just completed and see it on the service page (pt)', async ({ openContext, request }) => {
  test.skip(!firstStartPassed(), 'needs the demo experience’s first start time to have passed today (Lisbon time)');
  const who = await freshCustomer(request, 'review-pt');
  await completedItem(request, who, 'review-pt');
  type Item = { service: { service_name: string; slug: string } };
  const [item] = ((await (await request.get('/api/client-bookings?status=completed', { headers: { ...who.auth, 'Accept-Language': 'pt' } })).json()) as {
    content: { data: { items: Item[] }[] };
  }).content.data.flatMap((b) => b.items);
  const page = await pageAs(openContext, who.user, 'pt');
  await reviewAndFind(page, 'pt', { name: item!.service.service_name, slug: item!.service.slug }, `Guia fantástico, recomendo (${Date.now()}).`);
});
