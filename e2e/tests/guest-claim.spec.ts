// A guest pays with the address of the demo customer (client@demo.pt). The payment screen says
// it is test mode (sandbox providers). The booking does not appear in the customer's bookings; the confirmation mail's
// "add this booking to your account" link, followed and signed in as that customer, puts it there.
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mail';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, shellT, type Locale } from '../support/site';
import {
  apiLogin,
  CARDS,
  chooseMethod,
  ct,
  daysAhead,
  EXPERIENCE,
  fillCard,
  payAndCapture,
  putInCart,
  region,
  serviceId,
} from './checkout-support';

test('a guest booking with a customer’s address stays out of the account until the mailed link is followed signed in (en)', async ({
  page,
  openContext,
}) => {
  const locale: Locale = 'en';
  const experienceId = await serviceId(page.request, EXPERIENCE.slug);
  await page.goto(localizePath('/', locale));
  await putInCart(page, [
    {
      id: `e2e-claim-${experienceId}`,
      service_id: experienceId,
      date: daysAhead(74),
      time: EXPERIENCE.start_times[0] ?? null,
      quantity: 1,
      notes: {},
    },
  ]);

  await page.goto(localizePath('/cart', locale));
  const main = region(page);
  await main.getByRole('button', { name: ct(locale, 'cart.continue') }).click();
  await main.getByRole('button', { name: ct(locale, 'personal.guest') }).click();
  await main.getByLabel(ct(locale, 'personal.fields.first_name')).fill('Typed');
  await main.getByLabel(ct(locale, 'personal.fields.last_name')).fill('Address');
  await main.getByLabel(ct(locale, 'personal.fields.email')).fill(DEMO_EMAIL.CLIENT);
  await main.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
  await expect(main.getByTestId('payment-total')).toBeVisible();

  // Item 2: the sandboxes run, and the payment screen says so, as a note, with the test card.
  const note = main.getByRole('note');
  await expect(note).toContainText(ct(locale, 'payment.sandbox.title'));
  await expect(note).toContainText('4242 4242 4242 4242');

  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  const booking = await payAndCapture(page, locale);
  expect(booking.payment.status).toBe('paid');
  await expect(main.getByTestId('booking-reference')).toHaveText(booking.reference);

  // Item 4: not in the customer's bookings.
  const client = await apiLogin(page.request, DEMO_EMAIL.CLIENT, DEMO_PASSWORD);
  const listed = async () =>
    JSON.stringify(await (await page.request.get('/api/client-bookings', { headers: client })).json());
  expect(await listed()).not.toContain(booking.reference);

  // The confirmation mail carries the link; the customer opens it in a browser of their own and signs in there.
  const mail = await mailTo(page.request, DEMO_EMAIL.CLIENT, new RegExp(booking.reference));
  const link = /https?:\/\/\S+?(\/purchase-complete\?\S+claim=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  const owner = await (await openContext(null)).newPage();
  await owner.goto(link!);
  const claim = region(owner).getByTestId('claim-booking');
  await expect(claim.getByRole('heading', { name: ct(locale, 'claim.title') })).toBeVisible();
  await claim.getByRole('button', { name: ct(locale, 'claim.signIn') }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByRole('textbox', { name: shellT(locale, 'auth.email'), exact: true }).fill(DEMO_EMAIL.CLIENT);
  await dialog.getByRole('textbox', { name: shellT(locale, 'auth.password'), exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: shellT(locale, 'auth.submitLogin'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectNoSeriousViolations(owner);
  await claim.getByRole('button', { name: ct(locale, 'claim.action') }).click();
  await expect(claim.getByTestId('claim-done')).toHaveText(ct(locale, 'claim.done'));

  expect(await listed()).toContain(booking.reference);
  await owner.goto(localizePath('/user-panel/bookings', locale));
  await expect(owner.locator('[id="mp-region-mf-user-panel"]').getByText(booking.reference).first()).toBeVisible();
});
