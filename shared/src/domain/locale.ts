// The locale rules of spec §9 in one place for the gateway, the API and the front ends: the `i18n_redirected` cookie
// (365 days, path /, SameSite Lax; not HttpOnly, the shell's language switch rewrites it) and Accept-Language.
import { LOCALE_COOKIE_DAYS } from './constants';

export type SiteLocale = 'en' | 'pt';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = LOCALE_COOKIE_DAYS * 24 * 60 * 60;

export const isSiteLocale = (value: unknown): value is SiteLocale => value === 'en' || value === 'pt';

/** Accept-Language tags, most preferred first (q descending; equal q keeps header order); q=0 dropped. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim().toLowerCase();
    if (!tag) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim() === 'q' && value !== undefined) {
        const parsed = Number(value.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (q > 0) entries.push({ tag, q, index });
  });
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag);
}

/** The first of our locales the header asks for (pt-BR counts as pt), else en. */
export function localeFromAcceptLanguage(header: string | undefined): SiteLocale {
  for (const tag of parseAcceptLanguage(header)) {
    const language = tag.split('-')[0];
    if (isSiteLocale(language)) return language;
  }
  return 'en';
}

/** True when the browser's first choice is Portuguese in any region (pt, pt-PT, pt-BR, …). */
export function prefersPortuguese(header: string | undefined): boolean {
  const first = parseAcceptLanguage(header)[0];
  return first !== undefined && first.split('-')[0] === 'pt';
}

/** The value of one cookie from a Cookie header (or `document.cookie`), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    if (pair.slice(0, eq).trim() === name) {
      const value = pair.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/** The locale the cookie holds, or null when absent or not one of ours. */
export function localeOfCookieHeader(header: string | undefined): SiteLocale | null {
  const value = readCookie(header, LOCALE_COOKIE);
  return isSiteLocale(value) ? value : null;
}

/** The Set-Cookie / document.cookie string. */
export function localeCookieString(locale: SiteLocale, now: number = Date.now()): string {
  const expires = new Date(now + LOCALE_COOKIE_MAX_AGE_S * 1000).toUTCString();
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Expires=${expires}; Path=/; SameSite=Lax`;
}
