// Early data (ADR 026): a signed-in area's page is drawn by JavaScript from API answers.
// Its first calls are started by a few lines inlined in the HTML, with the stored session, while the page's code
// downloads; the API client then takes those answers instead of asking again (once, with the same session and
// language, within EARLY_DATA_MAX_AGE_MS). Without a session, another role or an impersonation, nothing starts.
import { AUTH_USER_KEY, BOOKINGS_DEFAULT_ORDER, CUSTOMER_BOOKING_LISTS, CUSTOMER_BOOKINGS_PER_PAGE } from '../domain';
import type { Locale } from './match';

/** Where the inlined script leaves its answers. */
export const EARLY_DATA_GLOBAL = '__MP_EARLY__';
/** An early answer older than this is not used (the page asks again). */
export const EARLY_DATA_MAX_AGE_MS = 15_000;

export interface EarlyData {
  token: string;
  locale: Locale;
  /** performance.now() when the calls started. */
  at: number;
  /** By earlyDataKey of the call. */
  responses: Record<string, Promise<Response | null>>;
}

/** A call's key: its path and its query sorted (the order a client builds a query in does not matter). */
export function earlyDataKey(url: string): string {
  const parsed = new URL(url, 'http://x');
  const params = [...parsed.searchParams.entries()].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  );
  const query = new URLSearchParams(params).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** The calls each page starts early: exactly what its first render asks for (same paths and queries). */
export const EARLY_DATA: Readonly<Partial<Record<string, readonly string[]>>> = {
  'dashboard.home': ['/api/dashboard/home'],
  'super-admin.dashboard': ['/api/super/me', '/api/super/dash/revenue', '/api/super/dash/service-views'],
  'user-panel.bookings': [
    `/api/client-bookings?${query({ status: CUSTOMER_BOOKING_LISTS.upcoming.join(','), orderBy: BOOKINGS_DEFAULT_ORDER, page: 1, per_page: CUSTOMER_BOOKINGS_PER_PAGE })}`,
  ],
};

/**
 * The inline script that starts `calls` for a signed-in user of one of `roles`, in `locale`. Reads the session the
 * front ends store; never throws (a page without it just asks later).
 */
export function earlyDataScript(calls: readonly string[], roles: readonly string[], locale: Locale): string {
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  return (
    `(function(){try{var u=JSON.parse(localStorage.getItem(${json(AUTH_USER_KEY)})||"null");` +
    `if(!u||typeof u.api_token!=="string"||${json(roles)}.indexOf(u.user_type)<0)return;` +
    `var h={Accept:"application/json","Accept-Language":${json(locale)},Authorization:"Bearer "+u.api_token},r={};` +
    `${json(calls.map((c) => [c, earlyDataKey(c)]))}.forEach(function(c){r[c[1]]=fetch(c[0],{headers:h,credentials:"same-origin"}).catch(function(){return null})});` +
    `window[${json(EARLY_DATA_GLOBAL)}]={token:u.api_token,locale:${json(locale)},at:performance.now(),responses:r}}catch(e){}})()`
  );
}
