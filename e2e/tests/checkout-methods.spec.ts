// The other payment methods, from an empty browser each, across en and pt — 3-D Secure card,
// PayPal approval page, MB WAY approve / refuse / expire (Playwright's clock runs the 300 s), crypto driven by the
// sandbox control, and a gift card (bought in the cart, then spent) as partial payment.
import type { Page } from '@playwright/test';
import { catalogue } from '../../api/src/db/seed-data/index';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { t as commonT, localizePath, type Locale } from '../support/site';
import {
  addExperienceAndTransfer,
  CARDS,
  chooseMethod,
  ct,
  expectBookingVisible,
  expectPurchaseComplete,
  fillCard,
  MBWAY_PHONES,
  newCustomer,
  pay,
  putInCart,
  region,
  serviceId,
  startCheckout,
  ut,
} from './checkout-support';

async function storedPayment(page: Page): Promise<{
  booking: {
    reference: string;
    payment: { crypto?: { payment_id: string; pay_amount: string; pay_currency: string; network: string } };
  };
}> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('mp.cart.payment') ?? 'null').paymentResponse);
}

test('3-D Secure: the challenge page approves and brings the customer back (en)', async ({ page }) => {
  const locale: Locale = 'en';
  const customer = await startCheckout(page, locale, '3ds', 30);
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.threeDs);
  await pay(page, locale);
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/card\/[^/]+\/challenge/);
  await page.locator('button[value="approve"]').click();
  const reference = await expectPurchaseComplete(page, locale, customer);
  await expectBookingVisible(page, locale, reference);
});

test('PayPal: approval page, back to purchase complete (pt)', async ({ page }) => {
  const locale: Locale = 'pt';
  const customer = await startCheckout(page, locale, 'paypal', 32);
  await chooseMethod(page, locale, 'paypal');
  await pay(page, locale);
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/paypal\//);
  // Spec §4: card and PayPal keep the cart until the payment is verified.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('mp.cart') ?? '{"items":[]}').items.length)).toBe(2);
  await page.locator('button[value="approve"]').click();
  const reference = await expectPurchaseComplete(page, locale, customer);
  await expectBookingVisible(page, locale, reference);
});

test('MB WAY: phone as 3×3, request approved on the phone, cart cleared at once (en)', async ({ page }) => {
  const locale: Locale = 'en';
  const customer = await startCheckout(page, locale, 'mbway', 34);
  await chooseMethod(page, locale, 'mbway');
  const phone = region(page).getByLabel(ct(locale, 'payment.mbway.phone'));
  await phone.fill(MBWAY_PHONES.approves);
  await expect(phone).toHaveValue('912 000 001');
  await pay(page, locale);
  const status = region(page).getByTestId('mbway-status');
  await expect(status.getByText(ct(locale, 'payment.mbway.sentTo', { phone: '912 000 001' }))).toBeVisible();
  // The test phone approves after a few seconds; the page polls the verified status.
  const reference = await expectPurchaseComplete(page, locale, customer);
  await expectBookingVisible(page, locale, reference);
});

test('MB WAY: a new tab while the phone is asked says a payment is waiting (not "empty") and continues it (pt, phone)', async ({
  page,
}) => {
  const locale: Locale = 'pt';
  await page.setViewportSize({ width: 390, height: 844 });
  await startCheckout(page, locale, 'mbway-tab', 35);
  await chooseMethod(page, locale, 'mbway');
  await region(page).getByLabel(ct(locale, 'payment.mbway.phone')).fill(MBWAY_PHONES.silent);
  await pay(page, locale);
  await expect(region(page).getByTestId('mbway-countdown')).toBeVisible();
  const reference = (await storedPayment(page)).booking.reference;

  const tab = await page.context().newPage();
  await tab.setViewportSize({ width: 390, height: 844 });
  await tab.goto(localizePath('/cart', locale));
  await expect(region(tab).getByTestId('pending-payment')).toContainText(reference);
  await expect(region(tab).getByText(commonT(locale, 'emptyCart.title'))).toHaveCount(0);
  await expectNoSeriousViolations(tab);
  await region(tab)
    .getByRole('button', { name: ct(locale, 'cart.pendingContinue') })
    .click();
  await expect(region(tab).getByTestId('mbway-countdown')).toHaveText(/^0[0-4]:\d\d$/);
  await tab.close();
});

test('MB WAY: the 300-second countdown survives a reload and expires; change payment method brings the cart back (pt)', async ({
  page,
}) => {
  const locale: Locale = 'pt';
  await page.clock.install();
  await startCheckout(page, locale, 'mbway-expire', 36);
  await chooseMethod(page, locale, 'mbway');
  await region(page).getByLabel(ct(locale, 'payment.mbway.phone')).fill(MBWAY_PHONES.silent);
  await pay(page, locale);
  const countdown = region(page).getByTestId('mbway-countdown');
  await expect(countdown).toHaveText(/^0[45]:\d\d$/);
  // Spec §4: MB WAY clears the cart at once.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('mp.cart') ?? '{"items":[]}').items.length))
    .toBe(0);
  await page.clock.fastForward('02:00');
  await page.reload();
  // Counted from the stored start (session storage), not restarted by the reload.
  await expect(countdown).toHaveText(/^0[23]:\d\d$/);
  await page.clock.fastForward('03:05');
  await expect(region(page).getByText(ct(locale, 'payment.mbway.expired'))).toBeVisible();
  await region(page)
    .getByRole('button', { name: ct(locale, 'payment.changeMethod') })
    .click();
  await expect(
    region(page).getByRole('radio', { name: ct(locale, 'payment.methods.card'), exact: true }),
  ).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('mp.cart') ?? '{"items":[]}').items.length))
    .toBe(2);
});

test('MB WAY refused on the phone: clear message and another method pays (en)', async ({ page }) => {
  const locale: Locale = 'en';
  const customer = await startCheckout(page, locale, 'mbway-refuse', 38);
  await chooseMethod(page, locale, 'mbway');
  await region(page).getByLabel(ct(locale, 'payment.mbway.phone')).fill(MBWAY_PHONES.refuses);
  await pay(page, locale);
  await expect(region(page).getByText(ct(locale, 'payment.mbway.refused'))).toBeVisible();
  await region(page)
    .getByRole('button', { name: ct(locale, 'payment.changeMethod') })
    .click();
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  await pay(page, locale);
  const reference = await expectPurchaseComplete(page, locale, customer);
  await expectBookingVisible(page, locale, reference);
});

test('crypto: currency, minimum and price, then address and amount; confirming → finished (en)', async ({ page }) => {
  const locale: Locale = 'en';
  const customer = await startCheckout(page, locale, 'crypto', 40);
  await chooseMethod(page, locale, 'crypto');
  const select = region(page).getByLabel(ct(locale, 'payment.crypto.currency'), { exact: true });
  const first = await select.locator('option:not([value=""])').first().getAttribute('value');
  await select.selectOption(first ?? '');
  await expect(region(page).getByTestId('crypto-min')).toBeVisible();
  await expect(region(page).getByTestId('crypto-price')).toBeVisible();
  await pay(page, locale);
  const status = region(page).getByTestId('crypto-status');
  await expect(status.getByTestId('crypto-address')).not.toBeEmpty();
  await expect(status.getByTestId('crypto-state')).toHaveText(ct(locale, 'payment.crypto.states.waiting'));
  const stored = await storedPayment(page);
  const crypto = stored.booking.payment.crypto;
  const id = crypto?.payment_id ?? '';
  // A crypto payer gets the amount to copy, the network, a QR code, a countdown from the API's expiry, a way out.
  await expect(status.getByTestId('crypto-amount')).toHaveText(crypto?.pay_amount ?? '');
  await expect(status.getByTestId('crypto-network')).toContainText(
    ct(locale, `payment.crypto.networks.${crypto?.network ?? ''}`),
  );
  await expect(status.getByTestId('crypto-qr')).toBeVisible();
  await expect(status.getByTestId('crypto-countdown')).toHaveText(/^(59|60):\d\d$/);
  await expect(status.getByRole('button', { name: ct(locale, 'payment.changeMethod') })).toBeVisible();
  await expectNoSeriousViolations(page);
  const confirming = await page.request.post(
    `/api/payments/sandbox/crypto/${id}?reference=${stored.booking.reference}`,
    { data: { status: 'confirming' } },
  );
  expect(confirming.ok(), await confirming.text()).toBe(true);
  await expect(status.getByTestId('crypto-state')).toHaveText(ct(locale, 'payment.crypto.states.confirming'));
  const finished = await page.request.post(`/api/payments/sandbox/crypto/${id}?reference=${stored.booking.reference}`, {
    data: { status: 'finished' },
  });
  expect(finished.ok(), await finished.text()).toBe(true);
  const reference = await expectPurchaseComplete(page, locale, customer);
  expect(reference).toBe(stored.booking.reference);
  await expectBookingVisible(page, locale, reference);
});

test.describe('crypto on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('after a partial payment: what was sent, what is left, and that it is given back when paying another way (pt)', async ({
    page,
  }) => {
    const locale: Locale = 'pt';
    await startCheckout(page, locale, 'crypto-partial', 41);
    await chooseMethod(page, locale, 'crypto');
    await region(page).getByLabel(ct(locale, 'payment.crypto.currency'), { exact: true }).selectOption('usdt');
    await pay(page, locale);
    const status = region(page).getByTestId('crypto-status');
    await expect(status.getByTestId('crypto-network')).toContainText(ct(locale, 'payment.crypto.networks.tron'));
    await expect(status.getByTestId('crypto-way-out')).toHaveText(ct(locale, 'payment.crypto.wayOut'));
    const stored = await storedPayment(page);
    const crypto = stored.booking.payment.crypto;
    const sent = '5.00';
    const partial = await page.request.post(
      `/api/payments/sandbox/crypto/${crypto?.payment_id ?? ''}?reference=${stored.booking.reference}`,
      {
        data: { status: 'partially_paid', actually_paid: sent },
      },
    );
    expect(partial.ok(), await partial.text()).toBe(true);
    const left = (Number(crypto?.pay_amount) - Number(sent)).toFixed(2);
    await expect(status.getByTestId('crypto-partial')).toHaveText(
      ct(locale, 'payment.crypto.partialHelp', {
        paid: sent,
        amount: crypto?.pay_amount ?? '',
        currency: 'USDT',
        left,
      }),
    );
    await expect(status.getByTestId('crypto-way-out')).toContainText(`${sent} USDT`);
    // Nothing on the screen is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page);
    await status.getByRole('button', { name: ct(locale, 'payment.changeMethod') }).click();
    await expect(
      region(page).getByRole('radio', { name: ct(locale, 'payment.methods.card'), exact: true }),
    ).toBeVisible();
  });
});

test('gift card: bought in the cart, then spent as part of the next payment (pt)', async ({ page }) => {
  const locale: Locale = 'pt';
  const customer = await newCustomer(page.request, 'gift');
  const giftService = catalogue.services.find((s) => s.kind === 'gift_card' && s.status === 'active');
  if (!giftService) throw new Error('no gift card service in the demo catalogue');
  await page.goto('/pt');
  // 1. Buy a gift card (card payment) as this customer.
  const giftId = await serviceId(page.request, giftService.slug);
  const value = Math.max(...(giftService.gift_card_values_cents ?? []).filter((v) => v <= 5000));
  await putInCart(page, [
    {
      id: `e2e-gift-${giftId}`,
      service_id: giftId,
      quantity: 1,
      gift_card_value_cents: value,
      date: null,
      time: null,
      notes: {},
    },
  ]);
  await page.goto('/pt/cart');
  await region(page)
    .getByRole('button', { name: ct(locale, 'cart.continue') })
    .click();
  const { logInThroughUi } = await import('../support/ui');
  await logInThroughUi(page, customer.email, customer.password, locale);
  await region(page)
    .getByRole('button', { name: ct(locale, 'personal.continue') })
    .click();
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  await pay(page, locale);
  await expectPurchaseComplete(page, locale, customer);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('mp.auth.user') ?? '{}').api_token as string);
  const cards = await page.request.get('/api/client-gift-cards', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(cards.ok()).toBe(true);
  const code = ((await cards.json()) as { content: { data: { code: string; status: string }[] } }).content.data.find(
    (c) => c.status === 'active',
  )?.code;
  expect(code, 'an active gift card after the purchase').toBeTruthy();

  // 2. Experience + transfer paid partly with the gift card, the rest by card.
  await addExperienceAndTransfer(page, 42);
  await page.goto('/pt/cart');
  await region(page)
    .getByRole('button', { name: ct(locale, 'cart.continue') })
    .click();
  await region(page)
    .getByRole('button', { name: ct(locale, 'personal.continue') })
    .click();
  await chooseMethod(page, locale, 'card');
  await region(page)
    .getByLabel(ct(locale, 'payment.gift.code'))
    .fill(code ?? '');
  // The gift card's part and what is left show before paying, on the summary and the Pay button.
  await region(page)
    .getByRole('button', { name: ct(locale, 'payment.gift.apply') })
    .click();
  await expect(region(page).getByTestId('gift-applied')).not.toBeEmpty();
  const due = (await region(page).getByTestId('payment-total').textContent()) ?? '';
  await expect(region(page).getByTestId('summary-gift')).toHaveText(/^−/);
  // The summary's last line says the amount to pay, once (it was said twice on Pay).
  await expect(region(page).getByText(ct(locale, 'summary.due'), { exact: true })).toHaveCount(1);
  await fillCard(page, locale, CARDS.success);
  await expect(region(page).getByRole('button', { name: ct(locale, 'payment.pay', { amount: due }) })).toBeVisible();
  await pay(page, locale);
  const reference = await expectPurchaseComplete(page, locale, customer);
  // The confirmation shows the split and the one status wording with what happens next.
  await expect(region(page).getByTestId('booking-gift')).toBeVisible();
  await expect(region(page).getByTestId('booking-method')).toContainText(due);
  await expect(region(page).getByTestId('purchase-status')).toContainText(commonT(locale, 'bookingStatus.pending'));
  await expect(region(page).getByTestId('purchase-status')).toContainText(
    commonT(locale, 'bookingStatus.pendingNext', { at: '' }).slice(0, 20),
  );
  await expectBookingVisible(page, locale, reference);
  // My bookings: the same split (gift card + card) and the same status wording with what happens next.
  const card = page
    .locator('[id="mp-region-mf-user-panel"]')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: ut(locale, 'bookings.reference', { reference }) }) });
  await expect(card.getByTestId('payment-split')).toContainText(ut(locale, 'bookings.paidWith.gift_card'));
  await expect(card.getByTestId('payment-split')).toContainText(due);
  await expect(card.getByTestId('item-status').first()).toHaveText(commonT(locale, 'bookingStatus.pending'));
  await expect(card.getByTestId('item-status-next').first()).toBeVisible();
});
