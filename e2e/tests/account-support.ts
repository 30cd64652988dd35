// Helpers of the storefront's account, affiliate, quote-request and gift-card journeys: mf-catalogue's strings, the
// API's own messages (what a 422 puts under a field), the mail outbox (re-exported from support/mail.ts) and
// signed-in API calls. Strings are read from the sources the site uses, so a renamed label or message breaks the
// journey.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { messages } from '../../api/src/i18n/messages';
import { expect } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, remoteT, shellT, type Locale, type Role } from '../support/site';
import { escapeRegExp, header, region } from '../support/ui';

/** A string of mf-catalogue's `catalogue` namespace. */
export const cat = (locale: Locale, key: string, vars: Record<string, string | number> = {}): string =>
  remoteT('mf-catalogue', locale, key, vars);

/** A message of the API (the text a 422 answer carries for `key`). */
export function apiT(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = messages[locale];
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`API message ${key} is missing in ${locale}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export const catalogueRegion = (page: Page): Locator => region(page, 'mf-catalogue');

/**
 * The control labelled `label` inside `scope`. A required field's label ends with an aria-hidden " *" (the
 * accessible name is the label alone), so the label text may carry it; nothing else may follow.
 */
export function labelled(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
}

/** An address nobody used yet (parallel workers, repeated runs on one stack). */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pt`;
}

/**
 * A field in an error state a screen-reader user meets: aria-invalid, the message in its description, and focus
 * moved to it (the first invalid field of the form).
 */
export async function expectFieldError(page: Page, field: Locator, message: string, focused = true): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await field.getAttribute('aria-describedby');
  expect(describedBy, 'the field points at its error').toBeTruthy();
  const descriptions = page.locator(
    describedBy!
      .split(/\s+/)
      .map((id) => `[id="${id}"]`)
      .join(', '),
  );
  await expect(descriptions.filter({ hasText: message })).toHaveCount(1);
  if (focused) await expect(field).toBeFocused();
}

// Mail is read through the one helper of e2e/support/mail.ts (a signed-in SUPER reads the outbox).
export { mailTo, mailsTo } from '../support/mail';

/** POST /api/login; the bearer token of the account (throws with the answer when it fails). */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), `POST /api/login as ${email}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { content: { api_token: string } }).content.api_token;
}

/** GET `path` as a demo role; the envelope's `content`. */
export async function getAs<T>(request: APIRequestContext, role: Role, path: string): Promise<T> {
  const token = await apiToken(request, DEMO_EMAIL[role], DEMO_PASSWORD);
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  expect(res.status(), `GET ${path} as ${role}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { content: T }).content;
}

/** Opens the shell's log-in modal from the header and signs in; the header then names the account. */
export async function logInFromHeader(
  page: Page,
  locale: Locale,
  email: string,
  password: string,
  name: string,
): Promise<void> {
  await header(page)
    .getByRole('button', { name: shellT(locale, 'header.login'), exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: shellT(locale, 'auth.email'), exact: true }).fill(email);
  await labelled(dialog, shellT(locale, 'auth.password')).fill(password);
  await dialog.getByRole('button', { name: shellT(locale, 'auth.submitLogin'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('button', { name: shellT(locale, 'header.accountOf', { name }) })).toBeVisible();
}
