// Staff answer a transfer quote request with a priced offer on /super-admin/bookings-and-quotes?view=quotes;
// the customer gets the mail (in the request's language) with a single-use link, opens /transfer-offer?token=, books
// it through the cart and checkout at the offered price; the link then says the offer is booked. axe on both screens.
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { localizePath, remoteT, t, type Locale } from '../support/site';
import { mailTo } from './account-support';
import { checkoutMessages } from '../../api/src/modules/cart/messages';
import { transferOfferMessages } from '../../api/src/modules/transfers/messages';
import {
  CARDS,
  chooseMethod,
  ct,
  daysAhead,
  DRIVER_DETAILS,
  fillCard,
  fillDriverDetails,
  newCustomer,
  payAndCapture,
  region,
} from './checkout-support';

const st = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-super-admin', locale, key, vars);
const labelRe = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const [locale, day] of [
  ['en', 60],
  ['pt', 61],
] as const) {
  test(`staff answer a transfer quote; the customer books the offer from the mailed link once (${locale})`, async ({
    sessionPage,
    page,
    request,
  }) => {
    const customer = await newCustomer(request, `offer-${locale}`);
    // A name of its own: journeys run in parallel and each answers its own request.
    const quoteName = `Quote${locale}${Date.now() % 1_000_000}`;
    const asked = await request.post('/api/transfers-quote-request', {
      headers: { 'accept-language': locale },
      data: {
        first_name: customer.first_name,
        last_name: quoteName,
        email: customer.email,
        pickupLocation: 'lisbon-airport',
        dropOffLocation: 'pt-lisboa-cascais',
        pickupDate: daysAhead(day),
        pickupTime: '09:15',
        numberOfPassengers: 2,
        language: locale,
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    // Staff answer it: the newest open request is first.
    const staff = await sessionPage('SUPER');
    await staff.goto(`${localizePath('/super-admin/bookings-and-quotes', locale)}?view=quotes&status=open`);
    const name = `${customer.first_name} ${quoteName}`;
    await staff
      .getByRole('main')
      .getByRole('button', { name: st(locale, 'quotes.answer.openFor', { name }) })
      .click();
    const dialog = staff.getByRole('dialog', { name: st(locale, 'quotes.answer.title', { name }) });
    const partner = dialog.getByRole('combobox', { name: labelRe(st(locale, 'quotes.answer.partner')) });
    await expect(dialog).toBeVisible();
    // The partners arrive after the dialog opens: the placeholder first, then at least one partner.
    await expect(partner.getByRole('option').nth(1)).toBeAttached();
    await partner.selectOption({ index: 1 });
    await dialog
      .getByRole('combobox', { name: labelRe(st(locale, 'quotes.answer.vehicle')) })
      .selectOption({ index: 1 });
    await dialog.getByRole('textbox', { name: labelRe(st(locale, 'quotes.answer.price')) }).fill('185,50');
    await expectNoSeriousViolations(staff);
    await dialog.getByRole('button', { name: st(locale, 'quotes.answer.send') }).click();
    await expect(dialog).toBeHidden();

    // The customer's mail carries the link; the page shows the offer and books it through the cart.
    const mail = await mailTo(request, customer.email, transferOfferMessages[locale].mailSubject);
    const link = /(\/(?:pt\/)?transfer-offer\?token=[^\s]+)/.exec(mail.text)?.[1] ?? '';
    expect(link).toContain(locale === 'pt' ? '/pt/transfer-offer' : '/transfer-offer');
    await page.goto(link);
    const main = region(page);
    await expect(main.getByTestId('offer-price')).toHaveText(/185[.,]50/);
    // The request's pickup is the airport, so the offer asks the flight number before booking.
    const flight = main.getByRole('textbox', { name: new RegExp(`^${t(locale, 'transferDetails.flightNumber')}`) });
    await main.getByRole('button', { name: ct(locale, 'transferOffer.book') }).click();
    await expect(flight).toHaveAttribute('aria-invalid', 'true');
    await expect(flight).toBeFocused();
    await expect(page).toHaveURL(/\/transfer-offer\?token=/);
    await expectNoSeriousViolations(page);
    // The server applies the same rule: a line of this offer without a flight number is refused at Pay (422 on the field).
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const offer = (
      (await (await request.get(`/api/transfer-offers/${encodeURIComponent(token)}`)).json()) as {
        content: { service_id: number };
      }
    ).content;
    const { flightNumber: _flight, ...withoutFlight } = DRIVER_DETAILS;
    const probe = await request.post('/api/cart', {
      headers: { 'accept-language': locale },
      data: {
        items: [
          {
            id: 'probe',
            service_id: offer.service_id,
            quantity: 2,
            notes: { transfer_offer_token: token, ...withoutFlight },
          },
        ],
      },
    });
    expect(probe.status(), await probe.text()).toBe(200);
    const cartToken = ((await probe.json()) as { content: { cart_token: string } }).content.cart_token;
    const refused = await request.post('/api/bookings', {
      headers: { 'accept-language': locale, 'x-cart-token': cartToken },
      data: {
        payment_method: 'card',
        card_number: CARDS.success,
        billingData: {
          first_name: 'Ana',
          last_name: 'Silva',
          email: customer.email,
          phone: '912345678',
          country: 'pt',
          city: 'Lisboa',
          address: 'Rua Augusta 1',
          zipcode: '1100-048',
          vatnumber: '123456789',
        },
      },
    });
    expect(refused.status(), await refused.text()).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors['items.0.flightNumber']).toEqual([
      checkoutMessages[locale].transferDetails.flightNumber_required,
    ]);
    await fillDriverDetails(main, locale);
    await main.getByRole('button', { name: ct(locale, 'transferOffer.book') }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/cart', locale)}$`));
    await expect(region(page).getByTestId('cart-total')).toHaveText(/185[.,]50/);
    await region(page)
      .getByRole('button', { name: ct(locale, 'cart.continue') })
      .click();
    const { logInThroughUi } = await import('../support/ui');
    await logInThroughUi(page, customer.email, customer.password, locale);
    const form = region(page);
    await form.getByLabel(ct(locale, 'personal.fields.city')).fill('Lisboa');
    await form.getByLabel(ct(locale, 'personal.fields.address')).fill('Rua Augusta 1');
    await form.getByLabel(ct(locale, 'personal.fields.zipcode')).fill('1100-048');
    await form.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/checkout/payment', locale)}$`));
    await chooseMethod(page, locale, 'card');
    await fillCard(page, locale, CARDS.success);
    const booked = await payAndCapture(page, locale);
    expect(booked.total_cents).toBe(18_550);

    // The link works once.
    await page.goto(link);
    await expect(region(page).getByRole('alert')).toHaveText(transferOfferMessages[locale].used);
  });
}
