// What the driver needs, on the partner's side: the transfer partner (partner2@demo.pt, tejo-transfers) sees a
// transfer booking's trip in the booking items list (the route under the service name) and everything the driver
// needs in the item's details (route, both legs, passengers with seats and luggage, flight number, drop-off address,
// lead passenger phone). The booking is made for a fresh customer through the real cart and booking calls (card
// sandbox), the way a storefront transfer line ends up; a transfer is confirmed on payment, so it is among the
// accepted bookings. axe checks the list and the open details.
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, localizePath, remoteT, type Locale } from '../support/site';
import { logInThroughUi, region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { pathTo } from '@mp/shared/routes';
import { CARDS, daysAhead, DRIVER_DETAILS, newCustomer, serviceId, TRANSFER } from './checkout-support';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);
const gb = (iso: string) => iso.split('-').reverse().join('/');
const PARTNER2 = 'partner2@demo.pt';

test('en: the transfer partner reads a booked transfer’s route in the list and its whole trip in the details', async ({
  openContext,
  request,
}) => {
  expect(TRANSFER.company).toBe('tejo-transfers');
  const customer = await newCustomer(request, 'partner-trip');
  const login = await request.post('/api/login', { data: { email: customer.email, password: customer.password } });
  const auth = {
    Authorization: `Bearer ${((await login.json()) as { content: { api_token: string } }).content.api_token}`,
    Accept: 'application/json',
  };
  // A drop-off of its own, so the row is this journey's among other journeys' transfers.
  const dropOff = `Cascais ${Date.now().toString(36)}`;
  const outbound = daysAhead(47);
  const back = daysAhead(50);
  const id = await serviceId(request, TRANSFER.slug);
  const line = {
    id: `e2e-partner-trip-${id}`,
    service_id: id,
    date: outbound,
    time: null,
    quantity: 3,
    notes: {
      pickupLocation: 'Lisbon Airport',
      dropOffLocation: dropOff,
      pickupDate: outbound,
      pickupTime: '09:40',
      isRoundtrip: true,
      returnPickupDate: back,
      returnPickupTime: '19:15',
      numberOfPassengers: 3,
      babySeats: 1,
      luggagePieces: 2,
      ...DRIVER_DETAILS,
    },
  };
  const cart = await request.post('/api/cart', { headers: auth, data: { items: [line] } });
  expect(cart.ok(), await cart.text()).toBe(true);
  const paid = await request.post('/api/bookings', {
    headers: auth,
    data: { payment_method: 'card', card_number: CARDS.success },
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  const page = await (await openContext(null)).newPage();
  await page.goto(`${localizePath(pathTo('dashboard.calendar-and-bookings'), 'en')}?list=accepted`);
  await logInThroughUi(page, PARTNER2, DEMO_PASSWORD, 'en');
  const dashboard = region(page, 'mf-partner-dashboard');
  const row = dashboard.getByRole('row').filter({ hasText: `Lisbon Airport → ${dropOff}` });
  await expect(row.getByTestId('item-trip-route')).toHaveText(
    `${pd('en', 'bookings.trip.routeLabel')} Lisbon Airport → ${dropOff}`,
  );
  await expectNoSeriousViolations(page);

  await row.getByRole('button', { name: pd('en', 'bookings.detailsOf', { name: TRANSFER.name.en }) }).click();
  const dialog = page.getByRole('dialog', { name: TRANSFER.name.en });
  const trip = dialog.getByRole('region', { name: pd('en', 'bookings.trip.title') });
  await expect(trip.getByTestId('trip-route')).toHaveText(`Lisbon Airport → ${dropOff}`);
  await expect(trip.getByTestId('trip-outbound')).toHaveText(`Pickup: ${gb(outbound)} 09:40`);
  await expect(trip.getByTestId('trip-return')).toHaveText(`Return: ${gb(back)} 19:15`);
  await expect(trip.getByTestId('trip-people')).toHaveText('3 passengers · 1 baby seat · 2 pieces of luggage');
  await expect(trip.getByTestId('trip-flightNumber')).toHaveText(`Flight: ${DRIVER_DETAILS.flightNumber}`);
  await expect(trip.getByTestId('trip-dropOffAddress')).toHaveText(
    `Drop-off address: ${DRIVER_DETAILS.dropOffAddress}`,
  );
  await expect(trip.getByTestId('trip-leadPhone')).toHaveText(`Lead passenger phone: ${DRIVER_DETAILS.leadPhone}`);
  await expectNoSeriousViolations(page);
});
