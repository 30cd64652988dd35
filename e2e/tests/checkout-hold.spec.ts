// The checkout hold (ADR 022). A traveller who takes the last place of a date into checkout has it held: the order
// summary counts the hold down on the personal-data and Pay steps (not on the cart), and a second traveller, in
// another browser, finds that date sold out on the service page. en on a desktop, pt on a 390 px phone; axe clean.
import type { Browser, Page } from '@playwright/test';
import { checkoutMessages } from '../../api/src/modules/cart/messages';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, type Locale } from '../support/site';
import {
  catT,
  ct,
  daysAhead,
  EXPERIENCE,
  newCustomer,
  putInCart,
  region,
  serviceId,
  throughCartAndPersonalData,
} from './checkout-support';
import { placesLeft, SMALL_EXPERIENCE, takePlaces } from './storefront-support';

/** "We're holding your places for 14:xx" with the minutes a fresh 15-minute hold can show. */
async function expectCountdown(page: Page, locale: Locale): Promise<void> {
  const timer = region(page).getByTestId('order-summary').getByTestId('hold-timer');
  await expect(timer).toHaveText(
    new RegExp(`^${ct(locale, 'hold.holding').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 1[0-5]:\\d\\d$`),
  );
  // The countdown itself is not a live region: a screen reader is told only at 5 and 1 minutes and at the end.
  await expect(region(page).getByTestId('hold-announcement')).toHaveText('');
}

/** Another traveller, in a browser of their own, on the service page: the held date is sold out. */
async function secondTravellerSeesSoldOut(
  browser: Browser,
  origin: string,
  locale: Locale,
  date: string,
): Promise<void> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
  try {
    const other = await context.newPage();
    await other.goto(localizePath(`/${SMALL_EXPERIENCE.slug}`, locale));
    const ui = other.locator('[id="mp-region-mf-catalogue"]');
    await expect(ui.getByRole('heading', { level: 1, name: SMALL_EXPERIENCE.name[locale] })).toBeVisible();
    await ui.getByLabel(new RegExp(`^${catT(locale, 'service.date')}( \\*)?$`)).fill(date);
    await expect(ui.getByTestId('slot-availability')).toHaveText(checkoutMessages[locale].soldOut);
    await expect(ui.getByRole('button', { name: catT(locale, 'service.addToCart') })).toBeDisabled();
  } finally {
    await context.close();
  }
}

async function holdTheLastPlace(page: Page, browser: Browser, locale: Locale, day: number): Promise<void> {
  const date = daysAhead(day);
  // Other travellers took all but one place (an MB WAY payment left waiting holds them).
  await takePlaces(page.request, date, 1);
  const customer = await newCustomer(page.request, `hold-${locale}`);
  await page.goto(localizePath('/', locale));
  const id = await serviceId(page.request, SMALL_EXPERIENCE.slug);
  // With a walking tour that has a meeting point (the day trip picks travellers up at their hotel).
  const tour = await serviceId(page.request, EXPERIENCE.slug);
  const meetingPoint = EXPERIENCE.meeting_point?.[locale];
  if (!meetingPoint) throw new Error(`${EXPERIENCE.slug} has no meeting point in the demo catalogue`);
  await putInCart(page, [
    {
      id: `e2e-hold-${id}`,
      service_id: id,
      date,
      time: SMALL_EXPERIENCE.start_times[0] ?? null,
      quantity: 1,
      notes: {},
    },
    {
      id: `e2e-hold-tour-${tour}`,
      service_id: tour,
      date,
      time: EXPERIENCE.start_times[0] ?? null,
      quantity: 1,
      notes: {},
    },
  ]);

  // The cart has the same summary, without a countdown: nothing is held yet.
  await page.goto(localizePath('/cart', locale));
  const summary = region(page).getByTestId('order-summary');
  await expect(summary.getByTestId('summary-line')).toHaveCount(2);
  await expect(summary.getByTestId('summary-meeting-point')).toHaveText(
    ct(locale, 'summary.meetingPoint', { place: meetingPoint }),
  );
  await expect(summary.getByTestId('hold-timer')).toHaveCount(0);
  expect(await placesLeft(page.request, id, date)).toBe(1);

  // Continue → personal data (signing in there: the guest cart and its hold move to the account) → Pay.
  await throughCartAndPersonalData(page, locale, customer);
  await expectCountdown(page, locale);
  expect(await placesLeft(page.request, id, date)).toBe(0);
  await secondTravellerSeesSoldOut(browser, new URL(page.url()).origin, locale, date);
  await expectNoSeriousViolations(page);

  // Back to the personal-data step: the same hold, still counting.
  await page.goto(localizePath('/checkout/personal-data', locale));
  await expectCountdown(page, locale);
  await expectNoSeriousViolations(page);
}

test('en: the last place is held from the personal-data step on and another traveller finds the date sold out', async ({
  page,
  browser,
}) => {
  await holdTheLastPlace(page, browser, 'en', 84);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('pt: the countdown shows on the checkout steps, nothing scrolls sideways, and the held date is sold out for others', async ({
    page,
    browser,
  }) => {
    await holdTheLastPlace(page, browser, 'pt', 85);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});
