// What the traveller is told after booking adds up: a booking paid with a promo code, points, a gift card and a card
// shows each of them on the purchase-complete page, and the lines, less the discounts, are the total the gift card and
// the card paid between them. Cancelled past its free-cancellation window from My bookings, after a dialog that says
// no refund and the amount kept, its voucher says Cancelled, has no QR code and still lists what was paid. pt, 390 px.
import type { APIRequestContext, Locator } from '@playwright/test';
import { catalogue } from '../../api/src/db/seed-data/index';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, t, type Locale } from '../support/site';
import {
  CARDS,
  chooseMethod,
  ct,
  daysAhead,
  fillCard,
  newCustomer,
  payAndCapture,
  putInCart,
  region,
  serviceId,
  ut,
} from './checkout-support';

const locale: Locale = 'pt';

// A 48-hour policy booked for tomorrow: its free-cancellation window has already closed.
const STRICT = catalogue.services.find(
  (s) =>
    s.kind === 'experience' && s.status === 'active' && s.cancellation_policy_hours >= 48 && s.start_times.length > 0,
);
// The gift card of the same partner, so it pays for that experience.
const GIFT = catalogue.services.find(
  (s) => s.kind === 'gift_card' && s.status === 'active' && s.company === STRICT?.company,
);

/** "1 234,56 €" → 123456: what a page shows, read back as cents. */
function cents(text: string | null): number {
  const match = /(\d[\d\s.]*),(\d{2})/.exec((text ?? '').replace(/\s/g, ' '));
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/[\s.]/g, '')) * 100 + Number(match[2]);
}
const amountOf = async (cell: Locator) => cents(await cell.textContent());

/**
 * A customer who bought their own gift card of that partner (by card, through the API): they hold its code, and the
 * points the purchase earned.
 */
async function customerWithGiftCard(request: APIRequestContext) {
  if (!STRICT || !GIFT?.gift_card_values_cents?.[0]) throw new Error('the demo catalogue lacks the services needed');
  const customer = await newCustomer(request, 'breakdown');
  const login = await request.post('/api/login', { data: { email: customer.email, password: customer.password } });
  const user = ((await login.json()) as { content: { api_token: string } }).content;
  const auth = { Authorization: `Bearer ${user.api_token}`, Accept: 'application/json' };
  const gift = {
    id: 'e2e-breakdown-gift',
    service_id: await serviceId(request, GIFT.slug),
    date: null,
    time: null,
    quantity: 1,
    gift_card_value_cents: GIFT.gift_card_values_cents[0],
    notes: { recipient_name: customer.first_name, recipient_email: customer.email, message: '' },
  };
  expect((await request.post('/api/cart', { headers: auth, data: { items: [gift] } })).ok()).toBe(true);
  const bought = await request.post('/api/bookings', {
    headers: auth,
    data: { payment_method: 'card', card_number: CARDS.success },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  const cards = await request.get('/api/client-gift-cards', { headers: auth });
  const code = ((await cards.json()) as { content: { data: { code: string }[] } }).content.data[0]?.code ?? '';
  expect(code).not.toBe('');
  return { customer, user, code };
}

test('a booking paid with a promo code, points, a gift card and a card adds up; cancelled without a refund, its voucher says Cancelled (pt, 390 px)', async ({
  openContext,
  request,
}) => {
  const { user, code } = await customerWithGiftCard(request);
  const context = await openContext(null, { locale: 'pt-PT' });
  await context.addInitScript((stored) => localStorage.setItem('mp.auth.user', stored), JSON.stringify(user));
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(localizePath('/cart', locale));
  const main = region(page);
  await putInCart(page, [
    {
      id: `e2e-breakdown-${STRICT!.slug}`,
      service_id: await serviceId(request, STRICT!.slug),
      date: daysAhead(1),
      time: STRICT!.start_times[0] ?? null,
      quantity: 2,
      notes: {},
    },
  ]);
  await page.reload();

  // The cart: the promo code, then the points the gift card earned.
  await main.getByRole('textbox', { name: ct(locale, 'cart.promo.label') }).fill('BEMVINDO10');
  await main.getByRole('button', { name: ct(locale, 'cart.promo.apply') }).click();
  await expect(main.getByText(ct(locale, 'cart.promo.applied', { code: 'BEMVINDO10' }))).toBeVisible();
  await main.getByRole('textbox', { name: ct(locale, 'cart.points.label') }).fill('10');
  await main.getByRole('button', { name: ct(locale, 'cart.points.apply') }).click();
  const tenPoints = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(0.1);
  await expect(
    main.getByText(ct(locale, 'cart.points.applied', { points: 10, amount: tenPoints.replace(/\s/g, ' ') })),
  ).toBeVisible();
  await main.getByRole('button', { name: ct(locale, 'cart.continue') }).click();

  // Personal data, signed in: the address, then the payment step with the gift card and the card for the rest.
  await main.getByLabel(ct(locale, 'personal.fields.city')).fill('Lisboa');
  await main.getByLabel(ct(locale, 'personal.fields.address')).fill('Rua Augusta 1');
  await main.getByLabel(ct(locale, 'personal.fields.zipcode')).fill('1100-048');
  await main.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
  await expect(main.getByTestId('payment-total')).toBeVisible();
  await main.getByLabel(ct(locale, 'payment.gift.code')).fill(code);
  await main.getByRole('button', { name: ct(locale, 'payment.gift.apply') }).click();
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  const booking = await payAndCapture(page, locale);
  expect(booking.points_used).toBe(10);

  // Purchase complete: each line, the promo code, the points, the total, then the gift card and the card.
  await expect(main.getByTestId('purchase-thanks')).toBeVisible();
  const total = await amountOf(main.getByTestId('booking-total'));
  expect(total).toBe(booking.total_cents);
  const line = await amountOf(main.getByTestId('purchase-line'));
  const promo = await amountOf(main.getByTestId('booking-promo'));
  const points = await amountOf(main.getByTestId('booking-points'));
  expect(promo).toBeGreaterThan(0);
  expect(points).toBe(10);
  expect(line - promo - points).toBe(total);
  const giftPart = await amountOf(main.getByTestId('booking-gift'));
  const cardPart = await amountOf(main.getByTestId('booking-method'));
  expect(giftPart).toBe(GIFT!.gift_card_values_cents![0]);
  expect(giftPart + cardPart).toBe(total);
  await expectNoSeriousViolations(page);
  const reference = (await main.getByTestId('booking-reference').textContent())?.trim() ?? '';

  // My bookings: past its window, cancelling says first that the amount paid is not refunded.
  await page.goto(localizePath('/user-panel/bookings', locale));
  const panel = page.locator('[id="mp-region-mf-user-panel"]');
  const item = panel.getByTestId('booking-item').filter({ hasText: STRICT!.name[locale] });
  await expect(item.getByTestId('free-cancellation')).toHaveText(t(locale, 'cancellation.nonRefundable'));
  await item.getByRole('button', { name: ut(locale, 'bookings.cancel'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('cancel-refund')).toContainText(t(locale, 'cancellation.nonRefundable'));
  expect(await amountOf(dialog.getByTestId('cancel-refund'))).toBe(line - promo);
  await dialog.getByRole('button', { name: ut(locale, 'bookings.cancelConfirmNoRefund') }).click();
  await expect(item).toHaveCount(0);

  // The voucher: Cancelled, no QR code, no calendar file, and what was paid still adds up.
  await page.goto(localizePath(`/booking/${reference}`, locale));
  const voucher = page.locator('[id="mp-region-mf-checkout"]');
  await expect(voucher.getByTestId('voucher-cancelled')).toHaveText(ct(locale, 'voucher.bookingCancelled'));
  await expect(voucher.getByTestId('voucher-qr')).toHaveCount(0);
  await expect(voucher.getByTestId('voucher-ics')).toHaveCount(0);
  await expect(voucher.getByTestId('voucher-amount-total')).toBeVisible();
  expect(await amountOf(voucher.getByTestId('voucher-amount-total'))).toBe(total);
  expect(await amountOf(voucher.getByTestId('voucher-amount-gift'))).toBe(giftPart);
  expect(await amountOf(voucher.getByTestId('voucher-amount-payment'))).toBe(cardPart);
  await expect(voucher.getByTestId(/^voucher-amount-refund-/)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('booking-breakdown-voucher-pt-390.png'), fullPage: true });
});
