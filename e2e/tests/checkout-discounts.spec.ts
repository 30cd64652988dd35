// What discounts do to the money, through the real screens from an empty browser.
// A guest applies a seeded promo code on /cart (a wrong code first: its error on the field) and pays by card (pt);
// client@demo.pt redeems points earned on a completed booking (en). Each checks the totals shown on /cart and on the
// payment step against spec §9 arithmetic, and what the card was charged against what was shown.
import type { APIRequestContext, Page } from '@playwright/test';
import { promoDiscount, servicePrice } from '@mp/shared/domain';
import { checkoutMessages } from '../../api/src/modules/cart/messages';
import { expect, test } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, type Locale } from '../support/site';
import { logInThroughUi } from '../support/ui';
import {
  apiLogin,
  CARDS,
  chooseMethod,
  ct,
  daysAhead,
  EXPERIENCE,
  expectPurchaseComplete,
  fillCard,
  partnerItemsOf,
  payAndCapture,
  putInCart,
  region,
  serviceId,
} from './checkout-support';

/** Money as the pages show it; Playwright normalises whitespace, Intl puts a no-break space before "€" in pt. */
const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\s/g, ' ');

/** Spec §9 for `quantity` people of the demo experience, from its public record (not from the cart under test). */
async function experienceTotal(request: APIRequestContext, quantity: number): Promise<number> {
  const res = await request.get(`/api/services/${EXPERIENCE.slug}?record_view=0`);
  const service = ((await res.json()) as { content: Parameters<typeof servicePrice>[0] }).content;
  const price = servicePrice(service, quantity);
  if (!price) throw new Error('the demo experience has no price for this group');
  return price.total_cents;
}

async function experienceLine(page: Page, tag: string, day: number, quantity: number) {
  const id = await serviceId(page.request, EXPERIENCE.slug);
  return {
    id: `e2e-${tag}-${id}`,
    service_id: id,
    date: daysAhead(day),
    time: EXPERIENCE.start_times[0] ?? null,
    quantity,
    notes: {},
  };
}

test('a promo code on /cart: a wrong code is refused on its field, BEMVINDO10 takes 10 % off what is shown and charged (pt, guest)', async ({
  page,
}) => {
  const locale: Locale = 'pt';
  const subtotal = await experienceTotal(page.request, 2);
  const expected = subtotal - promoDiscount({ kind: 'percent', value: 10 }, subtotal);
  await page.goto(localizePath('/', locale));
  await putInCart(page, [await experienceLine(page, 'promo', 64, 2)]);

  await page.goto(localizePath('/cart', locale));
  const cart = region(page);
  await expect(cart.getByTestId('cart-total')).toHaveText(money(subtotal, locale));
  const code = cart.getByRole('textbox', { name: ct(locale, 'cart.promo.label') });
  await code.fill('NAOEXISTE');
  await cart.getByRole('button', { name: ct(locale, 'cart.promo.apply') }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(cart.getByText(checkoutMessages.pt.promoNotFound)).toBeVisible();
  await code.fill('BEMVINDO10');
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await cart.getByRole('button', { name: ct(locale, 'cart.promo.apply') }).click();
  await expect(cart.getByText(ct(locale, 'cart.promo.applied', { code: 'BEMVINDO10' }))).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText(money(expected, locale));

  await cart.getByRole('button', { name: ct(locale, 'cart.continue') }).click();
  await cart.getByRole('button', { name: ct(locale, 'personal.guest') }).click();
  const guest = { email: `e2e-promo-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pt` };
  await cart.getByLabel(ct(locale, 'personal.fields.first_name')).fill('Inês');
  await cart.getByLabel(ct(locale, 'personal.fields.last_name')).fill('Promo');
  await cart.getByLabel(ct(locale, 'personal.fields.email')).fill(guest.email);
  await cart.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
  await expect(cart.getByTestId('payment-total')).toHaveText(money(expected, locale));
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  const booking = await payAndCapture(page, locale);
  expect({ total: booking.total_cents, charged: booking.payment.amount_cents, status: booking.payment.status }).toEqual(
    { total: expected, charged: expected, status: 'paid' },
  );

  const reference = await expectPurchaseComplete(page, locale, guest);
  await expect(cart.getByTestId('booking-total')).toHaveText(money(expected, locale));
  // The partner's item carries the code and what it took off (spec §3 booking item: value, discount, promo_code).
  const [item] = await partnerItemsOf(page.request, reference);
  expect(item?.booking.promo_code).toBe('BEMVINDO10');
  expect((item?.value ?? 0) - (item?.discount ?? 0)).toBe(expected);
});

test('points on /cart as client@demo.pt: the balance shown, the points taken off what is shown and charged (en)', async ({
  page,
}) => {
  const locale: Locale = 'en';
  const request = page.request;
  const client = await apiLogin(request, DEMO_EMAIL.CLIENT, DEMO_PASSWORD);
  const balance = async () =>
    ((await (await request.get('/api/user-points', { headers: client })).json()) as { content: { points: number } })
      .content.points;

  // Points are earned when an item is completed after its date (API tests move the clock for that); the demo
  // customer starts with the points of the demo data, which is what a returning customer sees.
  const available = await balance();
  expect(available).toBeGreaterThan(0);

  // From an empty browser: log in, an experience in the cart, points on /cart.
  await page.goto(localizePath('/user-panel/bookings', locale));
  await logInThroughUi(page, DEMO_EMAIL.CLIENT, DEMO_PASSWORD, locale);
  await putInCart(page, [await experienceLine(page, 'points', 68, 2)]);
  const subtotal = await experienceTotal(request, 2);
  // Half the total at most, so the card pays the rest (points that pay it all leave nothing to pay: no method).
  const used = Math.min(available, Math.floor(subtotal / 2));
  const expected = subtotal - used; // 100 points = €1 (api/README.md)

  await page.goto(localizePath('/cart', locale));
  const cart = region(page);
  await expect(cart.getByTestId('cart-total')).toHaveText(money(subtotal, locale));
  await expect(cart.getByText(ct(locale, 'cart.points.balance', { points: available }))).toBeVisible();
  await cart.getByRole('textbox', { name: ct(locale, 'cart.points.label') }).fill(String(used));
  await cart.getByRole('button', { name: ct(locale, 'cart.points.apply') }).click();
  await expect(
    cart.getByText(ct(locale, 'cart.points.applied', { points: used, amount: money(used, locale) })),
  ).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText(money(expected, locale));

  await cart.getByRole('button', { name: ct(locale, 'cart.continue') }).click();
  await expect(cart.getByLabel(ct(locale, 'personal.fields.email'))).toHaveValue(DEMO_EMAIL.CLIENT);
  await cart.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
  await expect(cart.getByTestId('payment-total')).toHaveText(money(expected, locale));
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  const booking = await payAndCapture(page, locale);
  expect({ points: booking.points_used, total: booking.total_cents, charged: booking.payment.amount_cents }).toEqual({
    points: used,
    total: expected,
    charged: expected,
  });
  await expectPurchaseComplete(page, locale, { email: DEMO_EMAIL.CLIENT });
  expect(await balance()).toBe(available - used);
});
