// Helpers of the checkout journeys (issue 5 item 7). Items reach the cart through the real POST /api/cart and the
// shared cartStore (window.__MP_SHARED__), as a catalogue "add to cart" does: the journeys do not depend on the
// catalogue screens. Strings come from mf-checkout's own locale files, so a renamed label breaks the journey.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { catalogue } from '../../api/src/db/seed-data/index';
import { expect } from '../support/fixtures';
import { localizePath, type Locale } from '../support/site';
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
export const ct = (locale: Locale, key: string, vars: Record<string, string | number> = {}): string => lookup(checkoutStrings[locale], key, vars);
/** A string of mf-user-panel's `userPanel` namespace. */
export const ut = (locale: Locale, key: string, vars: Record<string, string | number> = {}): string => lookup(panelStrings[locale], key, vars);

const experience = catalogue.services.find((s) => s.kind === 'experience' && s.status === 'active' && s.company === catalogue.companies[0]?.slug);
const transfer = catalogue.services.find((s) => s.kind === 'transfer' && s.status === 'active');
if (!experience || !transfer) throw new Error('the demo catalogue lacks an active experience of the demo partner or a transfer');
export const EXPERIENCE = experience;
export const TRANSFER = transfer;

/** A date `days` ahead (bookings are refused for past dates). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const CARDS = { success: '4242 4242 4242 4242', decline: '4000 0000 0000 0002', threeDs: '4000 0000 0000 3220' } as const;
export const MBWAY_PHONES = { approves: '912000001', refuses: '912000002', silent: '912000003' } as const;

export interface Customer {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/** A fresh customer account (POST /api/clients), so parallel journeys never share a server cart. */
export async function newCustomer(request: APIRequestContext, tag: string): Promise<Customer> {
  const customer = { email: `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pt`, password: 'Checkout1234!', first_name: 'Ana', last_name: 'Checkout' };
  const res = await request.post('/api/clients', {
    data: { ...customer, confirm_password: customer.password, phone: '912000001', country: 'pt' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return customer;
}

/**
 * Adds an experience and a transfer (distinct dates a few weeks ahead, so journeys never fill a day) the way a
 * catalogue page does: POST /api/cart (guest cart, its token kept where mf-checkout reads it) and the priced
 * answer into the shared cartStore.
 */
export async function addExperienceAndTransfer(page: Page, dayOffset: number): Promise<void> {
  const ids = await Promise.all(
    [EXPERIENCE.slug, TRANSFER.slug].map(async (slug) => {
      const res = await page.request.get(`/api/services/${slug}?light=1`);
      expect(res.ok(), `GET /api/services/${slug}`).toBe(true);
      return ((await res.json()) as { content: { id: number } }).content.id;
    }),
  );
  const items = [
    { id: `e2e-exp-${ids[0]}`, service_id: ids[0], date: daysAhead(dayOffset), time: EXPERIENCE.start_times[0] ?? null, quantity: 2, notes: {} },
    {
      id: `e2e-trf-${ids[1]}`,
      service_id: ids[1],
      date: daysAhead(dayOffset + 1),
      time: TRANSFER.start_times[0] ?? null,
      quantity: 1,
      notes: { pickupLocation: 'Lisboa', dropOffLocation: 'Cascais', isRoundtrip: false, numberOfPassengers: 2 },
    },
  ];
  // The shell sets window.__MP_SHARED__ once @mp/shared has loaded (after the load event on a slow start).
  await page.waitForFunction(() => Boolean((window as unknown as { __MP_SHARED__?: unknown }).__MP_SHARED__));
  await page.evaluate(async (lines) => {
    const shared = (window as unknown as { __MP_SHARED__?: { cartStore: { getState(): { setItems(i: unknown[]): void } } } }).__MP_SHARED__;
    if (!shared) throw new Error('window.__MP_SHARED__ is missing');
    const res = await fetch('/api/cart', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ items: lines }) });
    const body = (await res.json()) as { content?: { cart_token: string | null; items: unknown[] } };
    if (!res.ok || !body.content) throw new Error(`POST /api/cart answered ${res.status}: ${JSON.stringify(body)}`);
    if (body.content.cart_token) localStorage.setItem('mp.cart.token', body.content.cart_token);
    shared.cartStore.getState().setItems(body.content.items);
  }, items);
}

export const region = (page: Page) => page.locator('[id="mp-region-mf-checkout"]');

/** /cart → personal data: log in through the shell's modal, fill the billing data, continue to payment. */
export async function throughCartAndPersonalData(page: Page, locale: Locale, customer: Customer): Promise<void> {
  await page.goto(localizePath('/cart', locale));
  const main = region(page);
  await expect(main.getByRole('heading', { level: 2, name: EXPERIENCE.name[locale] })).toBeVisible();
  await expect(main.getByTestId('cart-total')).toBeVisible();
  await main.getByRole('button', { name: ct(locale, 'cart.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath('/checkout/personal-data', locale)}$`));
  const { logInThroughUi } = await import('../support/ui');
  await logInThroughUi(page, customer.email, customer.password, locale);
  const form = region(page);
  await expect(form.getByLabel(ct(locale, 'personal.fields.first_name'))).toHaveValue(customer.first_name);
  await form.getByLabel(ct(locale, 'personal.fields.city')).fill('Lisboa');
  await form.getByLabel(ct(locale, 'personal.fields.address')).fill('Rua Augusta 1');
  await form.getByLabel(ct(locale, 'personal.fields.zipcode')).fill('1100-048');
  await form.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath('/checkout/payment', locale)}$`));
  await expect(region(page).getByTestId('payment-total')).toBeVisible();
}

export async function chooseMethod(page: Page, locale: Locale, method: 'card' | 'paypal' | 'mbway' | 'crypto' | 'gift_card'): Promise<void> {
  await region(page).getByRole('radio', { name: ct(locale, `payment.methods.${method}`), exact: true }).check();
}

export async function fillCard(page: Page, locale: Locale, number: string): Promise<void> {
  const main = region(page);
  await main.getByLabel(ct(locale, 'payment.card.number')).fill(number);
  await main.getByLabel(ct(locale, 'payment.card.expiry')).fill('12/30');
  await main.getByLabel(ct(locale, 'payment.card.cvc')).fill('123');
}

export async function pay(page: Page, locale: Locale): Promise<void> {
  await region(page).getByRole('button', { name: new RegExp(`^${ct(locale, 'payment.pay', { amount: '' }).trim()}`) }).click();
}

/** The purchase-complete page shows the API's reference; returns it. */
export async function expectPurchaseComplete(page: Page, locale: Locale, customer: Customer): Promise<string> {
  await expect(page).toHaveURL(/\/purchase-complete\?booking=/);
  const main = region(page);
  await expect(main.getByTestId('purchase-thanks')).toHaveText(ct(locale, 'complete.thanks'));
  await expect(main.getByTestId('purchase-email')).toHaveText(ct(locale, 'complete.emailSent', { email: customer.email }));
  const reference = (await main.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  expect(new URL(page.url()).searchParams.get('booking')).toBe(reference);
  // Spec §4: the cart is empty once the payment is verified.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mp.cart'))).toBeNull();
  return reference;
}

/** The customer's bookings list shows the booking; the partner sees a new booking item of it (API, partner login). */
export async function expectBookingVisible(page: Page, locale: Locale, reference: string): Promise<void> {
  await page.goto(localizePath('/user-panel/bookings', locale));
  const list = page.locator('[id="mp-region-mf-user-panel"]').getByTestId('client-bookings');
  await expect(list.getByRole('heading', { name: ut(locale, 'bookings.reference', { reference }) })).toBeVisible();

  const login = await page.request.post('/api/login', { data: { email: 'partner@demo.pt', password: 'Demo1234!' } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { content: { api_token: string } }).content.api_token;
  const items = await page.request.get('/api/dashboard/booking-items?destination=new&items=100', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  expect(items.ok()).toBe(true);
  const body = (await items.json()) as { content: { data: { booking: { reference: string }; service: { service_name: string } }[] } };
  expect(body.content.data.some((item) => item.booking.reference === reference)).toBe(true);
}
