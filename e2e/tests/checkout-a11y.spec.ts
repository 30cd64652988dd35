// Checkout screens with content (not just frames): axe finds no serious or critical violation on the cart with
// items, personal data, the payment form (crypto choice), purchase complete and the customer's bookings list (en, pt),
// and on the MB WAY countdown panel.
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, type Locale } from '../support/site';
import {
  addExperienceAndTransfer,
  CARDS,
  chooseMethod,
  ct,
  fillCard,
  MBWAY_PHONES,
  newCustomer,
  pay,
  region,
  throughCartAndPersonalData,
} from './checkout-support';

for (const [locale, day] of [
  ['en', 50],
  ['pt', 52],
] as const satisfies readonly (readonly [Locale, number])[]) {
  test(`checkout screens and the bookings list pass axe (${locale})`, async ({ page }) => {
    const customer = await newCustomer(page.request, `a11y-${locale}`);
    await page.goto(localizePath('/', locale));
    await addExperienceAndTransfer(page, day);
    await page.goto(localizePath('/cart', locale));
    await expect(region(page).getByTestId('cart-total')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(localizePath('/checkout/personal-data', locale));
    await expect(region(page).getByRole('button', { name: ct(locale, 'personal.guest') })).toBeVisible();
    await expectNoSeriousViolations(page);
    await throughCartAndPersonalData(page, locale, customer);
    await chooseMethod(page, locale, 'crypto');
    await expect(region(page).getByLabel(ct(locale, 'payment.crypto.currency'), { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await chooseMethod(page, locale, 'card');
    await fillCard(page, locale, CARDS.success);
    await pay(page, locale);
    await expect(region(page).getByTestId('purchase-thanks')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(localizePath('/user-panel/bookings', locale));
    await expect(page.locator('[id="mp-region-mf-user-panel"]').getByTestId('client-bookings')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the MB WAY countdown panel passes axe (en)', async ({ page }) => {
  const locale: Locale = 'en';
  const customer = await newCustomer(page.request, 'a11y-mbway');
  await page.goto('/');
  await addExperienceAndTransfer(page, 54);
  await throughCartAndPersonalData(page, locale, customer);
  await chooseMethod(page, locale, 'mbway');
  await region(page).getByLabel(ct(locale, 'payment.mbway.phone')).fill(MBWAY_PHONES.silent);
  await pay(page, locale);
  await expect(region(page).getByTestId('mbway-countdown')).toBeVisible();
  await expectNoSeriousViolations(page);
});
