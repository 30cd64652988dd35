// Set-up shared by the customer panel journeys: fresh customers signed in by API, opened in a context
// of their own.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { remoteT, type Locale } from '../support/site';
import { region } from '../support/ui';
import { CARDS, daysAhead, EXPERIENCE, newCustomer, serviceId, type Customer } from './checkout-support';

export const ut = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-user-panel', locale, key, vars);
export const panel = (page: Page) => region(page, 'mf-user-panel');
export const contextLocale = (locale: Locale) => (locale === 'pt' ? 'pt-PT' : 'en-GB');

export interface SignedIn {
  customer: Customer;
  user: { id: number; api_token: string } & Record<string, unknown>;
  auth: Record<string, string>;
}

export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SignedIn['user']> {
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
export async function pageAs(
  openContext: (role?: null, options?: { locale?: string }) => Promise<BrowserContext>,
  user: SignedIn['user'],
  locale: Locale,
): Promise<Page> {
  const context = await openContext(null, { locale: contextLocale(locale) });
  await context.addInitScript((stored) => localStorage.setItem('mp.auth.user', stored), JSON.stringify(user));
  return context.newPage();
}

/**
 * A fresh customer with a last name of their own books the demo experience through the API (card sandbox), one item
 * on each of `days` ahead, in `locale`. The items wait for the partner, who can tell exactly these rows apart (by
 * `who`) while other journeys add and answer theirs in the same list.
 */
export async function bookWaitingItems(
  request: APIRequestContext,
  tag: string,
  days: number[],
  locale: Locale,
): Promise<SignedIn & { reference: string; who: string }> {
  const signedIn = await freshCustomer(request, tag);
  const { customer, user, auth } = signedIn;
  const lastName = `${tag.replace(/[^a-z]/gi, '')}${Date.now().toString(36)}`;
  const renamed = await request.post(`/api/clients/${user.id}`, { headers: auth, data: { last_name: lastName } });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  const id = await serviceId(request, EXPERIENCE.slug);
  const items = days.map((day) => ({
    id: `e2e-${tag}-${id}-${day}`,
    service_id: id,
    date: daysAhead(day),
    time: EXPERIENCE.start_times[0] ?? null,
    quantity: 1,
    notes: {},
  }));
  const cart = await request.post('/api/cart', { headers: auth, data: { items } });
  expect(cart.ok(), await cart.text()).toBe(true);
  // Booked in the customer's language: their mails follow it (they have no language setting of their own).
  const paid = await request.post('/api/bookings', {
    headers: { ...auth, 'accept-language': locale },
    data: { payment_method: 'card', card_number: CARDS.success },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const { reference } = ((await paid.json()) as { content: { reference: string } }).content;
  return {
    ...signedIn,
    customer: { ...customer, last_name: lastName },
    reference,
    who: `${customer.first_name} ${lastName}`,
  };
}
