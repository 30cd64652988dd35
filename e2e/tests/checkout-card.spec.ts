// Card checkout from an empty browser, in en and pt, through the screens a customer uses — an
// experience from its service page and a transfer through quote → offers → offer (mf-catalogue) → cart → personal data
// (log in through the shell's modal, "save to my profile" → the API's content in an alert) → card → purchase complete
// → the customer's bookings and the partner's new booking items.
import { expect, test } from '../support/fixtures';
import type { Locale } from '../support/site';
import {
  addFromCatalogue,
  apiLogin,
  CARDS,
  chooseMethod,
  ct,
  expectBookingVisible,
  expectPurchaseComplete,
  fillCard,
  newCustomer,
  pay,
  payAndCapture,
  region,
  startCheckout,
  throughCartAndPersonalData,
} from './checkout-support';

for (const [locale, day] of [
  ['en', 60],
  ['pt', 62],
] as const satisfies readonly (readonly [Locale, number])[]) {
  test(`from the catalogue screens to a card payment the customer and the partner see (${locale})`, async ({
    page,
  }) => {
    const customer = await newCustomer(page.request, `card-${locale}`);
    await addFromCatalogue(page, locale, day);
    await throughCartAndPersonalData(page, locale, customer, { saveToProfile: true });
    await chooseMethod(page, locale, 'card');
    await fillCard(page, locale, CARDS.success);
    // Spec §5: the brand is shown; the number is never kept in a store or in storage.
    await expect(region(page).getByText(ct(locale, 'payment.card.brand', { brand: 'Visa' }))).toBeVisible();
    const booking = await payAndCapture(page, locale);
    expect(booking.payment).toMatchObject({ status: 'paid', amount_cents: booking.total_cents });
    const reference = await expectPurchaseComplete(page, locale, customer);
    expect(reference).toBe(booking.reference);
    const storage = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(storage).not.toContain('4242424242424242');
    await expectBookingVisible(page, locale, reference);

    // The billing data went to the profile (what the next checkout prefills from).
    const headers = await apiLogin(page.request, customer.email, customer.password);
    const me = await page.request.get('/api/me', { headers });
    expect(
      ((await me.json()) as { content: { profile: Record<string, string | null> } }).content.profile,
    ).toMatchObject({ city: 'Lisboa', address: 'Rua Augusta 1', zipcode: '1100-048' });
  });
}

test('a declined card keeps the cart and shows the error on the card field (en)', async ({ page }) => {
  const locale: Locale = 'en';
  await startCheckout(page, locale, 'decline', 24);
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.decline);
  await pay(page, locale);
  const card = region(page).getByLabel(ct(locale, 'payment.card.number'));
  await expect(card).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('mp.cart') ?? '{"items":[]}').items.length)).toBe(2);
});
