// Set-up shared by the customer panel journeys (issue 12 §8): fresh customers signed in by API, opened in a context
// of their own, and booked items brought to `completed` through the partner's own calls.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, type Locale } from '../support/site';
import { region } from '../support/ui';
import { CARDS, EXPERIENCE, newCustomer, serviceId, type Customer } from './checkout-support';

export const ut = (locale: Locale, key: string, vars: Record<string, string | number> = {}) => remoteT('mf-user-panel', locale, key, vars);
export const panel = (page: Page) => region(page, 'mf-user-panel');
export const contextLocale = (locale: Locale) => (locale === 'pt' ? 'pt-PT' : 'en-GB');

export interface SignedIn {
  customer: Customer;
  user: { id: number; api_token: string } & Record<string, unknown>;
  auth: Record<string, string>;
}

export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<SignedIn['user']> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { content: SignedIn['user'] }).content;
}

/** A fresh customer (POST /api/clients) signed in through the API. */
export async function freshCustomer(request: APIRequestContext, tag: string): Promise<SignedIn> {
  const customer = await newCustomer(request, tag);
  const user = await apiSignIn(request, customer.email, customer.password);
  return { customer, user, auth: { Authorization: `Bearer ${user.api_token}`, Accept: 'application/json' } };
}

/** A page of a new context where `user` is signed in (the stored session the shell reads). */
export async function pageAs(openContext: (role?: null, options?: { locale?: string }) => Promise<BrowserContext>, user: SignedIn['user'], locale: Locale): Promise<Page> {
  const context = await openContext(null, { locale: contextLocale(locale) });
  await context.addInitScript((stored) => localStorage.setItem('mp.auth.user', stored), JSON.stringify(user));
  return context.newPage();
}

/**
 * A booked, paid item of the demo experience for `who`, today at its first start time (already past when the
 * journeys run after it, Lisbon time), which the partner (partner@demo.pt) confirms and marks completed — the only
 * way an item becomes reviewable. Answers the item id.
 */
export async function completedItem(request: APIRequestContext, who: SignedIn, tag: string): Promise<number> {
  const id = await serviceId(request, EXPERIENCE.slug);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
  const line = { id: `e2e-${tag}-${id}`, service_id: id, date: today, time: EXPERIENCE.start_times[0] ?? null, quantity: 1, notes: {} };
  expect((await request.post('/api/cart', { headers: who.auth, data: { items: [line] } })).ok()).toBe(true);
  const paid = await request.post('/api/bookings', { headers: who.auth, data: { payment_method: 'card', card_number: CARDS.success } });
  expect(paid.ok(), await paid.text()).toBe(true);
  const reference = ((await paid.json()) as { content: { reference: string } }).content.reference;
  const listed = await request.get('/api/client-bookings', { headers: who.auth });
  const booking = ((await listed.json()) as { content: { data: { reference: string; items: { id: number }[] }[] } }).content.data.find((b) => b.reference === reference);
  const itemId = booking?.items[0]?.id;
  expect(itemId).toBeDefined();
  const partner = await apiSignIn(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${partner.api_token}`, Accept: 'application/json' };
  for (const status of ['confirmed', 'completed']) {
    const moved = await request.post(`/api/dashboard/booking-items/${itemId}/update`, { headers, data: { status } });
    expect(moved.ok(), `${status}: ${await moved.text()}`).toBe(true);
  }
  return itemId!;
}

/** Whether the first start time of the demo experience has passed today in Lisbon (needed by `completedItem`). */
export function firstStartPassed(): boolean {
  const now = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date());
  return now > (EXPERIENCE.start_times[0] ?? '00:00');
}

export { localizePath };
