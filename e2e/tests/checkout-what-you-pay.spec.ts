// What travellers pay is what they saw: two dates of one experience are two cart lines paid together (one toast per
// add); a cart changed in a second tab stops the payment with "Your cart changed" and the new total, nothing charged;
// a booking past its free-cancellation window reads "Non-refundable" and can still be cancelled after a dialog that
// says no refund, and its voucher then says "Cancelled" with no QR code. In en on a desktop and in pt on a phone.
import type { APIRequestContext, Page } from '@playwright/test';
import { catalogue } from '../../api/src/db/seed-data/index';
import { expect, test } from '../support/fixtures';
import { localizePath, remoteT, t, type Locale } from '../support/site';
import {
  CARDS,
  catT,
  chooseMethod,
  continueThroughPersonalData,
  ct,
  daysAhead,
  EXPERIENCE,
  expectPurchaseComplete,
  fillCard,
  newCustomer,
  payAndCapture,
  region,
  serviceId,
} from './checkout-support';

const ut = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-user-panel', locale, key, vars);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const labelRe = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

async function cartLines(page: Page): Promise<{ id: string; date: string | null; quantity: number }[]> {
  return page.evaluate(() => {
    const shared = (
      window as unknown as {
        __MP_SHARED__: {
          cartStore: { getState(): { items: { id: string; date: string | null; quantity: number }[] } };
        };
      }
    ).__MP_SHARED__;
    return shared.cartStore.getState().items.map((i) => ({ id: i.id, date: i.date, quantity: i.quantity }));
  });
}

/** The experience's service page: a date, two people, "Add to cart". */
async function addDate(page: Page, locale: Locale, day: number): Promise<void> {
  const ui = page.locator('[id="mp-region-mf-catalogue"]');
  await ui.getByLabel(labelRe(catT(locale, 'service.date'))).fill(daysAhead(day));
  await ui.getByRole('spinbutton', { name: catT(locale, 'service.people') }).fill('2');
  await ui.getByRole('button', { name: catT(locale, 'service.addToCart') }).click();
}

for (const [locale, viewport, day] of [
  ['en', DESKTOP, 70],
  ['pt', PHONE, 72],
] as const) {
  test(`two dates of one experience are two lines of one cart, paid together (${locale}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await newCustomer(page.request, `two-dates-${locale}`);
    await page.goto(localizePath(`/${EXPERIENCE.slug}`, locale));
    await expect(
      page.locator('[id="mp-region-mf-catalogue"]').getByRole('heading', { level: 1, name: EXPERIENCE.name[locale] }),
    ).toBeVisible();
    await addDate(page, locale, day);
    await expect.poll(() => cartLines(page)).toHaveLength(1);
    await addDate(page, locale, day + 1);
    await expect
      .poll(async () => (await cartLines(page)).map((l) => [l.date, l.quantity]))
      .toEqual([
        [daysAhead(day), 2],
        [daysAhead(day + 1), 2],
      ]);
    // The same message again is one toast, not two.
    const added = catT(locale, 'service.added', { name: EXPERIENCE.name[locale] });
    await expect(page.getByRole('region', { name: t(locale, 'app.notifications') }).getByText(added)).toHaveCount(1);
    // The first date chosen again raises its line, still two lines.
    await addDate(page, locale, day);
    await expect
      .poll(async () => (await cartLines(page)).map((l) => [l.date, l.quantity]))
      .toEqual([
        [daysAhead(day), 4],
        [daysAhead(day + 1), 2],
      ]);

    await page.goto(localizePath('/cart', locale));
    const main = region(page);
    await expect(main.getByRole('heading', { level: 2, name: EXPERIENCE.name[locale] })).toHaveCount(2);
    await page.screenshot({
      path: test.info().outputPath(`two-dates-cart-${locale}-${viewport.width}.png`),
      fullPage: true,
    });
    await continueThroughPersonalData(page, locale, customer);
    await chooseMethod(page, locale, 'card');
    await fillCard(page, locale, CARDS.success);
    const shown = (await main.getByTestId('payment-total').textContent())?.trim();
    const booking = await payAndCapture(page, locale);
    expect(booking.payment).toMatchObject({ status: 'paid', amount_cents: booking.total_cents });
    await expectPurchaseComplete(page, locale, customer);
    await expect(main.getByTestId('purchase-line')).toHaveCount(2);
    await expect(main.getByTestId('booking-total')).toHaveText(shown ?? '');
    await page.screenshot({
      path: test.info().outputPath(`two-dates-complete-${locale}-${viewport.width}.png`),
      fullPage: true,
    });
  });
}

for (const [locale, viewport, day] of [
  ['en', DESKTOP, 74],
  ['pt', PHONE, 76],
] as const) {
  test(`a cart changed in a second tab stops the payment with the new total; nothing is charged (${locale}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await newCustomer(page.request, `second-tab-${locale}`);
    await page.goto(localizePath(`/${EXPERIENCE.slug}`, locale));
    await addDate(page, locale, day);
    await expect.poll(() => cartLines(page)).toHaveLength(1);
    await page.goto(localizePath('/cart', locale));
    await expect(region(page).getByTestId('cart-total')).toBeVisible();
    await continueThroughPersonalData(page, locale, customer);
    const main = region(page);
    await chooseMethod(page, locale, 'card');
    await fillCard(page, locale, CARDS.success);
    const payButton = main.getByRole('button', {
      name: new RegExp(`^${ct(locale, 'payment.pay', { amount: '' }).trim()}`),
    });
    const before = (await payButton.textContent())?.trim() ?? '';

    // The second tab raises the people from 2 to 3 on /cart (the server's cart changes with it).
    const second = await page.context().newPage();
    await second.setViewportSize(viewport);
    await second.goto(localizePath('/cart', locale));
    const synced = second.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST' && r.status() === 200,
    );
    await region(second)
      .getByRole('button', { name: ct(locale, 'cart.increase', { name: EXPERIENCE.name[locale] }) })
      .click();
    await synced;
    await second.close();

    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
    );
    await page.bringToFront();
    await main.getByRole('button', { name: before }).click();
    expect((await answered).status()).toBe(422);
    const notice = main.getByTestId('payment-notice');
    await expect(notice).toContainText(
      ct(locale, 'payment.cartChangedTotal', { total: 'TOTAL' }).split('TOTAL')[0]!.trim(),
    );
    await expect(notice).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`cart-changed-${locale}-${viewport.width}.png`) });
    // The Pay button now says the new total, the one the notice gives; paying charges exactly it.
    const after = (await payButton.textContent())?.trim() ?? '';
    expect(after).not.toBe(before);
    const newTotal = after.replace(ct(locale, 'payment.pay', { amount: '' }).trim(), '').trim();
    await expect(notice).toContainText(newTotal);
    await fillCard(page, locale, CARDS.success);
    const booking = await payAndCapture(page, locale);
    expect(booking.payment).toMatchObject({ status: 'paid', amount_cents: booking.total_cents });
    await expectPurchaseComplete(page, locale, customer);
    await expect(main.getByTestId('booking-total')).toHaveText(newTotal);
  });
}

// A 48-hour policy booked for tomorrow: its free-cancellation window has already closed.
const STRICT = catalogue.services.find(
  (s) =>
    s.kind === 'experience' && s.status === 'active' && s.cancellation_policy_hours >= 48 && s.start_times.length > 0,
);

async function nonRefundableBooking(request: APIRequestContext, tag: string) {
  if (!STRICT) throw new Error('the demo catalogue lacks an experience with a 48-hour policy');
  const customer = await newCustomer(request, tag);
  const login = await request.post('/api/login', { data: { email: customer.email, password: customer.password } });
  const user = ((await login.json()) as { content: { api_token: string } }).content;
  const auth = { Authorization: `Bearer ${user.api_token}`, Accept: 'application/json' };
  const id = await serviceId(request, STRICT.slug);
  const line = {
    id: `e2e-${tag}-${id}`,
    service_id: id,
    date: daysAhead(1),
    time: STRICT.start_times[0] ?? null,
    quantity: 1,
    notes: {},
  };
  expect((await request.post('/api/cart', { headers: auth, data: { items: [line] } })).ok()).toBe(true);
  const paid = await request.post('/api/bookings', {
    headers: auth,
    data: { payment_method: 'card', card_number: CARDS.success },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { user, reference: ((await paid.json()) as { content: { reference: string } }).content.reference };
}

for (const [locale, viewport] of [
  ['en', DESKTOP],
  ['pt', PHONE],
] as const) {
  test(`a non-refundable booking is cancelled after a dialog that says no refund; its voucher says Cancelled (${locale}, ${viewport.width} px)`, async ({
    openContext,
    request,
  }) => {
    const { user, reference } = await nonRefundableBooking(request, `no-refund-${locale}`);
    const context = await openContext(null, { locale: locale === 'pt' ? 'pt-PT' : 'en-GB' });
    await context.addInitScript((stored) => localStorage.setItem('mp.auth.user', stored), JSON.stringify(user));
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(localizePath('/user-panel/bookings', locale));
    const panel = page.locator('[id="mp-region-mf-user-panel"]');
    const item = panel.getByTestId('booking-item').filter({ hasText: STRICT!.name[locale] });
    await expect(item.getByTestId('free-cancellation')).toHaveText(t(locale, 'cancellation.nonRefundable'));
    await item.getByRole('button', { name: ut(locale, 'bookings.cancel'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('cancel-refund')).toContainText(t(locale, 'cancellation.nonRefundable'));
    await page.screenshot({ path: test.info().outputPath(`no-refund-dialog-${locale}-${viewport.width}.png`) });
    await dialog.getByRole('button', { name: ut(locale, 'bookings.cancelConfirmNoRefund') }).click();
    await expect(item).toHaveCount(0);

    await page.goto(localizePath(`/booking/${reference}`, locale));
    const main = page.locator('[id="mp-region-mf-checkout"]');
    await expect(main.getByTestId('voucher-cancelled')).toHaveText(ct(locale, 'voucher.bookingCancelled'));
    await expect(main.getByTestId('voucher-qr')).toHaveCount(0);
    await expect(main.getByTestId('voucher-ics')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`voucher-cancelled-${locale}-${viewport.width}.png`),
      fullPage: true,
    });
  });
}
