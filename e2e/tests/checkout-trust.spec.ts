// What a customer looks for before pressing Pay. With one experience in the cart the
// payment step says (only over HTTPS) that the payment is secure, until when the order can be cancelled for free (Lisbon time, from the
// server's priced line) and that paying accepts the terms and the privacy policy (links to their pages), in en and
// pt; the method marks do not change the radios' names; a 390 px phone needs no sideways scroll; axe finds nothing serious.
import { lisbonInstant } from '@mp/shared/domain';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, t, type Locale } from '../support/site';
import {
  ct,
  daysAhead,
  EXPERIENCE,
  newCustomer,
  putInCart,
  region,
  serviceId,
  throughCartAndPersonalData,
} from './checkout-support';

type PricedLine = { date: string; time: string | null; free_cancellation: number; cancellation_policy: number };

/** What the payment step should say of this one line (spec §4/§5: start in Lisbon minus the policy hours, if ahead). */
function cancellationText(locale: Locale, line: PricedLine): string {
  const until = new Date(
    lisbonInstant(line.date, line.time ?? '00:00').getTime() - line.cancellation_policy * 3_600_000,
  );
  if (!(line.free_cancellation > 0 && line.cancellation_policy > 0) || until.getTime() <= Date.now())
    return t(locale, 'cancellation.nonRefundable');
  const when = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Europe/Lisbon',
  }).format(until);
  return t(locale, 'cancellation.freeUntil', { when });
}

async function expectTrustSignals(
  page: import('@playwright/test').Page,
  locale: Locale,
  line: PricedLine,
): Promise<void> {
  const main = region(page);
  // The site under test is served over plain http: the lock line ("encrypted connection") is shown only over HTTPS
  // (its unit test holds that case), so here it must not claim what is not true.
  await expect(main.getByTestId('pay-terms')).toBeVisible();
  await expect(main.getByTestId('secure-payment')).toHaveCount(0);
  await expect(main.getByTestId('order-cancellation')).toHaveText(cancellationText(locale, line));
  const newTab = ct(locale, 'payment.trust.newTab');
  const terms = main.getByTestId('terms-acceptance');
  await expect(
    terms.getByRole('link', {
      name: new RegExp(`^${ct(locale, 'payment.trust.acceptTerms').match(/<terms>(.*?)<\/terms>/)?.[1]} `),
    }),
  ).toHaveAttribute('href', localizePath('/terms-and-conditions', locale));
  await expect(
    terms.getByRole('link', {
      name: new RegExp(`^${ct(locale, 'payment.trust.acceptTerms').match(/<privacy>(.*?)<\/privacy>/)?.[1]} `),
    }),
  ).toHaveAttribute('href', localizePath('/privacy-policy', locale));
  await expect(terms.getByRole('link')).toHaveCount(2);
  await expect(terms.getByRole('link').first()).toContainText(newTab);
  // The marks are decorative: each radio is still named by its text alone.
  for (const method of ['card', 'paypal', 'mbway', 'crypto'] as const) {
    await expect(main.getByRole('radio', { name: ct(locale, `payment.methods.${method}`), exact: true })).toBeVisible();
    await expect(main.getByTestId(`method-logos-${method}`)).toHaveAttribute('aria-hidden', 'true');
  }
}

test.use({ viewport: { width: 390, height: 844 } });

test('the Pay step shows the free-cancellation deadline and the terms links, and no lock over plain http (en, then pt)', async ({
  page,
}) => {
  const customer = await newCustomer(page.request, 'trust');
  await page.goto('/');
  const id = await serviceId(page.request, EXPERIENCE.slug);
  const cart = await putInCart(page, [
    {
      id: `e2e-trust-${id}`,
      service_id: id,
      date: daysAhead(66),
      time: EXPERIENCE.start_times[0] ?? null,
      quantity: 1,
      notes: {},
    },
  ]);
  const line = cart.items[0] as unknown as PricedLine;
  await throughCartAndPersonalData(page, 'en', customer);

  await expectTrustSignals(page, 'en', line);
  // A phone's width: nothing scrolls sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);

  await page.goto(localizePath('/checkout/payment', 'pt'));
  await expect(region(page).getByTestId('payment-total')).toBeVisible();
  await expectTrustSignals(page, 'pt', line);
  await expectNoSeriousViolations(page);
});
