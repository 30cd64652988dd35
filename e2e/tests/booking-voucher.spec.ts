// After a card payment the customer opens the voucher from purchase-complete: each item's date and
// start time, its QR code, the calendar file; in en on a desktop and in pt on a phone; axe finds nothing serious.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { localizePath, type Locale } from '../support/site';
import {
  CARDS,
  chooseMethod,
  ct,
  expectPurchaseComplete,
  fillCard,
  payAndCapture,
  region,
  startCheckout,
} from './checkout-support';

async function voucherJourney(page: Page, locale: Locale, day: number): Promise<void> {
  const customer = await startCheckout(page, locale, `voucher-${locale}`, day);
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  const booking = await payAndCapture(page, locale);
  const reference = await expectPurchaseComplete(page, locale, customer);
  expect(reference).toBe(booking.reference);

  await region(page).getByTestId('voucher-link').click();
  await expect(page).toHaveURL(new RegExp(`${localizePath(`/booking/${reference}`, locale)}(#token=[A-Za-z0-9_-]+)?$`));
  const main = region(page);
  await expect(main.getByTestId('voucher-reference')).toHaveText(reference);
  const items = main.getByTestId('voucher-item');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  await expect(main.getByTestId('voucher-qr')).toHaveCount(count);
  // Every item says its day; the timed ones their Lisbon start time, in the page's language.
  const whens = await main.getByTestId('voucher-when').allTextContents();
  expect(whens).toHaveLength(count);
  for (const when of whens) expect(when).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  expect(
    whens.some((when) =>
      new RegExp(`\\d{2}:\\d{2} \\(${locale === 'pt' ? 'hora de Lisboa' : 'Lisbon time'}\\)`).test(when),
    ),
  ).toBe(true);
  await expect(main.getByTestId('voucher-status').first()).toHaveText(/.+/);
  await expect(main.getByRole('button', { name: ct(locale, 'voucher.print') })).toBeVisible();
  await expectNoSeriousViolations(page);

  const download = page.waitForEvent('download');
  await main.getByTestId('voucher-ics').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`roteiro-${reference}.ics`);
  const ics = readFileSync((await file.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(count);
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
}

test('card payment → voucher from purchase-complete: times, QR codes, calendar file (en)', async ({ page }) => {
  await voucherJourney(page, 'en', 70);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('card payment → voucher from purchase-complete: times, QR codes, calendar file (pt)', async ({ page }) => {
    await voucherJourney(page, 'pt', 72);
  });
});
