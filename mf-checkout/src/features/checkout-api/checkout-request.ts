// Checkout calls that belong to a cart. A guest's server cart is found by an opaque token in the X-Cart-Token header
// (shared/src/contracts/cart.ts) and the shared `api` client cannot add a header, so these calls go through this small
// fetch wrapper that sends the same headers as `@mp/shared/api` plus the token, and answers the same `ApiResult`.
import type { ApiResult } from '@mp/shared/api';
import { CART_TOKEN_HEADER } from '@mp/shared/contracts';
import { mergeValidationErrors, type FieldErrors } from '@mp/shared/domain';
import { i18n } from '@mp/shared/i18n';
import { authStore, cartStore, localeStore, toastStore } from '@mp/shared/stores';

/** localStorage, beside the cart it belongs to (spec §9: the cart lives in local storage). */
export const CART_TOKEN_KEY = 'mp.cart.token';

export function readCartToken(): string | null {
  try {
    return window.localStorage.getItem(CART_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Keep the token the server answered; null (a logged-in user's cart) forgets it — the guest cart was merged. */
export function writeCartToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(CART_TOKEN_KEY, token);
    else window.localStorage.removeItem(CART_TOKEN_KEY);
  } catch {
    // storage unavailable: the cart works for this page only
  }
}

export interface CheckoutRequestOptions {
  /** Do not toast on a non-422 failure: the caller shows its own message (spec §8 booking errors). */
  silent?: boolean;
}

function errorsOf(body: unknown): FieldErrors {
  if (typeof body === 'object' && body !== null && 'errors' in body) {
    const errors = (body as { errors: unknown }).errors;
    if (typeof errors === 'object' && errors !== null) return mergeValidationErrors(errors as Record<string, string[]>);
  }
  return {};
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The sign-in expired in the middle of checkout (issue 15 defect 6): sign out as logout does, but keep what the
 * customer chose (cart, notes, promo code, billing data, method) and ask them to sign in again right here.
 */
export function sessionEnded(): void {
  const { items, notes, promo_code, billingData, paymentMethod } = cartStore.getState();
  authStore.getState().logout();
  const store = cartStore.getState();
  store.setItems(items);
  store.setNotes(notes);
  store.setPromoCode(promo_code);
  store.setBillingData(billingData);
  store.setPaymentMethod(paymentMethod);
  toastStore.getState().show({ message: i18n.t('session.ended', { ns: 'checkout' }), kind: 'info', position: 'top-right' });
  authStore.getState().openLoginModal('login', window.location.pathname + window.location.search);
}

export async function checkoutRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown, options: CheckoutRequestOptions = {}): Promise<ApiResult<T>> {
  const auth = authStore.getState();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': localeStore.getState().locale };
  if (auth.user?.api_token) headers.Authorization = `Bearer ${auth.user.api_token}`;
  const token = readCartToken();
  if (token) headers[CART_TOKEN_HEADER] = token;
  const impersonateId = auth.impersonating?.id ?? null;
  let payload = body;
  if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    if (impersonateId !== null) payload = { ...((body as Record<string, unknown> | undefined) ?? {}), impersonate_id: impersonateId };
  }
  const url = `/api/${path.replace(/^\/+/, '').replace(/^api\//, '')}${method === 'GET' && impersonateId !== null ? `?impersonate_id=${impersonateId}` : ''}`;
  let status = 0;
  let data: unknown = null;
  try {
    const response = await fetch(url, { method, headers, ...(method === 'POST' ? { body: JSON.stringify(payload ?? {}) } : {}) });
    status = response.status;
    data = parse(await response.text());
    if (response.ok) return { ok: true, status, data: data as T };
  } catch (error) {
    data = error instanceof Error ? error.message : null;
  }
  const failure = { ok: false as const, status, body: data, errors: errorsOf(data) };
  if (status === 401 && auth.user?.api_token) {
    sessionEnded();
    return failure;
  }
  if (status !== 422 && status !== 403 && !options.silent) {
    toastStore.getState().show({ message: i18n.t('app.operationFailed', { ns: 'common' }), kind: 'error', position: 'top-right' });
  }
  return failure;
}
