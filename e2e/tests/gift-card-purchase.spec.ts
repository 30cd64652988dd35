// A gift card bought through the checkout, in en and pt, from an empty browser: /gift-cards → a gift card page →
// value, recipient and message → add to cart (price = value, spec §9) → /cart → personal data (log in through the
// shell's modal) → card → purchase complete → the outbox holds the gift (with the message) for the recipient and a copy
// with the code for the buyer, the customer's gift cards list it at full balance, and the code pays a second cart
// (POST /api/bookings, payment_method gift_card).
import type { APIRequestContext, Page } from '@playwright/test';
import { catalogue } from '../../api/src/db/seed-data/index';
import { expect, test } from '../support/fixtures';
import { localizePath, type Locale } from '../support/site';
import { cartLink, logInThroughUi } from '../support/ui';
import { apiT, apiToken, cat, catalogueRegion, labelled, mailsTo } from './account-support';
import {
  CARDS,
  chooseMethod,
  ct,
  expectPurchaseComplete,
  fillCard,
  newCustomer,
  pay,
  region as checkoutRegion,
  type Customer,
} from './checkout-support';

const GIFT = catalogue.services.find(
  (s) => s.kind === 'gift_card' && s.status === 'active' && (s.gift_card_values_cents?.length ?? 0) >= 2,
);
if (!GIFT?.gift_card_values_cents) throw new Error('the demo catalogue has no active gift card with two values');
const VALUES = GIFT.gift_card_values_cents;
/** The biggest value is bought; the smallest is what the second cart costs, paid with the new code. */
const BOUGHT = VALUES[VALUES.length - 1]!;
const SPENT = VALUES[0]!;

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
/** Playwright normalises whitespace in names; Intl puts a no-break space before "€" in pt. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

interface StoreLine {
  id: string;
  kind: string;
  total_cents: number;
  discount_cents: number;
  gift_card_value_cents?: number;
  notes: Record<string, unknown>;
}

async function cartLines(page: Page): Promise<{ items: StoreLine[]; total: number }> {
  return page.evaluate(() => {
    const shared = (
      window as unknown as { __MP_SHARED__: { cartStore: { getState(): { items: StoreLine[]; total_price: number } } } }
    ).__MP_SHARED__;
    const state = shared.cartStore.getState();
    return { items: state.items, total: state.total_price };
  });
}

async function clientGiftCards(request: APIRequestContext, token: string) {
  const res = await request.get('/api/client-gift-cards', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as {
      content: { data: { code: string; value_cents: number; balance_cents: number; status: string }[] };
    }
  ).content.data;
}

/** /cart → personal data: the gift card line at its value, log in, billing data, on to payment. */
async function throughCart(page: Page, locale: Locale, customer: Customer) {
  await page.goto(localizePath('/cart', locale));
  const cart = checkoutRegion(page);
  await expect(cart.getByRole('heading', { level: 2, name: GIFT!.name[locale] })).toBeVisible();
  await expect(cart.getByTestId('line-price')).toHaveText(spaced(money(BOUGHT, locale)));
  await expect(cart.getByTestId('cart-total')).toHaveText(spaced(money(BOUGHT, locale)));
  await cart.getByRole('button', { name: ct(locale, 'cart.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath('/checkout/personal-data', locale)}$`));
  await logInThroughUi(page, customer.email, customer.password, locale);
  await expect(cart.getByLabel(ct(locale, 'personal.fields.first_name'))).toHaveValue(customer.first_name);
  await cart.getByLabel(ct(locale, 'personal.fields.city')).fill('Porto');
  await cart.getByLabel(ct(locale, 'personal.fields.address')).fill('Rua de Santa Catarina 10');
  await cart.getByLabel(ct(locale, 'personal.fields.zipcode')).fill('4000-447');
  await cart.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath('/checkout/payment', locale)}$`));
  await expect(cart.getByTestId('payment-total')).toHaveText(spaced(money(BOUGHT, locale)));
}

for (const locale of ['en', 'pt'] as const satisfies readonly Locale[]) {
  test(`${locale}: buy a gift card by card; its emailed code is on the account and pays a second cart`, async ({
    page,
  }) => {
    const customer = await newCustomer(page.request, `gift-${locale}`);
    const recipient = {
      name: `Beatriz ${locale}`,
      email: `beatriz-${locale}@example.pt`,
      message: `Parabéns! (${locale})`,
    };

    await page.goto(localizePath('/gift-cards', locale));
    const listing = catalogueRegion(page);
    await listing
      .getByRole('list', { name: cat(locale, 'listing.resultsLabel') })
      .getByRole('link', { name: GIFT.name[locale] })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(`/${GIFT.slug}`, locale)}$`));
    const box = catalogueRegion(page).getByRole('complementary', { name: cat(locale, 'giftCards.choose') });
    const add = box.getByRole('button', { name: cat(locale, 'service.addToCart') });

    // Recipient missing: the choice is refused on its fields, nothing reaches the cart.
    await add.click();
    await expect(labelled(box, cat(locale, 'giftCards.recipientName'))).toHaveAttribute('aria-invalid', 'true');
    await expect(labelled(box, cat(locale, 'giftCards.recipientEmail'))).toHaveAttribute('aria-invalid', 'true');
    expect((await cartLines(page)).items).toHaveLength(0);

    await box.getByRole('radio', { name: spaced(money(BOUGHT, locale)) }).check();
    await expect(box.getByText(spaced(cat(locale, 'service.total', { price: money(BOUGHT, locale) })))).toBeVisible();
    await labelled(box, cat(locale, 'giftCards.recipientName')).fill(recipient.name);
    await labelled(box, cat(locale, 'giftCards.recipientEmail')).fill(recipient.email);
    await labelled(box, cat(locale, 'giftCards.message')).fill(recipient.message);
    await add.click();
    await expect(cartLink(page, locale, 1)).toBeVisible();
    const added = await cartLines(page);
    expect(added.total).toBe(BOUGHT);
    expect(added.items[0]).toMatchObject({
      kind: 'gift_card',
      total_cents: BOUGHT,
      discount_cents: 0,
      gift_card_value_cents: BOUGHT,
      notes: { recipient_name: recipient.name, recipient_email: recipient.email, message: recipient.message },
    });

    await throughCart(page, locale, customer);
    await chooseMethod(page, locale, 'card');
    await fillCard(page, locale, CARDS.success);
    await pay(page, locale);
    await expectPurchaseComplete(page, locale, customer);

    // The gift-card email (in the language of the purchase) carries the code…
    const subjectStart = apiT(locale, 'checkout.giftCardSubject', { code: '' });
    let mail: { subject: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          mail = (await mailsTo(page.request, customer.email)).find((m) => m.subject.startsWith(subjectStart));
          return mail !== undefined;
        },
        { message: `a gift-card email to ${customer.email}` },
      )
      .toBe(true);
    const code = /\bGC(?:-[A-Z0-9]{4}){3}\b/.exec(mail!.text)?.[0];
    expect(code, mail!.text).toBeTruthy();
    expect(mail!.subject).toBe(apiT(locale, 'checkout.giftCardSubject', { code: code! }));
    // …and the recipient gets the gift itself, with the buyer's message.
    const gift = (await mailsTo(page.request, recipient.email)).find((m) => m.text.includes(code!));
    expect(gift?.subject).toBe(apiT(locale, 'checkout.giftCardGiftSubject', { from: customer.first_name }));
    expect(gift?.text).toContain(recipient.message);

    // …which is the customer's, at full balance…
    const token = await apiToken(page.request, customer.email, customer.password);
    expect((await clientGiftCards(page.request, token)).find((c) => c.code === code)).toMatchObject({
      value_cents: BOUGHT,
      balance_cents: BOUGHT,
      status: 'active',
    });

    // …and pays a second cart on its own: the booking is paid and the balance goes down by the amount.
    const auth = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    const detail = await page.request.get(`/api/services/${GIFT.slug}?light=1`);
    const serviceId = ((await detail.json()) as { content: { id: number } }).content.id;
    const second = await page.request.post('/api/cart', {
      headers: auth,
      data: {
        items: [
          {
            id: `e2e-redeem-${locale}`,
            service_id: serviceId,
            date: null,
            time: null,
            quantity: 1,
            gift_card_value_cents: SPENT,
            notes: { recipient_name: 'Rui', recipient_email: 'rui@example.pt', message: '' },
          },
        ],
      },
    });
    expect(second.status(), await second.text()).toBe(200);
    const payWith = (giftCode: string) =>
      page.request.post('/api/bookings', {
        headers: { ...auth, 'Accept-Language': locale },
        data: { payment_method: 'gift_card', gift_card_code: giftCode },
      });
    // A code that does not exist is refused on its field (and takes nothing).
    const bogus = await payWith('GC-2222-3333-4444');
    expect(bogus.status()).toBe(422);
    expect(((await bogus.json()) as { errors: Record<string, string[]> }).errors.gift_card_code).toEqual([
      apiT(locale, 'checkout.giftCardInvalid'),
    ]);
    const booking = await payWith(code!);
    expect(booking.status(), await booking.text()).toBeLessThan(300);
    expect(
      ((await booking.json()) as { content: { booking_status: string; total_cents: number } }).content,
    ).toMatchObject({ booking_status: 'paid', total_cents: SPENT });
    expect((await clientGiftCards(page.request, token)).find((c) => c.code === code)).toMatchObject({
      balance_cents: BOUGHT - SPENT,
      status: 'active',
    });
  });
}
