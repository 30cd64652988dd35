// A customer reviews a completed item from /user-panel/bookings/previous and sees the review on the
// service page (client@demo.pt's two seeded items left to review: the newest in en, the other in pt).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, type Locale } from '../support/site';
import { escapeRegExp, region } from '../support/ui';
import { apiSignIn, pageAs, panel, ut } from './user-panel-support';

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
  await expect(
    panel(page)
      .getByText(ut(locale, 'reviews.done', { count: 4 }))
      .first(),
  ).toBeVisible();

  await page.goto(localizePath(`/${service.slug}`, locale));
  const heading = new RegExp(
    `^${escapeRegExp(remoteT('mf-catalogue', locale, 'service.reviews', { count: 0 })).replace('0', '\\d+')}$`,
  );
  const reviews = region(page, 'mf-catalogue').getByRole('region', { name: heading });
  await expect(reviews.getByText(text)).toBeVisible();
}

type Item = {
  id: number;
  booking_date: string;
  review: unknown;
  unserialized_service: { kind?: string };
  service: { service_name: string; slug: string };
};

/**
 * client@demo.pt's two newest completed items are seeded without a review (api/src/db/seed-data/customer-panel.ts):
 * the en journey reviews the newest, the pt journey the one before it, so they never take each other's item and never
 * depend on the time of day they run.
 */
async function seededItemToReview(request: APIRequestContext, rank: 0 | 1, locale: Locale) {
  const user = await apiSignIn(request, DEMO_EMAIL.CLIENT, DEMO_PASSWORD);
  const auth = { Authorization: `Bearer ${user.api_token}` };
  const completed = (
    (await (
      await request.get('/api/client-bookings?status=completed&per_page=100', {
        headers: { ...auth, 'Accept-Language': locale },
      })
    ).json()) as {
      content: { data: { items: Item[] }[] };
    }
  ).content.data.flatMap((b) => b.items);
  const reviewable = completed
    .filter((i) => i.unserialized_service.kind !== 'gift_card')
    .sort((a, b) => Date.parse(b.booking_date) - Date.parse(a.booking_date));
  const item = reviewable[rank];
  expect(item?.review, 'the demo data leaves the two newest completed items to review').toBeNull();
  return { user, service: { name: item!.service.service_name, slug: item!.service.slug } };
}

test('review the newest completed item of client@demo.pt and see it on the service page (en)', async ({
  openContext,
  request,
}) => {
  const { user, service } = await seededItemToReview(request, 0, 'en');
  const page = await pageAs(openContext, user, 'en');
  await reviewAndFind(page, 'en', service, `A lovely morning with a great guide (${Date.now()}).`);
});

test('review the other completed item of client@demo.pt and see it on the service page (pt)', async ({
  openContext,
  request,
}) => {
  const { user, service } = await seededItemToReview(request, 1, 'pt');
  const page = await pageAs(openContext, user, 'pt');
  await reviewAndFind(page, 'pt', service, `Guia fantástico, recomendo (${Date.now()}).`);
});
