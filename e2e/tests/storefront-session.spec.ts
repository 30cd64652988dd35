// The session ends while the customer is on the payment step. Pay says so (never "Something went
// wrong" or "Your cart is empty"), keeps the cart, and signing in again from the dialog lets them pay.
import { expect, test } from '../support/fixtures';
import { shellT, t } from '../support/site';
import {
  CARDS,
  chooseMethod,
  ct,
  expectPurchaseComplete,
  fillCard,
  pay,
  region,
  startCheckout,
} from './checkout-support';

test('pt: the session ends at Pay; sign in again from the dialog and pay with the cart kept', async ({ page }) => {
  const locale = 'pt';
  const customer = await startCheckout(page, locale, 'session', 44);
  // The sign-in ends elsewhere (another tab logged out, the token expired).
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('mp.auth.user') ?? 'null') as { api_token?: string } | null)?.api_token ?? '',
  );
  expect((await page.request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);

  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  await pay(page, locale);
  const notice = region(page).getByTestId('payment-notice');
  await expect(notice).toHaveText(ct(locale, 'session.ended'));
  // A notice, not a plain line among the form's, so it is seen at once: framed in the danger colour, in bold.
  const style = await notice.evaluate((el) => {
    const s = getComputedStyle(el);
    const danger = getComputedStyle(el).getPropertyValue('border-top-color');
    return {
      left: s.borderLeftWidth,
      sameColour: s.borderLeftColor === danger && danger !== s.color,
      weight: s.fontWeight,
      tag: el.tagName,
    };
  });
  expect(style).toEqual({ left: '6px', sameColour: true, weight: '600', tag: 'DIV' });
  await expect(region(page).getByText(t(locale, 'emptyCart.title'))).toHaveCount(0);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: shellT(locale, 'auth.email'), exact: true }).fill(customer.email);
  await dialog.getByRole('textbox', { name: shellT(locale, 'auth.password'), exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: shellT(locale, 'auth.submitLogin'), exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(region(page).getByTestId('order-summary')).toBeVisible();
  await fillCard(page, locale, CARDS.success);
  await pay(page, locale);
  await expectPurchaseComplete(page, locale, customer);
});
