// docs/adr/023: adults and children priced apart. On the Pena Palace tour (a demo service with a child band) a traveller
// chooses 2 adults and 1 child with the steppers, sees the live total, goes through the cart and personal data to Pay,
// sees "2 adults, 1 child" and the same total in the order summary, pays with the sandbox card and sees each band with
// its price on purchase-complete. en on a desktop, pt on a phone; axe on the screens this touches.
import type { Page } from '@playwright/test';
import { formatMoney, partyBands } from '@mp/shared/domain';
import { catalogue } from '../../api/src/db/seed-data/index';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, t, type Locale } from '../support/site';
import {
  CARDS,
  catT,
  chooseMethod,
  continueThroughPersonalData,
  ct,
  daysAhead,
  fillCard,
  newCustomer,
  payAndCapture,
  region,
  type Customer,
} from './checkout-support';

const pena = catalogue.services.find((s) => s.slug === 'sintra-pena-regaleira-tour');
if (!pena?.child_band) throw new Error('the demo catalogue lacks the Pena Palace tour with a child band');
const PENA = pena;
const band = pena.child_band;

// What the server charges (docs/adr/023): the adult price after the service's discount, the child price below it.
const adultCents = PENA.value_discount_cents || PENA.value_cents;
const childCents = Math.min(band.value_cents, adultCents);
const ages = { adults: 2, children: 1, adult_unit_cents: adultCents, child_unit_cents: childCents };
const totalCents = 2 * adultCents + childCents;

const catalogueUi = (page: Page) => page.locator('[id="mp-region-mf-catalogue"]');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const party = (locale: Locale) =>
  partyBands(ages)
    .map((b) => t(locale, `party.${b.band}`, { count: b.count }))
    .join(', ');
const partyPriced = (locale: Locale) =>
  partyBands(ages)
    .map((b) =>
      t(locale, 'party.priced', {
        people: t(locale, `party.${b.band}`, { count: b.count }),
        price: formatMoney(b.unit_cents, locale),
      }),
    )
    .join(', ');
/** Intl puts a no-break space in "153,00 €": compare text with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

async function chooseParty(page: Page, locale: Locale, day: number): Promise<void> {
  const ui = catalogueUi(page);
  await page.goto(localizePath(`/${PENA.slug}`, locale));
  await expect(ui.getByRole('heading', { level: 1, name: PENA.name[locale] })).toBeVisible();
  const adults = ui.getByTestId('band-adults');
  const children = ui.getByTestId('band-children');
  // Each band with its ages and what one person of it pays.
  // An open end is said in words, as a reader would say it: "Ages 13 and over", never "Ages 13–99" or "Ages 0–12".
  await expect(adults).toContainText(catT(locale, 'party.agesFrom', { from: band.age_end + 1 }));
  await expect(children).toContainText(catT(locale, 'party.agesUpTo', { to: band.age_end }));
  await expect(ui.getByTestId('party-steppers')).not.toContainText(/\b99\b/);
  expect(plain(await children.textContent())).toContain(plain(formatMoney(childCents, locale)));
  await ui.getByLabel(new RegExp(`^${escape(catT(locale, 'service.date'))}`)).fill(daysAhead(day));
  await adults.getByRole('button', { name: catT(locale, 'party.add.adults') }).click();
  await children.getByRole('button', { name: catT(locale, 'party.add.children') }).click();
  await expect(ui.getByTestId('count-adults')).toHaveText('2');
  await expect(ui.getByTestId('count-children')).toHaveText('1');
  // The live total follows the steppers.
  await expect
    .poll(async () => plain(await ui.getByTestId('live-price').textContent()))
    .toContain(plain(catT(locale, 'service.total', { price: formatMoney(totalCents, locale) })));
  await expectNoSeriousViolations(page);
  await ui.getByRole('button', { name: catT(locale, 'service.addToCart') }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('mp.cart') ?? '{"items":[]}') as { items: { ages?: unknown }[] }).items.map(
          (i) => i.ages ?? null,
        ),
      ),
    )
    .toEqual([ages]);
}

async function toPayment(page: Page, locale: Locale, customer: Customer): Promise<void> {
  await page.goto(localizePath('/cart', locale));
  const main = region(page);
  await expect(main.getByRole('heading', { level: 2, name: PENA.name[locale] })).toBeVisible();
  await expect
    .poll(async () => plain(await main.getByTestId('line-party-prices').textContent()))
    .toBe(plain(partyPriced(locale)));
  await expectNoSeriousViolations(page);
  await continueThroughPersonalData(page, locale, customer, {
    address: { city: 'Sintra', address: 'Rua Barbosa du Bocage 5', zipcode: '2710-567' },
  });
}

async function payAndSeeSplit(page: Page, locale: Locale): Promise<void> {
  const main = region(page);
  // The order summary at Pay: the party and each band's price, and the amount to pay.
  const line = main.getByTestId('summary-line');
  await expect.poll(async () => plain(await line.textContent())).toContain(plain(party(locale)));
  await expect
    .poll(async () => plain(await main.getByTestId('summary-party').textContent()))
    .toBe(plain(partyPriced(locale)));
  await expect
    .poll(async () => plain(await main.getByTestId('payment-total').textContent()))
    .toBe(plain(formatMoney(totalCents, locale)));
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  const booking = await payAndCapture(page, locale);
  expect(booking.total_cents).toBe(totalCents);
  expect(booking.payment).toMatchObject({ status: 'paid', amount_cents: totalCents });
  await expect(page).toHaveURL(/\/purchase-complete\?booking=/);
  await expect(main.getByTestId('purchase-thanks')).toHaveText(ct(locale, 'complete.thanks'));
  // The server's lines (they survive a reload): each band with its price, and what the line cost.
  await expect
    .poll(async () => plain(await main.getByTestId('purchase-line').textContent()))
    .toContain(plain(`${partyPriced(locale)} · ${formatMoney(totalCents, locale)}`));
  await expectNoSeriousViolations(page);
}

test('en, desktop: 2 adults and 1 child from the steppers to a card payment, the split shown at every step', async ({
  page,
}) => {
  const customer = await newCustomer(page.request, 'ages-en');
  await chooseParty(page, 'en', 80);
  await toPayment(page, 'en', customer);
  await payAndSeeSplit(page, 'en');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('pt, phone: the bar says "from" the adult price; 2 adultos e 1 criança to a card payment', async ({ page }) => {
    const customer = await newCustomer(page.request, 'ages-pt');
    await page.goto(localizePath(`/${PENA.slug}`, 'pt'));
    const ui = catalogueUi(page);
    await expect(ui.getByRole('heading', { level: 1, name: PENA.name.pt })).toBeVisible();
    await expect
      .poll(async () => plain(await ui.getByTestId('booking-bar').textContent()))
      .toContain(plain(catT('pt', 'bookingBar.from', { price: formatMoney(adultCents, 'pt') })));
    await chooseParty(page, 'pt', 82);
    await toPayment(page, 'pt', customer);
    await payAndSeeSplit(page, 'pt');
  });
});
