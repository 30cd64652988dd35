/**
 * @jest-environment ./src/api/fetch-jsdom-environment.cjs
 */
import type { AuthUser, User } from '../contracts';
import { authStore, localeStore, toastStore, COOKIE_CONSENT_FLAG } from '../stores';
import { api, apiPath, contentOf, listOf, saveBlob, unwrap, ApiError } from './client';

const superAdmin: AuthUser = {
  id: 1,
  user_type: 'SUPER',
  email: 'admin@example.pt',
  first_name: 'Ana',
  last_name: 'Silva',
  phone: null,
  email_verified: true,
  profile: {
    vatnumber: null,
    birthdate: null,
    iban: null,
    bicswift: null,
    country: 'pt',
    city: null,
    address: null,
    zipcode: null,
    description: null,
    avatar_url: null,
    cover_url: null,
  },
  company: null,
  api_token: 'tok-admin',
};
const client: User = { ...superAdmin, id: 42, user_type: 'CLIENT', email: 'rui@example.pt', first_name: 'Rui' };

type Call = { url: URL; method: string; headers: Headers; body: string | null; form: FormData | null };
let calls: Call[];
let replies: (() => Response)[];

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  calls = [];
  replies = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const type = request.headers.get('content-type') ?? '';
    const form = type.startsWith('multipart/form-data') ? await request.clone().formData() : null;
    const body = form ? null : request.body ? await request.text() : null;
    calls.push({ url: new URL(request.url), method: request.method, headers: request.headers, body, form });
    const next = replies.shift();
    if (!next) throw new Error(`unexpected request ${request.method} ${request.url}`);
    return next();
  }) as typeof fetch;
  authStore.getState().logout();
  localeStore.getState().setLocale('en');
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  toastStore.getState().clear();
});

describe('api client: requests (spec §7)', () => {
  it('accepts services, /services and /api/services as the same /api path', () => {
    expect(apiPath('services')).toBe('/api/services');
    expect(apiPath('/api/services/trending')).toBe('/api/services/trending');
    expect(apiPath('api/clients')).toBe('/api/clients');
  });

  it('spec §7: sends Accept application/json, Accept-Language from the stored locale and the Bearer token', async () => {
    authStore.getState().login(superAdmin);
    localeStore.getState().setLocale('pt');
    replies.push(json(200, { status: true, content: { ok: 1 } }));
    const result = await api.get<{ status: boolean; content: { ok: number } }>('services', {
      searchParams: { page: 2, status: ['a', 'b'] },
    });
    expect(result).toEqual({ ok: true, status: 200, data: { status: true, content: { ok: 1 } } });
    const [call] = calls;
    expect(call?.url.pathname).toBe('/api/services');
    expect(call?.url.searchParams.get('page')).toBe('2');
    expect(call?.url.searchParams.getAll('status[]')).toEqual(['a', 'b']);
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(call?.headers.get('accept-language')).toBe('pt');
    expect(call?.headers.get('authorization')).toBe('Bearer tok-admin');
  });

  it('sends no Authorization header when logged out', async () => {
    replies.push(json(200, {}));
    await api.get('categories');
    expect(calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('spec §6: while impersonating, reads carry impersonate_id as a query parameter', async () => {
    authStore.getState().login(superAdmin);
    authStore.getState().addTab(client);
    replies.push(json(200, {}));
    await api.get('/api/user-points');
    expect(calls[0]?.url.searchParams.get('impersonate_id')).toBe('42');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-admin');
  });

  it('spec §6: while impersonating, writes carry impersonate_id in the JSON body, not the query', async () => {
    authStore.getState().login(superAdmin);
    authStore.getState().addTab(client);
    replies.push(json(200, { status: true }));
    await api.post('apply-points', { points: 50 });
    expect(calls[0]?.url.searchParams.has('impersonate_id')).toBe(false);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ points: 50, impersonate_id: 42 });
  });

  it('spec §6: impersonate_id is added to FormData (multipart) writes too', async () => {
    authStore.getState().login(superAdmin);
    authStore.getState().addTab(client);
    replies.push(json(200, { status: true }));
    const form = new FormData();
    form.append('first_name', 'Rui');
    await api.post('clients/updateAvatar', form);
    expect(calls[0]?.form?.get('impersonate_id')).toBe('42');
    expect(calls[0]?.form?.get('first_name')).toBe('Rui');
  });

  it('sends no impersonate_id when the super admin acts as themself', async () => {
    authStore.getState().login(superAdmin);
    replies.push(json(200, {}), json(200, {}));
    await api.get('super/sales');
    await api.post('super/team', { name: 'x' });
    expect(calls[0]?.url.searchParams.has('impersonate_id')).toBe(false);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({ name: 'x' });
  });
});

describe('api client: retry (spec §7)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'spec §7: a GET answered %i is retried exactly once',
    async (status) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      replies.push(json(status, {}), json(status, {}), json(200, {}));
      const result = await api.get('services');
      expect(calls).toHaveLength(2);
      expect(result.ok).toBe(false);
      error.mockRestore();
    },
  );

  it('spec §7: a GET that succeeds on the retry returns the data', async () => {
    replies.push(json(503, {}), json(200, { status: true, content: 'ok' }));
    const result = await api.get('services');
    expect(calls).toHaveLength(2);
    expect(result).toEqual({ ok: true, status: 200, data: { status: true, content: 'ok' } });
  });

  it('spec §7: other statuses (404, 400) are not retried', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    replies.push(json(404, {}), json(400, {}));
    await api.get('services/unknown');
    expect(calls).toHaveLength(1);
    await api.get('services');
    expect(calls).toHaveLength(2);
    error.mockRestore();
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('spec §7: %s is never retried, even on 503', async (method) => {
    replies.push(json(503, {}), json(200, {}));
    const result = await api[method]('cart', { items: [] });
    expect(calls).toHaveLength(1);
    expect(result.ok).toBe(false);
  });
});

describe('api client: error catalogue (spec §8)', () => {
  it('spec §8: a 401 logs out and goes to the home page of the current language', async () => {
    authStore.getState().login({ ...superAdmin, user_type: 'CLIENT' });
    localeStore.getState().setLocale('pt');
    window.localStorage.setItem(COOKIE_CONSENT_FLAG, '1');
    window.history.pushState(null, '', '/pt/user-panel/bookings');
    const popstate = jest.fn();
    window.addEventListener('popstate', popstate);
    replies.push(json(401, { message: 'Unauthenticated.' }));
    const result = await api.get('client-bookings');
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(authStore.getState().user).toBeNull();
    expect(window.localStorage.getItem('mp.auth.user')).toBeNull();
    expect(window.localStorage.getItem(COOKIE_CONSENT_FLAG)).toBe('1');
    expect(window.location.pathname).toBe('/pt');
    expect(popstate).toHaveBeenCalled();
    window.removeEventListener('popstate', popstate);
  });

  it.each([422, 403])(
    'spec §8: a write answered %i returns the body with field.N errors merged, and no toast',
    async (status) => {
      const body = {
        message: 'The given data was invalid.',
        errors: { email: ['Taken.'], 'logo.0': ['Must be an image.'] },
      };
      replies.push(json(status, body));
      const result = await api.post('partners', { email: 'a@b.pt' });
      expect(result).toEqual({
        ok: false,
        status,
        body,
        errors: { email: ['Taken.'], 'logo.0': ['Must be an image.'], logo: ['Must be an image.'] },
      });
      expect(toastStore.getState().toasts).toHaveLength(0);
    },
  );

  it('spec §8: any other write failure shows the translated top-right toast and returns failure', async () => {
    localeStore.getState().setLocale('pt');
    replies.push(json(500, { message: 'boom' }));
    const result = await api.post('close-cart');
    expect(result).toMatchObject({ ok: false, status: 500 });
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({
        message: 'Não foi possível concluir a operação. Tente novamente.',
        position: 'top-right',
        kind: 'error',
      }),
    ]);
  });

  it('spec §8: the write failure toast uses a supplied message when given', async () => {
    replies.push(json(400, {}));
    await api.post('apply-promo-code', { code: 'X' }, { errorMessage: 'Invalid promo code' });
    expect(toastStore.getState().toasts[0]).toMatchObject({ message: 'Invalid promo code', position: 'top-right' });
  });

  it('reads a JSON error body even without a JSON content-type', async () => {
    replies.push(
      () =>
        new Response(JSON.stringify({ errors: { code: ['Unknown code.'] } }), {
          status: 422,
          headers: { 'content-type': 'text/plain' },
        }),
    );
    const result = await api.post('apply-promo-code', { code: 'X' });
    expect(result).toMatchObject({ ok: false, status: 422, errors: { code: ['Unknown code.'] } });
  });

  it('spec §8: a network failure on a write is a failure with the toast too', async () => {
    replies.push(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await api.post('bookings', {});
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(toastStore.getState().toasts[0]?.message).toBe('Operation could not be completed. Please try again.');
  });

  it('spec §8: a failed read is logged and returns failure, without a toast', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    replies.push(json(404, { message: 'Not found' }));
    const result = await api.get('services/nope');
    expect(result).toEqual({ ok: false, status: 404, body: { message: 'Not found' }, errors: {} });
    expect(error).toHaveBeenCalledWith('[mp/api] GET /api/services/nope failed (404)', { message: 'Not found' });
    expect(toastStore.getState().toasts).toHaveLength(0);
    error.mockRestore();
  });
});

describe('api client: per-call options', () => {
  it('sends the headers of a call beside the defaults, on reads and writes, and only on that call', async () => {
    authStore.getState().login(superAdmin);
    replies.push(json(200, {}), json(200, {}), json(200, {}));
    await api.get('cart', { headers: { 'X-Cart-Token': 'guest-1' } });
    await api.post('bookings', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1', 'x-cart-token': 'guest-1' } });
    await api.get('cart');
    expect(calls[0]?.headers.get('x-cart-token')).toBe('guest-1');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-admin');
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[1]?.headers.get('idempotency-key')).toBe('k-1');
    expect(calls[1]?.headers.get('x-cart-token')).toBe('guest-1');
    expect(calls[1]?.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({ a: 1 });
    expect(calls[2]?.headers.get('x-cart-token')).toBeNull();
  });

  it('a header of the call replaces the default of the same name, whatever its case', async () => {
    localeStore.getState().setLocale('pt');
    replies.push(json(200, {}));
    await api.get('categories', { headers: { 'accept-language': 'en' } });
    expect(calls[0]?.headers.get('accept-language')).toBe('en');
  });

  it('onUnauthorized replaces the default 401 handling (no log-out, no navigation)', async () => {
    authStore.getState().login({ ...superAdmin, user_type: 'CLIENT' });
    window.history.pushState(null, '', '/checkout/payment');
    const onUnauthorized = jest.fn();
    replies.push(json(401, { message: 'Unauthenticated.' }));
    const result = await api.post('bookings', {}, { onUnauthorized });
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(authStore.getState().user).not.toBeNull();
    expect(window.location.pathname).toBe('/checkout/payment');
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('silent: a failed write returns the failure without the toast', async () => {
    replies.push(json(500, { message: 'boom' }), json(500, { message: 'boom' }));
    const quiet = await api.post('bookings', {}, { silent: true });
    expect(quiet).toMatchObject({ ok: false, status: 500, body: { message: 'boom' } });
    expect(toastStore.getState().toasts).toHaveLength(0);
    await api.post('bookings', {});
    expect(toastStore.getState().toasts).toHaveLength(1);
  });
});

describe('api client: files (api.blob)', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe, 0x80]);
  const file = (status: number) => () => new Response(pdf, { status, headers: { 'content-type': 'application/pdf' } });

  it("keeps a file's bytes as they came, and sends its type in Accept with the token, language and impersonate_id", async () => {
    authStore.getState().login(superAdmin);
    authStore.getState().addTab(client);
    localeStore.getState().setLocale('pt');
    replies.push(file(200));
    const result = await api.blob('dashboard/invoices/7/file', {
      accept: 'application/pdf',
      headers: { 'x-voucher-token': 'abc' },
    });
    if (!result.ok) throw new Error('the file was not read');
    expect(new Uint8Array(await result.data.arrayBuffer())).toEqual(pdf);
    expect(calls[0]?.url.pathname).toBe('/api/dashboard/invoices/7/file');
    expect(calls[0]?.url.searchParams.get('impersonate_id')).toBe('42');
    expect(calls[0]?.headers.get('accept')).toBe('application/pdf');
    expect(calls[0]?.headers.get('accept-language')).toBe('pt');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-admin');
    expect(calls[0]?.headers.get('x-voucher-token')).toBe('abc');
  });

  it('a missing file is a failure with its status; a 401 signs out as any read does', async () => {
    replies.push(json(404, { message: 'Not found.' }));
    expect(await api.blob('invoices/9/file', { accept: 'application/pdf' })).toMatchObject({ ok: false, status: 404 });
    authStore.getState().login({ ...superAdmin, user_type: 'CLIENT' });
    replies.push(json(401, { message: 'Unauthenticated.' }));
    expect(await api.blob('invoices/9/file', { accept: 'application/pdf' })).toMatchObject({ ok: false, status: 401 });
    expect(authStore.getState().user).toBeNull();
  });

  it('saveBlob saves through a temporary download link and frees its URL', () => {
    jest.useFakeTimers();
    const created = jest.fn(() => 'blob:file-1');
    const revoked = jest.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });
    saveBlob(new Blob([pdf]), 'invoice-2026-0001.pdf');
    expect(clicked).toEqual([{ href: 'blob:file-1', download: 'invoice-2026-0001.pdf', inPage: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    jest.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:file-1');
    click.mockRestore();
    jest.useRealTimers();
  });
});

describe('envelope helpers', () => {
  it('spec §7: lists read content.data; others read content', () => {
    expect(contentOf({ status: true, content: { id: 1 } })).toEqual({ id: 1 });
    const page = { current_page: 1, last_page: 1, per_page: 10, total: 1, next_page_url: null, data: [{ id: 7 }] };
    expect(listOf({ status: true, content: page })).toEqual([{ id: 7 }]);
  });

  it('unwrap gives the data or throws ApiError carrying status and field errors', () => {
    expect(unwrap({ ok: true, status: 200, data: 5 })).toBe(5);
    expect(() => unwrap({ ok: false, status: 422, body: null, errors: { a: ['b'] } })).toThrow(ApiError);
  });
});
