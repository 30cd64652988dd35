// The one HTTP client of every front end: headers, retry policy, impersonation, 401 handling and
// the error catalogue of spec §7–§8 live here and nowhere else.
import { takeEarlyResponse } from './early';
import ky, { isHTTPError, type KyInstance } from 'ky';
import type { EnvelopeOf, PageOf } from '../contracts';
import { mergeValidationErrors, type FieldErrors } from '../domain';
import { i18n } from '../i18n';
import { localizePath } from '../routes';
import { authStore, localeStore, toastStore } from '../stores';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; body: unknown; errors: Record<string, string[]> };

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SearchParams = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface ReadOptions {
  searchParams?: SearchParams;
  /** Abort with the query (react-query passes its signal). */
  signal?: AbortSignal;
  /**
   * Headers of this call only (e.g. the guest cart's `X-Cart-Token`, an `Idempotency-Key`), sent beside Accept,
   * Accept-Language and Authorization; a header named here wins over the default of the same name.
   */
  headers?: Record<string, string>;
  /**
   * A signed-in call answered 401 runs this instead of the default (log out and go to the home page), e.g. checkout
   * signs out but keeps the cart and opens the sign-in where the customer is.
   */
  onUnauthorized?: () => void;
}

/** `api.blob`'s options: a read whose answer is a file (PDF, calendar), kept as bytes; `accept` names its type. */
export interface FileOptions extends Omit<ReadOptions, 'searchParams'> {
  accept: string;
}

export interface WriteOptions extends ReadOptions {
  /** Toast text for a failure other than 422/403 (spec §8 "or a supplied message"). */
  errorMessage?: string;
  /** No toast on a failure: the caller shows its own message (e.g. spec §8 booking errors). */
  silent?: boolean;
}

/** Spec §7: idempotent requests are retried once on exactly these statuses. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
const IDEMPOTENT: readonly HttpMethod[] = ['GET', 'HEAD', 'OPTIONS'];
export const API_BASE = '/api';

/** `services`, `/services`, `api/services` and `/api/services` all mean /api/services. */
export function apiPath(path: string): string {
  const clean = path.replace(/^\/+/, '').replace(/^api(\/|$)/, '');
  return `${API_BASE}/${clean}`;
}

function absolute(path: string): string {
  const origin = typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
  return new URL(apiPath(path), origin).toString();
}

const http: KyInstance = ky.create({
  throwHttpErrors: true,
  timeout: 30_000,
  retry: {
    limit: 1,
    methods: IDEMPOTENT.map((m) => m.toLowerCase()) as ('get' | 'head' | 'options')[],
    statusCodes: [...RETRY_STATUSES],
    afterStatusCodes: [413, 429, 503],
    maxRetryAfter: 5_000,
    // Network failures and timeouts are not on the spec's list: only those statuses retry.
    shouldRetry: ({ error }) => (isHTTPError(error) ? undefined : false),
  },
});

function headers(extra: Record<string, string> | undefined): Headers {
  const auth = authStore.getState();
  const result = new Headers({ Accept: 'application/json', 'Accept-Language': localeStore.getState().locale });
  if (auth.user?.api_token) result.set('Authorization', `Bearer ${auth.user.api_token}`);
  // Header names are case-insensitive: `x-cart-token` and `X-Cart-Token` are one header, the call's value wins.
  for (const [name, value] of Object.entries(extra ?? {})) result.set(name, value);
  return result;
}

function toSearchParams(params: SearchParams | undefined, impersonateId: number | null): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(`${key}[]`, String(v));
    else search.append(key, String(value));
  }
  if (impersonateId !== null) search.set('impersonate_id', String(impersonateId));
  return search;
}

/** While a super admin impersonates, writes carry impersonate_id in the body (spec §6). */
function withImpersonation(body: unknown, impersonateId: number | null): { json?: unknown; body?: FormData } {
  if (body instanceof FormData) {
    if (impersonateId !== null) body.set('impersonate_id', String(impersonateId));
    return { body };
  }
  if (impersonateId === null) return body === undefined ? {} : { json: body };
  if (body === undefined || body === null) return { json: { impersonate_id: impersonateId } };
  if (typeof body === 'object' && !Array.isArray(body))
    return { json: { ...(body as Record<string, unknown>), impersonate_id: impersonateId } };
  return { json: body };
}

/** Log out and go to the home page of the current language (spec §8: 401). */
function forceLogout(): void {
  authStore.getState().logout();
  if (typeof window === 'undefined') return;
  const home = localizePath('/', localeStore.getState().locale);
  if (window.location.pathname !== home) window.history.pushState(null, '', home);
  // single-spa and react-router both listen to popstate.
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** JSON when it parses (whatever the content-type says), else the text, else null. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

function errorsOf(body: unknown): FieldErrors {
  if (typeof body === 'object' && body !== null && 'errors' in body) {
    const errors = (body as { errors: unknown }).errors;
    if (typeof errors === 'object' && errors !== null) return mergeValidationErrors(errors as Record<string, string[]>);
  }
  return {};
}

async function request<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: WriteOptions & { file?: boolean } = {},
): Promise<ApiResult<T>> {
  const isRead = IDEMPOTENT.includes(method);
  const impersonateId = authStore.getState().impersonating?.id ?? null;
  const hadToken = Boolean(authStore.getState().user?.api_token);
  const search = toSearchParams(options.searchParams, isRead ? impersonateId : null);
  const url = absolute(path);
  let status = 0;
  let errorBody: unknown = null;
  // A file's bytes as a Blob; anything else is read as text (JSON when it parses).
  const read = (response: Response): Promise<unknown> => (options.file ? response.blob() : readBody(response));
  if (method === 'GET' && !options.file) {
    // The HTML's early-data script may have asked already (ADR 026); a failed early answer is asked for again.
    const query = search.toString();
    const early = takeEarlyResponse(
      `${apiPath(path)}${query ? `?${query}` : ''}`,
      authStore.getState().user?.api_token,
      localeStore.getState().locale,
    );
    const response = early ? await early : null;
    if (response?.ok) return { ok: true, status: response.status, data: (await readBody(response)) as T };
  }
  try {
    const response = await http(url, {
      method,
      headers: headers(options.headers),
      searchParams: search,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(isRead ? {} : withImpersonation(body, impersonateId)),
    });
    return { ok: true, status: response.status, data: (await read(response)) as T };
  } catch (error) {
    if (isHTTPError(error)) {
      status = error.response.status;
      // ky has already read the body into `data` (text when the server forgot the JSON content-type).
      const data: unknown = error.data;
      errorBody =
        typeof data === 'string'
          ? parseBody(data)
          : data !== undefined
            ? data
            : await readBody(error.response).catch(() => null);
    } else if (error instanceof Error && error.name === 'AbortError') {
      // The caller cancelled (e.g. react-query dropped the query): nothing to report.
      return { ok: false, status: 0, body: null, errors: {} };
    } else {
      errorBody = error instanceof Error ? error.message : null;
    }
  }

  const failure = { ok: false as const, status, body: errorBody, errors: errorsOf(errorBody) };
  if (status === 401 && hadToken) {
    (options.onUnauthorized ?? forceLogout)();
    return failure;
  }
  if (isRead) {
    console.error(`[mp/api] ${method} ${apiPath(path)} failed (${status || 'network error'})`, errorBody);
    return failure;
  }
  if (status === 422 || status === 403 || options.silent) return failure;
  toastStore.getState().show({
    message: options.errorMessage ?? i18n.t('app.operationFailed', { ns: 'common' }),
    kind: 'error',
    position: 'top-right',
  });
  return failure;
}

export const api = {
  get: <T>(path: string, options?: ReadOptions) => request<T>('GET', path, undefined, options),
  head: <T = null>(path: string, options?: ReadOptions) => request<T>('HEAD', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: WriteOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: WriteOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: WriteOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: WriteOptions) => request<T>('DELETE', path, body, options),
  /**
   * GET a file (an invoice PDF, a calendar file) as a Blob, with everything a read has: token, language,
   * impersonate_id, the retry policy and the 401 handling. A plain link could not send the token.
   */
  blob: (path: string, { accept, headers: extra, ...options }: FileOptions) =>
    request<Blob>('GET', path, undefined, { ...options, headers: { Accept: accept, ...extra }, file: true }),
};

/** Saves a Blob as a file through a temporary `<a download>`, and frees its object URL afterwards. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `content` of a `{ status, content }` envelope (spec §7 "others read content"). */
export function contentOf<T>(data: EnvelopeOf<T>): T {
  return data.content;
}

/** The items of a paged list (spec §7 "lists read content.data"). */
export function listOf<T>(data: EnvelopeOf<PageOf<T>>): T[] {
  return data.content.data;
}

/** A failed ApiResult as an Error, so react-query marks the query failed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly errors: Record<string, string[]>,
  ) {
    super(`API request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** The sentence the API gave for a refusal (why a team role or a company may not do this), if it gave one. */
export function serverMessage(error: unknown): string | undefined {
  const message = error instanceof ApiError ? (error.body as { message?: unknown } | null)?.message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/** The data of a successful result, or throw ApiError (for query functions). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result.status, result.body, result.errors);
}
