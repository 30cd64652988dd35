// Helpers of the checkout journeys. Two ways to fill a cart: through the catalogue screens a customer
// uses (`addFromCatalogue`: an experience from its service page, a transfer through quote → offers → offer), or, for
// journeys about a later step, the way a catalogue "add to cart" ends (`putInCart`: the real POST /api/cart and the
// shared cartStore, window.__MP_SHARED__). Strings come from the remotes' own locale files and the API's messages, so a
// renamed label or message breaks the journey.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { catalogue } from '../../api/src/db/seed-data/index';
import { checkoutMessages } from '../../api/src/modules/cart/messages';
import { expect } from '../support/fixtures';
import { signupCode } from '../support/mail';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, t, type Locale } from '../support/site';
import { repoRoot } from '../support/stack';

type Tree = { [key: string]: Tree | string };
const checkoutStrings: Record<Locale, Tree> = {
  en: JSON.parse(readFileSync(join(repoRoot, 'mf-checkout/src/locales/en.json'), 'utf8')) as Tree,
  pt: JSON.parse(readFileSync(join(repoRoot, 'mf-checkout/src/locales/pt.json'), 'utf8')) as Tree,
};
const panelStrings: Record<Locale, Tree> = {
  en: JSON.parse(readFileSync(join(repoRoot, 'mf-user-panel/src/locales/en.json'), 'utf8')) as Tree,
  pt: JSON.parse(readFileSync(join(repoRoot, 'mf-user-panel/src/locales/pt.json'), 'utf8')) as Tree,
};

function lookup(tree: Tree, key: string, vars: Record<string, string | number>): string {
  let node: Tree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`checkout string ${key} is missing`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** A string of mf-checkout's `checkout` namespace. */
export const ct = (locale: Locale, key: string, vars: Record<string, string | number> = {}): string =>
  lookup(checkoutStrings[locale], key, vars);
/** A string of mf-user-panel's `userPanel` namespace. */
export const ut = (locale: Locale, key: string, vars: Record<string, string | number> = {}): string =>
  lookup(panelStrings[locale], key, vars);

const experience = catalogue.services.find(
  (s) => s.kind === 'experience' && s.status === 'active' && s.company === catalogue.companies[0]?.slug,
);
const transfer = catalogue.services.find((s) => s.kind === 'transfer' && s.status === 'active');
if (!experience || !transfer)
  throw new Error('the demo catalogue lacks an active experience of the demo partner or a transfer');
export const EXPERIENCE = experience;
export const TRANSFER = transfer;

/** The driver details a transfer line carries (any pickup: a flight number and both addresses are all accepted). */
export const DRIVER_DETAILS = {
  flightNumber: 'TP1234',
  pickupAddress: 'Rua Augusta 1, Lisboa',
  dropOffAddress: 'Hotel Albatroz, Cascais',
  leadPhone: '+351 912 345 678',
};

/**
 * Fills the driver details a transfer's page asks: the flight number of an airport pickup or the
 * pickup address, the drop-off address and the lead passenger's phone, whichever the page shows.
 */
export async function fillDriverDetails(
  scope: ReturnType<Page['locator']>,
  locale: Locale,
  details: Partial<typeof DRIVER_DETAILS> = {},
): Promise<void> {
  const values = { ...DRIVER_DETAILS, ...details };
  // Every transfer page asks for the lead passenger's phone: wait for it, so the fields that depend on the pickup are
  // on the page before they are counted (counting right after navigation skipped them all and the line was refused).
  await expect(
    scope.getByRole('textbox', { name: new RegExp(`^${t(locale, 'transferDetails.leadPhone')}`) }),
  ).toBeVisible();
  for (const field of ['flightNumber', 'pickupAddress', 'dropOffAddress', 'leadPhone'] as const) {
    const input = scope.getByRole('textbox', { name: new RegExp(`^${t(locale, `transferDetails.${field}`)}`) });
    if (await input.count()) await input.fill(values[field]);
  }
}

/** A date `days` ahead (bookings are refused for past dates). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  threeDs: '4000 0000 0000 3220',
} as const;
export const MBWAY_PHONES = { approves: '912000001', refuses: '912000002', silent: '912000003' } as const;

export interface Customer {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/**
 * A fresh customer account (POST /api/clients, then the code from the sign-up mail: the account opens only then), so
 * parallel journeys never share a server cart.
 */
export async function newCustomer(request: APIRequestContext, tag: string): Promise<Customer> {
  const customer = {
    email: `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pt`,
    password: 'Checkout1234!',
    first_name: 'Ana',
    last_name: 'Checkout',
  };
  const res = await request.post('/api/clients', {
    data: { ...customer, confirm_password: customer.password, phone: '912000001', country: 'pt' },
  });
  expect(res.status(), await res.text()).toBe(202);
  const verified = await request.post('/api/verify-client-register', {
    data: { email: customer.email, code: await signupCode(request, customer.email) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return customer;
}

/** A line of POST /api/cart (contracts/cart.ts CartItemInput). */
export interface CartLineInput {
  id: string;
  service_id: number;
  vehicle_id?: number;
  date: string | null;
  time: string | null;
  quantity: number;
  gift_card_value_cents?: number;
  notes: Record<string, unknown>;
}

/** The API id of a demo service (the seed knows slugs, not ids). */
export async function serviceId(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/services/${slug}?light=1`);
  expect(res.ok(), `GET /api/services/${slug}`).toBe(true);
  return ((await res.json()) as { content: { id: number } }).content.id;
}

/**
 * Puts lines in the cart the way a catalogue "add to cart" ends up: POST /api/cart (as the signed-in customer if the
 * page has one, else a guest cart whose token is kept where mf-checkout reads it) and the priced answer into the
 * shared cartStore. Answers the server's cart.
 */
export async function putInCart(
  page: Page,
  lines: CartLineInput[],
): Promise<{ total_price: number; items: { id: string; total_cents: number; discount_cents: number }[] }> {
  // The shell sets window.__MP_SHARED__ once @mp/shared has loaded (after the load event on a slow start).
  await page.waitForFunction(() => Boolean((window as unknown as { __MP_SHARED__?: unknown }).__MP_SHARED__));
  return page.evaluate(async (items) => {
    const shared = (
      window as unknown as { __MP_SHARED__?: { cartStore: { getState(): { setItems(i: unknown[]): void } } } }
    ).__MP_SHARED__;
    if (!shared) throw new Error('window.__MP_SHARED__ is missing');
    const token = (JSON.parse(localStorage.getItem('mp.auth.user') ?? 'null') as { api_token?: string } | null)
      ?.api_token;
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const guestToken = localStorage.getItem('mp.cart.token');
    if (guestToken && !token) headers['x-cart-token'] = guestToken;
    const res = await fetch('/api/cart', { method: 'POST', headers, body: JSON.stringify({ items }) });
    const body = (await res.json()) as {
      content?: {
        cart_token: string | null;
        items: { id: string; total_cents: number; discount_cents: number }[];
        total_price: number;
      };
    };
    if (!res.ok || !body.content) throw new Error(`POST /api/cart answered ${res.status}: ${JSON.stringify(body)}`);
    if (body.content.cart_token) localStorage.setItem('mp.cart.token', body.content.cart_token);
    shared.cartStore.getState().setItems(body.content.items);
    return body.content;
  }, lines);
}

/**
 * Adds an experience and a transfer (distinct dates a few weeks ahead, so journeys never fill a day) through
 * POST /api/cart and the store, for journeys about the steps after the cart.
 */
export async function addExperienceAndTransfer(page: Page, dayOffset: number): Promise<void> {
  const [experienceId, transferId] = await Promise.all([
    serviceId(page.request, EXPERIENCE.slug),
    serviceId(page.request, TRANSFER.slug),
  ]);
  await putInCart(page, [
    {
      id: `e2e-exp-${experienceId}`,
      service_id: experienceId,
      date: daysAhead(dayOffset),
      time: EXPERIENCE.start_times[0] ?? null,
      quantity: 2,
      notes: {},
    },
    {
      id: `e2e-trf-${transferId}`,
      service_id: transferId,
      date: daysAhead(dayOffset + 1),
      time: TRANSFER.start_times[0] ?? null,
      quantity: 1,
      // What the driver needs: paying for a transfer without it is refused.
      notes: {
        pickupLocation: 'Lisboa',
        dropOffLocation: 'Cascais',
        isRoundtrip: false,
        numberOfPassengers: 2,
        ...DRIVER_DETAILS,
      },
    },
  ]);
}

export const region = (page: Page) => page.locator('[id="mp-region-mf-checkout"]');
const catalogueRegion = (page: Page) => page.locator('[id="mp-region-mf-catalogue"]');
/** A string of mf-catalogue's `catalogue` namespace. */
export const catT = (locale: Locale, key: string, vars: Record<string, string | number> = {}): string =>
  remoteT('mf-catalogue', locale, key, vars);
/** A label with the aria-hidden " *" a required field's label carries after it. */
const labelRe = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** The shared cartStore's lines (what the header badge and /cart read). */
async function storeLines(page: Page): Promise<{ id: string; kind: string; total_cents: number }[]> {
  return page.evaluate(() => {
    const shared = (
      window as unknown as {
        __MP_SHARED__: { cartStore: { getState(): { items: { id: string; kind: string; total_cents: number }[] } } };
      }
    ).__MP_SHARED__;
    return shared.cartStore.getState().items;
  });
}

/**
 * The catalogue screens a customer uses: the experience from its service page (date, people, add to cart), then a
 * transfer from the quote form (/transfers) → offers → an offer's page → add to cart. Dates `day` and `day + 1` ahead.
 */
export async function addFromCatalogue(page: Page, locale: Locale, day: number): Promise<void> {
  const catalogueUi = catalogueRegion(page);
  await page.goto(localizePath(`/${EXPERIENCE.slug}`, locale));
  await expect(catalogueUi.getByRole('heading', { level: 1, name: EXPERIENCE.name[locale] })).toBeVisible();
  await catalogueUi.getByLabel(labelRe(catT(locale, 'service.date'))).fill(daysAhead(day));
  await catalogueUi.getByRole('spinbutton', { name: catT(locale, 'service.people') }).fill('2');
  await catalogueUi.getByRole('button', { name: catT(locale, 'service.addToCart') }).click();
  await expect.poll(async () => (await storeLines(page)).map((l) => l.kind)).toEqual(['experience']);

  await page.goto(localizePath('/transfers', locale));
  const pickup = catalogueUi.getByRole('combobox', { name: catT(locale, 'transfers.pickup'), exact: true });
  await pickup.fill('Lisb');
  // The pick-up list's first match (not any <option> of the page: the time select has some too).
  await catalogueUi
    .getByRole('listbox', { name: catT(locale, 'transfers.pickup'), exact: true })
    .getByRole('option')
    .first()
    .click();
  const dropOff = catalogueUi.getByRole('combobox', { name: catT(locale, 'transfers.dropOff'), exact: true });
  await dropOff.fill('Cascais');
  await dropOff.press('ArrowDown');
  await dropOff.press('Enter');
  await catalogueUi.getByLabel(labelRe(catT(locale, 'transfers.date'))).fill(daysAhead(day + 1));
  await catalogueUi.getByLabel(labelRe(catT(locale, 'transfers.time'))).fill('10:05');
  await catalogueUi.getByLabel(catT(locale, 'transfers.passengers')).fill('2');
  await catalogueUi.getByRole('button', { name: catT(locale, 'transfers.search') }).click();
  await expect(page).toHaveURL(/\/transfers\/offers\?/);
  await catalogueUi
    .getByRole('link', { name: new RegExp(`^${catT(locale, 'transfers.choose')} `) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/transfers\/offers\/\d+\?/);
  await fillDriverDetails(catalogueUi, locale);
  await catalogueUi.getByRole('button', { name: catT(locale, 'service.addToCart') }).click();
  await expect.poll(async () => (await storeLines(page)).map((l) => l.kind).sort()).toEqual(['experience', 'transfer']);
}

/** /cart → personal data: log in through the shell's modal, fill the billing data, continue to payment. */
export async function throughCartAndPersonalData(
  page: Page,
  locale: Locale,
  customer: Customer,
  options: { saveToProfile?: boolean } = {},
): Promise<void> {
  await page.goto(localizePath('/cart', locale));
  const main = region(page);
  await expect(main.getByRole('heading', { level: 2, name: EXPERIENCE.name[locale] })).toBeVisible();
  await expect(main.getByTestId('cart-total')).toBeVisible();
  await continueThroughPersonalData(page, locale, customer, options);
}

/** On /cart: Continue, log in through the shell's modal, fill the billing data (Lisbon unless told), go on to payment. */
export async function continueThroughPersonalData(
  page: Page,
  locale: Locale,
  customer: Customer,
  options: { saveToProfile?: boolean; address?: { city: string; address: string; zipcode: string } } = {},
): Promise<void> {
  const main = region(page);
  const billing = options.address ?? { city: 'Lisboa', address: 'Rua Augusta 1', zipcode: '1100-048' };
  await main.getByRole('button', { name: ct(locale, 'cart.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath('/checkout/personal-data', locale)}$`));
  const { logInThroughUi } = await import('../support/ui');
  await logInThroughUi(page, customer.email, customer.password, locale);
  const form = region(page);
  await expect(form.getByLabel(ct(locale, 'personal.fields.first_name'))).toHaveValue(customer.first_name);
  await form.getByLabel(ct(locale, 'personal.fields.city')).fill(billing.city);
  await form.getByLabel(ct(locale, 'personal.fields.address')).fill(billing.address);
  await form.getByLabel(ct(locale, 'personal.fields.zipcode')).fill(billing.zipcode);
  if (options.saveToProfile) {
    // Spec §7/§8: POST api/clients/{id}; its content, in the page's language, is shown in an alert.
    await form.getByRole('checkbox', { name: ct(locale, 'personal.saveProfile') }).check();
    const saved = page.waitForResponse(
      (r) => /\/api\/clients\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
    expect((await saved).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: ct(locale, 'personal.profileSavedTitle') });
    await expect(dialog.getByRole('alert')).toHaveText(checkoutMessages[locale].profileSaved);
    await dialog.getByRole('button', { name: ct(locale, 'personal.ok') }).click();
  } else {
    await form.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${localizePath('/checkout/payment', locale)}$`));
  await expect(region(page).getByTestId('payment-total')).toBeVisible();
}

/**
 * The setup the method journeys share: a fresh customer, an empty browser on the home page of `locale`, an experience
 * and a transfer in the cart, then cart → personal data (logged in) → the payment step.
 */
export async function startCheckout(page: Page, locale: Locale, tag: string, day: number): Promise<Customer> {
  const customer = await newCustomer(page.request, tag);
  await page.goto(localizePath('/', locale));
  await addExperienceAndTransfer(page, day);
  await throughCartAndPersonalData(page, locale, customer);
  return customer;
}

export async function chooseMethod(
  page: Page,
  locale: Locale,
  method: 'card' | 'paypal' | 'mbway' | 'crypto' | 'gift_card',
): Promise<void> {
  await region(page)
    .getByRole('radio', { name: ct(locale, `payment.methods.${method}`), exact: true })
    .check();
}

export async function fillCard(page: Page, locale: Locale, number: string): Promise<void> {
  const main = region(page);
  await main.getByLabel(ct(locale, 'payment.card.number')).fill(number);
  await main.getByLabel(ct(locale, 'payment.card.expiry')).fill('12/30');
  await main.getByLabel(ct(locale, 'payment.card.cvc')).fill('123');
}

export async function pay(page: Page, locale: Locale): Promise<void> {
  await region(page)
    .getByRole('button', { name: new RegExp(`^${ct(locale, 'payment.pay', { amount: '' }).trim()}`) })
    .click();
}

/** What POST /api/bookings answered (contracts/checkout.ts BookingCreated), read off the network while paying. */
export interface BookingAnswer {
  booking_id: number;
  reference: string;
  total_cents: number;
  discount_cents: number;
  points_used: number;
  payment: { amount_cents: number; status: string };
}

/** Pays and answers the booking call's content: what was charged is `payment.amount_cents`. */
export async function payAndCapture(page: Page, locale: Locale): Promise<BookingAnswer> {
  const answered = page.waitForResponse(
    (r: Response) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
  );
  await pay(page, locale);
  const res = await answered;
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { content: BookingAnswer }).content;
}

/** The purchase-complete page shows the API's reference; returns it. */
export async function expectPurchaseComplete(
  page: Page,
  locale: Locale,
  customer: Pick<Customer, 'email'>,
): Promise<string> {
  await expect(page).toHaveURL(/\/purchase-complete\?booking=/);
  const main = region(page);
  await expect(main.getByTestId('purchase-thanks')).toHaveText(ct(locale, 'complete.thanks'));
  await expect(main.getByTestId('purchase-email')).toHaveText(
    ct(locale, 'complete.emailSent', { email: customer.email }),
  );
  const reference = (await main.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  // Readable on any screen: the summary's values keep a real column (a phone squeezed them to one letter per line).
  await expect(main.getByTestId('booking-reference')).toBeVisible();
  expect((await main.getByTestId('booking-reference').boundingBox())!.width).toBeGreaterThan(60);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  expect(new URL(page.url()).searchParams.get('booking')).toBe(reference);
  // Spec §4: the cart is empty once the payment is verified.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mp.cart'))).toBeNull();
  // A reload still shows the purchase: the URL names the booking once the cart's payment state is gone.
  expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
  await page.reload();
  await expect(main.getByTestId('booking-reference')).toHaveText(reference);
  await expect(main.getByTestId('purchase-thanks')).toHaveText(ct(locale, 'complete.thanks'));
  return reference;
}

/** A bearer token for a demo role or any account (POST /api/login). */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.ok(), `login ${email}`).toBe(true);
  const token = ((await login.json()) as { content: { api_token: string } }).content.api_token;
  return { Authorization: `Bearer ${token}`, Accept: 'application/json' };
}

export interface PartnerItem {
  id: number;
  booking_item_status: string;
  value: number;
  discount: number;
  booking: { reference: string; promo_code: string | null };
  service: { service_name: string };
}

/** The demo partner's new booking items of booking `reference` (GET /api/dashboard/booking-items, partner login). */
export async function partnerItemsOf(request: APIRequestContext, reference: string): Promise<PartnerItem[]> {
  const headers = await apiLogin(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD);
  const items = await request.get('/api/dashboard/booking-items?destination=new&items=100', { headers });
  expect(items.ok()).toBe(true);
  const body = (await items.json()) as { content: { data: PartnerItem[] } };
  return body.content.data.filter((item) => item.booking.reference === reference);
}

/** The customer's bookings list shows the booking; the partner sees a new booking item of it (API, partner login). */
export async function expectBookingVisible(page: Page, locale: Locale, reference: string): Promise<void> {
  await page.goto(localizePath('/user-panel/bookings', locale));
  const list = page.locator('[id="mp-region-mf-user-panel"]').getByTestId('client-bookings');
  await expect(list.getByRole('heading', { name: ut(locale, 'bookings.reference', { reference }) })).toBeVisible();
  expect(await partnerItemsOf(page.request, reference)).not.toEqual([]);
}
