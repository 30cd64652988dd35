// A transfer keeps its trip and asks what the driver needs. en: quote (round trip, a baby seat,
// luggage) → offer (the flight number is asked before adding) → the cart shows route, both legs, seats, luggage, vehicle
// and flight with "Change trip" instead of a stepper → card → purchase complete and My bookings show the same trip.
// pt: the cart line of a transfer says "Alterar viagem" and has no stepper. axe on the cart and the offer page.
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, t } from '../support/site';
import { logInThroughUi } from '../support/ui';
import {
  catT,
  ct,
  daysAhead,
  DRIVER_DETAILS,
  expectPurchaseComplete,
  fillCard,
  fillDriverDetails,
  newCustomer,
  payAndCapture,
  putInCart,
  region,
  serviceId,
  TRANSFER,
} from './checkout-support';

const gb = (iso: string) => iso.split('-').reverse().join('/');

test('en: a round trip from the airport with a flight number, shown on the cart, the confirmation and My bookings', async ({
  page,
}) => {
  const customer = await newCustomer(page.request, 'transfer-details');
  const catalogue = page.locator('[id="mp-region-mf-catalogue"]');
  const outbound = daysAhead(41);
  const back = daysAhead(45);
  await page.goto('/transfers');
  const pickup = catalogue.getByRole('combobox', { name: catT('en', 'transfers.pickup'), exact: true });
  await pickup.fill('Lisbon Air');
  await catalogue
    .getByRole('listbox', { name: catT('en', 'transfers.pickup'), exact: true })
    .getByRole('option')
    .first()
    .click();
  const dropOff = catalogue.getByRole('combobox', { name: catT('en', 'transfers.dropOff'), exact: true });
  await dropOff.fill('Cascais');
  await dropOff.press('ArrowDown');
  await dropOff.press('Enter');
  await catalogue.getByLabel(new RegExp(`^${catT('en', 'transfers.date')}`)).fill(outbound);
  await catalogue.getByLabel(new RegExp(`^${catT('en', 'transfers.time')}`)).fill('10:05');
  await catalogue.getByLabel(catT('en', 'transfers.roundTrip')).check();
  await catalogue.getByLabel(new RegExp(`^${catT('en', 'transfers.returnDate')}`)).fill(back);
  await catalogue.getByLabel(new RegExp(`^${catT('en', 'transfers.returnTime')}`)).fill('18:30');
  await catalogue.getByLabel(catT('en', 'transfers.passengers')).fill('3');
  await catalogue.getByLabel(catT('en', 'transfers.babySeats')).fill('1');
  await catalogue.getByLabel(catT('en', 'transfers.luggage')).fill('4');
  await catalogue.getByRole('button', { name: catT('en', 'transfers.search') }).click();
  await expect(page).toHaveURL(/\/transfers\/offers\?/);
  await catalogue
    .getByRole('link', { name: new RegExp(`^${catT('en', 'transfers.choose')} `) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/transfers\/offers\/\d+\?/);

  // The driver's details are asked before adding; an airport pickup needs the flight number.
  await catalogue.getByRole('button', { name: catT('en', 'service.addToCart') }).click();
  await expect(catalogue.getByText(t('en', 'transferDetails.errors.flightNumber_required'))).toBeVisible();
  await expectNoSeriousViolations(page);
  await fillDriverDetails(catalogue, 'en', { flightNumber: 'tp 1234' });
  await catalogue.getByRole('button', { name: catT('en', 'service.addToCart') }).click();

  await page.goto('/cart');
  const cart = region(page);
  // The line itself (the order summary beside it repeats the trip).
  const line = cart.getByRole('list', { name: ct('en', 'cart.items') });
  await expect(line.getByTestId('trip-route')).toHaveText('Lisbon Airport → Cascais');
  await expect(line.getByTestId('trip-outbound')).toHaveText(`Pickup: ${gb(outbound)} 10:05`);
  await expect(line.getByTestId('trip-return')).toHaveText(`Return: ${gb(back)} 18:30`);
  await expect(line.getByTestId('trip-people')).toHaveText('3 passengers · 1 baby seat · 4 pieces of luggage');
  await expect(line.getByTestId('trip-vehicle')).toContainText('Vehicle: ');
  await expect(line.getByTestId('trip-flightNumber')).toHaveText('Flight: TP1234');
  await expect(cart.getByRole('link', { name: new RegExp(`^${ct('en', 'cart.changeTrip')}`) })).toBeVisible();
  await expect(cart.getByRole('button', { name: /^One more for/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await cart.getByRole('button', { name: ct('en', 'cart.continue') }).click();
  await expect(page).toHaveURL(/\/checkout\/personal-data$/);
  await logInThroughUi(page, customer.email, customer.password, 'en');
  const form = region(page);
  await expect(form.getByLabel(ct('en', 'personal.fields.first_name'))).toHaveValue(customer.first_name);
  await form.getByLabel(ct('en', 'personal.fields.city')).fill('Lisboa');
  await form.getByLabel(ct('en', 'personal.fields.address')).fill('Rua Augusta 1');
  await form.getByLabel(ct('en', 'personal.fields.zipcode')).fill('1100-048');
  await form.getByRole('button', { name: ct('en', 'personal.continue') }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  // The order summary beside the payment step shows the trip too.
  await expect(region(page).getByTestId('order-summary').getByTestId('trip-flightNumber')).toHaveText('Flight: TP1234');
  await fillCard(page, 'en', '4242 4242 4242 4242');
  await payAndCapture(page, 'en');
  const reference = await expectPurchaseComplete(page, 'en', customer);
  const done = region(page).getByTestId('purchase-trip');
  await expect(done.getByTestId('trip-route')).toHaveText('Lisbon Airport → Cascais');
  await expect(done.getByTestId('trip-return')).toHaveText(`Return: ${gb(back)} 18:30`);
  await expect(done.getByTestId('trip-flightNumber')).toHaveText('Flight: TP1234');

  await page.goto('/user-panel/bookings');
  const mine = page.locator('[id="mp-region-mf-user-panel"]').getByTestId('client-bookings');
  await expect(mine.getByText(reference)).toBeVisible();
  await expect(mine.getByTestId('trip-route').first()).toHaveText('Lisbon Airport → Cascais');
  await expect(mine.getByTestId('trip-people').first()).toHaveText('3 passengers · 1 baby seat · 4 pieces of luggage');
  await expect(mine.getByTestId('trip-flightNumber').first()).toHaveText('Flight: TP1234');
  await expect(mine.getByTestId('trip-leadPhone').first()).toHaveText(
    `Lead passenger phone: ${DRIVER_DETAILS.leadPhone}`,
  );
  await expectNoSeriousViolations(page);
});

test('pt: a transfer cart line offers "Alterar viagem" and no quantity stepper', async ({ page }) => {
  await page.goto(localizePath('/', 'pt'));
  const id = await serviceId(page.request, TRANSFER.slug);
  await putInCart(page, [
    {
      id: `e2e-trf-${id}`,
      service_id: id,
      date: daysAhead(43),
      time: TRANSFER.start_times[0] ?? null,
      quantity: 2,
      notes: { ...DRIVER_DETAILS },
    },
  ]);
  await page.goto(localizePath('/cart', 'pt'));
  const cart = region(page);
  await expect(cart.getByTestId('change-trip')).toHaveText(ct('pt', 'cart.changeTrip'));
  await expect(cart.getByRole('list', { name: ct('pt', 'cart.items') }).getByTestId('trip-people')).toHaveText(
    '2 passageiros · Sem bagagem',
  );
  await expect(
    cart.getByRole('group', { name: new RegExp(ct('pt', 'cart.quantityOf', { name: '' }).trim()) }),
  ).toHaveCount(0);
  await expect(cart.getByRole('button', { name: ct('pt', 'cart.continue') })).toBeEnabled();
  await expectNoSeriousViolations(page);
});
