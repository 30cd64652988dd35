// Issue 5 item 7: card checkout from an empty browser, in en and pt — experience + transfer → cart → personal data
// (log in through the shell's modal) → card → purchase complete → the customer's bookings and the partner's new items.
import { expect, test } from '../support/fixtures';
import type { Locale } from '../support/site';
import {
  addExperienceAndTransfer,
  CARDS,
  chooseMethod,
  ct,
  expectBookingVisible,
  expectPurchaseComplete,
  fillCard,
  newCustomer,
  pay,
  region,
  throughCartAndPersonalData,
} from './checkout-support';

for (const [locale, day] of [['en', 20], ['pt', 22]] as const satisfies readonly (readonly [Locale, number])[]) {
  test(`card payment succeeds and the booking reaches customer and partner (${locale})`, async ({ page }) => {
    const customer = await newCustomer(page.request, `card-${locale}`);
    await page.goto(locale === 'pt' ? '/pt' : '/');
    await addExperienceAndTransfer(page, day);
    await throughCartAndPersonalData(page, locale, customer);
    await chooseMethod(page, locale, 'card');
    await fillCard(page, locale, CARDS.success);
    // Spec §5: the brand is shown; the number is never kept in a store or in storage.
    await expect(region(page).getByText(ct(locale, 'payment.card.brand', { brand: 'Visa' }))).toBeVisible();
    await pay(page, locale);
    const reference = await expectPurchaseComplete(page, locale, customer);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(storage).not.toContain('4242424242424242');
    await expectBookingVisible(page, locale, reference);
  });
}

test('a declined card keeps the cart and shows the error on the card field (en)', async ({ page }) => {
  const locale: Locale = 'en';
  const customer = await newCustomer(page.request, 'decline');
  await page.goto('/');
  await addExperienceAndTransfer(page, 24);
  await throughCartAndPersonalData(page, locale, customer);
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.decline);
  await pay(page, locale);
  const card = region(page).getByLabel(ct(locale, 'payment.card.number'));
  await expect(card).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('mp.cart') ?? '{"items":[]}').items.length)).toBe(2);
});
