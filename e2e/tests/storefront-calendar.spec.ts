// Phone first: on a phone the service page's bottom bar says the price and takes the visitor to the booking box
// (the Help button covers neither the bar's button nor "Add to cart"); the box's month calendar, fed by the real
// availability read, greys a day other travellers filled, and an open day chosen on it goes into the cart.
import type { Page } from '@playwright/test';
import { longDate, monthOf, monthTitle } from '../../mf-catalogue/src/features/service/components/calendar-month';
import { formatMoney } from '../../shared/src/domain/format';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, type Locale } from '../support/site';
import { cartLink, escapeRegExp } from '../support/ui';
import { catT, daysAhead } from './checkout-support';
import { SMALL_EXPERIENCE, takePlaces } from './storefront-support';

const catalogueUi = (page: Page) => page.locator('[id="mp-region-mf-catalogue"]');
const dateField = (page: Page, locale: Locale) =>
  catalogueUi(page).getByLabel(new RegExp(`^${catT(locale, 'service.date')}( \\*)?$`));

/** Steps the calendar forward to the month of `date` (the grid opens on the visitor's current month). */
async function showMonthOf(page: Page, locale: Locale, date: string): Promise<void> {
  const calendar = catalogueUi(page).getByTestId('availability-calendar');
  const wanted = monthTitle(monthOf(date), locale);
  for (let step = 0; step <= 12; step += 1) {
    const shown = (await calendar.getByRole('heading', { level: 3 }).textContent()) ?? '';
    if (shown === wanted) return;
    await calendar.getByRole('button', { name: catT(locale, 'calendar.nextMonth') }).click();
    // The next heading is not the one just read (clicks land after the grid has redrawn).
    await expect(calendar.getByRole('heading', { level: 3 })).not.toHaveText(shown);
  }
  await expect(calendar.getByRole('heading', { level: 3 })).toHaveText(wanted);
}

const dayButton = (page: Page, locale: Locale, date: string, state?: string) =>
  catalogueUi(page)
    .getByTestId('availability-calendar')
    .getByRole('button', {
      name: state
        ? `${longDate(date, locale)}, ${catT(locale, state)}`
        : new RegExp(`^${escapeRegExp(longDate(date, locale))}, `),
    });

type Box = { x: number; y: number; width: number; height: number } | null;
/** Whether two on-screen boxes share any pixel (a box off the screen shares none). */
function overlap(a: Box, b: Box): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('en: the bottom bar leads to the booking box, a sold-out day is greyed, and an open day reaches the cart', async ({
    page,
  }) => {
    const [full, open] = [daysAhead(95), daysAhead(96)];
    // Other travellers take every place on one day, through the real cart and booking calls.
    await takePlaces(page.request, full, 0);

    await page.goto(`/${SMALL_EXPERIENCE.slug}`);
    const ui = catalogueUi(page);
    await expect(ui.getByRole('heading', { level: 1, name: SMALL_EXPERIENCE.name.en })).toBeVisible();
    const box = ui.getByTestId('booking-box');
    await expect(box).not.toBeInViewport();
    const bar = ui.getByTestId('booking-bar');
    await expect(bar).toBeInViewport();
    // A group price with a discount: the group pays the discounted value.
    await expect(bar).toContainText(
      catT('en', 'bookingBar.from', { price: formatMoney(SMALL_EXPERIENCE.value_discount_cents, 'en') }),
    );

    // The Help button sits in the room the bar keeps for it, never on the bar's button.
    const help = page.getByRole('button', { name: 'Help', exact: true });
    expect(overlap(await help.boundingBox(), await bar.getByRole('button').boundingBox())).toBe(false);

    await bar.getByRole('button', { name: catT('en', 'bookingBar.check') }).click();
    await expect(box).toBeFocused();
    await expect(box.getByRole('heading', { level: 2, name: catT('en', 'service.book') })).toBeInViewport();
    // While the box is on screen the bar steps aside.
    await expect(bar).toBeHidden();

    await showMonthOf(page, 'en', full);
    await expect(dayButton(page, 'en', full, 'calendar.soldOut')).toBeDisabled();
    await expect(dayButton(page, 'en', full)).toHaveAttribute('data-state', 'sold_out');
    await expect(dateField(page, 'en')).toHaveValue('');

    await showMonthOf(page, 'en', open);
    await dayButton(page, 'en', open).click();
    await expect(dayButton(page, 'en', open)).toHaveAttribute('aria-pressed', 'true');
    // Day first, the site's way, whatever the device's own date format.
    await expect(dateField(page, 'en')).toHaveValue(open.split('-').reverse().join('/'));
    await expectNoSeriousViolations(page);

    // "Add to cart" at the very bottom of the screen, where the Help button floats: the button steps aside.
    const add = ui.getByRole('button', { name: catT('en', 'service.addToCart') });
    await add.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8));
    await expect(help).toHaveAttribute('data-aside', 'true');
    expect(overlap(await help.boundingBox(), await add.boundingBox())).toBe(false);
    await add.click();
    await expect(cartLink(page, 'en', 1)).toBeVisible();
  });

  test('pt: the calendar speaks Portuguese, greys the sold-out day and passes axe', async ({ page }) => {
    const full = daysAhead(97);
    await takePlaces(page.request, full, 0);

    await page.goto(localizePath(`/${SMALL_EXPERIENCE.slug}`, 'pt'));
    const ui = catalogueUi(page);
    await expect(ui.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = ui.getByTestId('booking-bar');
    await expect(bar).toBeInViewport();
    // The bar itself, over the page, passes axe too.
    await expectNoSeriousViolations(page);
    await bar.getByRole('button', { name: catT('pt', 'bookingBar.check') }).click();
    await expect(ui.getByTestId('booking-box')).toBeFocused();

    const calendar = ui.getByTestId('availability-calendar');
    await expect(calendar.getByRole('heading', { level: 3 })).toHaveText(
      monthTitle(monthOf(new Date().toISOString().slice(0, 10)), 'pt'),
    );
    await expect(calendar.getByRole('button', { name: catT('pt', 'calendar.previousMonth') })).toBeDisabled();
    await showMonthOf(page, 'pt', full);
    await expect(dayButton(page, 'pt', full, 'calendar.soldOut')).toBeDisabled();
    await expect(calendar.getByRole('columnheader').first()).toHaveText('seg');
    // A month ahead, the visitor can step back.
    await expect(calendar.getByRole('button', { name: catT('pt', 'calendar.previousMonth') })).toBeEnabled();
    await expectNoSeriousViolations(page);
  });
});
