// docs/adr/044: a table requested at a restaurant. From the restaurants listing (en, desktop) a fresh customer opens
// Belcanto, requests a table for two at the first free time with a note, pays the deposit, the restaurant partner
// accepts the request in its dashboard, and the customer sees the table confirmed in My bookings. On a phone (pt), a
// search for "Ramiro" finds Cervejaria Ramiro, whose free table is confirmed at once from a payment step that asks
// for no method (nothing to pay); axe finds nothing serious on the restaurant page. The deposit is paid through the
// API: the checkout's own journeys cover its payment screens.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '@mp/shared/domain';
import { pathTo } from '@mp/shared/routes';
import { catalogue } from '../../api/src/db/seed-data/index';
import { tableRules } from '../../api/src/db/seed-data/restaurants';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, remoteT, t, type Locale } from '../support/site';
import { region } from '../support/ui';
import { CARDS, catT, ct, region as checkoutUi } from './checkout-support';
import { apiSignIn, freshCustomer, pageAs, ut, type SignedIn } from './user-panel-support';

const restaurant = (slug: string) => {
  const found = catalogue.restaurants.find((r) => r.slug === slug);
  if (!found) throw new Error(`the demo catalogue lacks the restaurant ${slug}`);
  return found;
};
const BELCANTO = restaurant('belcanto');
const RAMIRO = restaurant('cervejaria-ramiro');
const MESA = catalogue.companies.find((c) => c.slug === 'mesa-reservas');
if (!MESA) throw new Error('the demo catalogue lacks the restaurants’ partner company');
const PARTNER_EMAIL = MESA.owner.email;
/** Seeded company owners' password (api/src/db/seed/accounts.ts, README's demo data). */
const OWNER_PASSWORD = 'Partner1234!';

const catalogueUi = (page: Page) => region(page, 'mf-catalogue');
/** Intl puts a no-break space in "25,00 €": compare text with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** On a restaurant page: the first free time, a party of `party`, a note; answers the day and time requested. */
async function requestTable(page: Page, locale: Locale, party: number, deposit: number, note: string) {
  const ui = catalogueUi(page);
  const time = ui.getByLabel(catT(locale, 'restaurant.time'), { exact: true });
  await expect(time).toBeVisible();
  const chosen = await time.inputValue();
  expect(chosen).toMatch(/^\d{2}:\d{2}$/);
  for (let n = 2; n < party; n++) await ui.getByRole('button', { name: catT(locale, 'restaurant.more') }).click();
  await ui.getByLabel(new RegExp(catT(locale, 'restaurant.note'))).fill(note);
  await expect
    .poll(async () => plain(await ui.getByTestId('live-price').textContent()))
    .toBe(
      plain(
        deposit > 0
          ? catT(locale, 'restaurant.total', { count: party, price: formatMoney(deposit * party, locale) })
          : catT(locale, 'restaurant.totalFree', { count: party }),
      ),
    );
  await ui.getByRole('button', { name: catT(locale, deposit > 0 ? 'restaurant.request' : 'restaurant.book') }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('mp.cart') ?? '{"items":[]}') as {
              items: { date: string; time: string; quantity: number; kind: string; notes: Record<string, unknown> }[];
            }
          ).items,
      ),
    )
    .toEqual([
      expect.objectContaining({ kind: 'restaurant', time: chosen, quantity: party, notes: { request: note } }),
    ]);
  return page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('mp.cart') ?? '{"items":[]}') as {
          items: { id: string; service_id: number; date: string; time: string; quantity: number; notes: object }[];
        }
      ).items[0]!,
  );
}

const pd = (key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', 'en', key, vars);

/** A fresh customer with a last name of their own, so the partner tells their request apart from other runs'. */
async function namedCustomer(request: APIRequestContext, tag: string): Promise<SignedIn> {
  const signedIn = await freshCustomer(request, tag);
  const lastName = `Mesa${Date.now().toString(36)}`;
  const renamed = await request.post(`/api/clients/${signedIn.user.id}`, {
    headers: signedIn.auth,
    data: { last_name: lastName },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  return { ...signedIn, customer: { ...signedIn.customer, last_name: lastName } };
}

/** The customer's cart as the page left it, paid by card through the API. */
async function pay(request: APIRequestContext, signedIn: SignedIn, line: object, locale: Locale, due: number) {
  const cart = await request.post('/api/cart', { headers: signedIn.auth, data: { items: [line] } });
  expect(cart.ok(), await cart.text()).toBe(true);
  const paid = await request.post('/api/bookings', {
    headers: { ...signedIn.auth, 'accept-language': locale },
    data: {
      payment_method: 'card',
      card_number: CARDS.success,
      billingData: {
        first_name: signedIn.customer.first_name,
        last_name: signedIn.customer.last_name,
        email: signedIn.customer.email,
      },
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const booking = ((await paid.json()) as { content: { reference: string; total_cents: number } }).content;
  expect(booking.total_cents).toBe(due);
  return booking.reference;
}

/** Nothing to pay: cart → personal data → a payment step with no method to choose, confirmed, purchase complete. */
async function confirmFreeTable(page: Page, locale: Locale) {
  const checkout = checkoutUi(page);
  await page.goto(localizePath('/cart', locale));
  // A table that costs nothing has nothing to refund or keep: free to cancel, whatever the restaurant's policy.
  await expect(checkout.getByTestId('line-cancellation')).toHaveText(t(locale, 'cancellation.nothingPaid'));
  await checkout.getByRole('button', { name: ct(locale, 'cart.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath('/checkout/personal-data', locale)}$`));
  await checkout.getByLabel(ct(locale, 'personal.fields.city')).fill('Lisboa');
  await checkout.getByLabel(ct(locale, 'personal.fields.address')).fill('Rua Augusta 1');
  await checkout.getByLabel(ct(locale, 'personal.fields.zipcode')).fill('1100-048');
  await checkout.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath('/checkout/payment', locale)}$`));
  await expect(checkout.getByTestId('nothing-due')).toHaveText(ct(locale, 'payment.free.notice'));
  await expect(checkout.getByRole('radio')).toHaveCount(0);
  await expect(checkout.getByLabel(ct(locale, 'payment.card.number'))).toHaveCount(0);
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
  );
  await checkout.getByRole('button', { name: ct(locale, 'payment.free.confirm') }).click();
  const res = await answered;
  expect(res.status(), await res.text()).toBe(200);
  expect(
    ((await res.json()) as { content: { total_cents: number; payment: { method: string } } }).content,
  ).toMatchObject({ total_cents: 0, payment: { method: 'free' } });
  await expect(page).toHaveURL(/\/purchase-complete\?booking=/);
  await expect(checkout.getByTestId('purchase-thanks')).toHaveText(ct(locale, 'complete.thanks'));
}

/** My bookings: the restaurant's item with its status, the party and the time. */
async function seeInMyBookings(page: Page, locale: Locale, name: string, status: string, party: number, time: string) {
  await page.goto(localizePath('/user-panel/bookings', locale));
  const item = region(page, 'mf-user-panel').getByTestId('booking-item').filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(status);
  await expect(item).toContainText(ut(locale, 'bookings.quantity', { count: party }));
  await expect(item).toContainText(time);
}

test('en, desktop: a table requested from the restaurants listing, accepted by the restaurant, confirmed in My bookings', async ({
  openContext,
  request,
}) => {
  const signedIn = await namedCustomer(request, 'table-en');
  const who = `${signedIn.customer.first_name} ${signedIn.customer.last_name}`;
  const page = await pageAs(openContext, signedIn.user, 'en');
  await page.goto(localizePath('/restaurants', 'en'));
  await catalogueUi(page).getByRole('link', { name: BELCANTO.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath(`/${BELCANTO.slug}`, 'en')}$`));
  await expect(catalogueUi(page).getByRole('heading', { level: 1, name: BELCANTO.name })).toBeVisible();
  const deposit = tableRules(BELCANTO).deposit_cents;
  await expect(catalogueUi(page).getByTestId('restaurant-terms')).toHaveText(
    `${catT('en', 'restaurant.deposit', { price: formatMoney(deposit, 'en') })} ${catT('en', 'restaurant.partner')}`,
  );
  const note = `A birthday (${signedIn.customer.email})`;
  const line = await requestTable(page, 'en', 2, deposit, note);
  await pay(request, signedIn, line, 'en', deposit * 2);
  await seeInMyBookings(page, 'en', BELCANTO.name, ut('en', 'bookings.itemStatus.pending'), 2, line.time);

  // The restaurant accepts exactly this request (the customer's name is theirs alone) in its dashboard.
  const partner = await apiSignIn(request, PARTNER_EMAIL, OWNER_PASSWORD);
  const dashboard = await pageAs(openContext, partner, 'en');
  await dashboard.goto(localizePath(pathTo('dashboard.calendar-and-bookings'), 'en'));
  const table = region(dashboard, 'mf-partner-dashboard').getByRole('table', { name: pd('bookings.list.new') });
  const row = table.getByRole('row').filter({ hasText: who });
  await expect(row).toHaveCount(1);
  const accept = row.getByRole('button', { name: /^Accept / });
  const name = (await accept.getAttribute('aria-label'))!.replace(/^Accept /, '');
  await accept.click();
  await expect(dashboard.getByText(pd('bookings.done.confirmed', { name })).first()).toBeVisible();
  await dashboard.close();

  await seeInMyBookings(page, 'en', BELCANTO.name, ut('en', 'bookings.itemStatus.confirmed'), 2, line.time);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('pt, phone: a search for "Ramiro" finds the restaurant; a free table confirmed at once', async ({
    openContext,
    request,
  }) => {
    const signedIn = await freshCustomer(request, 'table-pt');
    const page = await pageAs(openContext, signedIn.user, 'pt');
    await page.goto(localizePath('/search/Ramiro', 'pt'));
    await catalogueUi(page)
      .getByRole('link', { name: new RegExp(RAMIRO.name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(`/${RAMIRO.slug}`, 'pt')}$`));
    await expect(catalogueUi(page).getByTestId('restaurant-terms')).toHaveText(
      `${catT('pt', 'restaurant.free')} ${catT('pt', 'restaurant.instant')}`,
    );
    await expectNoSeriousViolations(page);
    const line = await requestTable(page, 'pt', 3, 0, 'Uma cadeira de bebé, por favor');
    await confirmFreeTable(page, 'pt');
    await seeInMyBookings(page, 'pt', RAMIRO.name, t('pt', 'bookingStatus.confirmedOnPayment'), 3, line.time);
    await expect(
      region(page, 'mf-user-panel')
        .getByTestId('booking-item')
        .filter({ hasText: RAMIRO.name })
        .getByTestId('free-cancellation'),
    ).toHaveText(t('pt', 'cancellation.nothingPaid'));
  });
});
