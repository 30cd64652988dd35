// Set-up shared by the customer panel journeys: fresh customers signed in by API, opened in a context
// of their own.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { remoteT, type Locale } from '../support/site';
import { region } from '../support/ui';
import { newCustomer, type Customer } from './checkout-support';

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
