// Transfers priced by route (docs/adr/052), in the browser: the transfer partner (partner2@demo.pt) gives a vehicle
// of its own a price per kilometre and a minimum fare under "Prices by route" and previews a trip; the storefront then
// offers Lisbon Airport → Almada (14 km: the minimum fare) and Lisbon Airport → Sines (122 km) in that vehicle at
// different prices, and the cart charges the one shown. axe checks the vehicle's screen at 1366 and 390 px wide.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, localizePath, remoteT, type Locale } from '../support/site';
import { logInThroughUi, region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { pathTo } from '@mp/shared/routes';
import { catT, daysAhead, fillDriverDetails } from './checkout-support';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);
const PARTNER2 = 'partner2@demo.pt';
/** An amount as either locale writes it: 1207.80, 1,207.80, 1 207,80, 1.207,80. */
function money(euros: string): RegExp {
  const [whole = '', cents = ''] = euros.split('.');
  const grouped = whole.length > 3 ? `${whole.slice(0, -3)}[\\s.,\u00a0\u202f]?${whole.slice(-3)}` : whole;
  return new RegExp(`${grouped}[.,]${cents}`);
}

/** A vehicle of the partner's own for this journey: dear by distance, so no other journey's cheapest offer is it. */
async function newVehicle(request: APIRequestContext, locale: Locale): Promise<{ id: number; name: string }> {
  const login = await request.post('/api/login', { data: { email: PARTNER2, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { content: { api_token: string } }).content.api_token;
  const name = `Route van ${locale} ${Date.now().toString(36)}`;
  const made = await request.post('/api/dashboard/vehicles', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: {
      name,
      car_type: 'van',
      seats: 8,
      luggage: 8,
      accessibility: false,
      value_cents: 90_000,
      roundback_value_cents: 180_000,
      value_discount_cents: 0,
      baby_seats_value_cents: 0,
      child_seats_value_cents: 0,
      booster_seats_value_cents: 0,
      free_cancelation: true,
      free_cancelation_policy_hours: 24,
      vehicle_status: 'active',
      districts: ['Lisboa', 'Setúbal'],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return { id: ((await made.json()) as { content: { id: number } }).content.id, name };
}

async function offerPrice(page: Page, locale: Locale, dropOff: string, day: string, name: string) {
  const query = new URLSearchParams({
    pickupLocation: 'lisbon-airport',
    dropOffLocation: dropOff,
    pickupDate: day,
    pickupTime: '10:00',
    numberOfPassengers: '2',
  });
  await page.goto(`${localizePath('/transfers/offers', locale)}?${query.toString()}`);
  const card = region(page, 'mf-catalogue')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
  return card.getByTestId('offer-price');
}

for (const locale of ['en', 'pt'] as const satisfies readonly Locale[]) {
  test(`${locale}: a price per kilometre set by the partner prices two trips differently, and the cart charges it`, async ({
    openContext,
    request,
  }) => {
    const vehicle = await newVehicle(request, locale);
    const page = await (await openContext(null, locale === 'pt' ? { locale: 'pt-PT' } : {})).newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(localizePath(pathTo('dashboard.vehicles-edit', { id: vehicle.id }), locale));
    await logInThroughUi(page, PARTNER2, DEMO_PASSWORD, locale);
    const dashboard = region(page, 'mf-partner-dashboard');
    const form = dashboard.getByRole('form', { name: pd(locale, 'vehicles.routePricing.title') });
    await form
      .getByLabel(new RegExp(`^${pd(locale, 'vehicles.routePricing.perKm').replace(/[()€]/g, '.')}`))
      .fill('9,90');
    await form
      .getByLabel(new RegExp(`^${pd(locale, 'vehicles.routePricing.minFare').replace(/[()€]/g, '.')}`))
      .fill('300');
    await expectNoSeriousViolations(page);
    await form.getByRole('button', { name: pd(locale, 'vehicles.routePricing.save') }).click();
    await expect(page.getByText(pd(locale, 'vehicles.routePricing.saved')).first()).toBeVisible();
    // The preview prices a trip by the same rules as the storefront.
    await dashboard
      .getByLabel(pd(locale, 'vehicles.routePricing.previewFrom'), { exact: true })
      .selectOption('pt-lisboa-poi-lisbon-airport');
    await dashboard
      .getByLabel(pd(locale, 'vehicles.routePricing.previewTo'), { exact: true })
      .selectOption('pt-setubal-sines');
    await expect(dashboard.getByTestId('route-price-preview')).toContainText(money('1207.80'));
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page);

    const day = daysAhead(locale === 'en' ? 33 : 34);
    await expect(await offerPrice(page, locale, 'pt-setubal-almada', day, vehicle.name)).toHaveText(money('300.00'));
    const sines = await offerPrice(page, locale, 'pt-setubal-sines', day, vehicle.name);
    await expect(sines).toHaveText(money('1207.80'));
    const catalogue = region(page, 'mf-catalogue');
    await catalogue.getByRole('link', { name: catT(locale, 'transfers.chooseOffer', { name: vehicle.name }) }).click();
    await expect(page).toHaveURL(/\/transfers\/offers\/\d+\?/);
    await fillDriverDetails(catalogue, locale);
    await catalogue.getByRole('button', { name: catT(locale, 'service.addToCart') }).click();
    // The server's answer for the cart line: what the offer showed.
    await expect
      .poll(async () =>
        page.evaluate(() => {
          const shared = (
            window as unknown as {
              __MP_SHARED__: { cartStore: { getState(): { items: { kind: string; total_cents: number }[] } } };
            }
          ).__MP_SHARED__;
          return shared.cartStore
            .getState()
            .items.filter((i) => i.kind === 'transfer')
            .map((i) => i.total_cents);
        }),
      )
      .toEqual([120_780]);
    await page.goto(localizePath('/cart', locale));
    await expect(region(page, 'mf-checkout').getByText(money('1207.80')).first()).toBeVisible();
  });
}
