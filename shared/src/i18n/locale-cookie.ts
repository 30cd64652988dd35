import type { Locale } from '../contracts';
import { LOCALE_COOKIE_DAYS } from '../domain';

/** Spec §9: the cookie the gateway reads to redirect to the visitor's language. */
export const LOCALE_COOKIE = 'i18n_redirected';

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'pt';

/** The locale stored in the cookie, or null when absent or not a supported locale. */
export function readLocaleCookie(cookie: string = typeof document === 'undefined' ? '' : document.cookie): Locale | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/** The Set-Cookie/document.cookie string: 365 days, path /, SameSite=Lax (spec §9). */
export function localeCookieString(locale: Locale, now: number = Date.now()): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  const expires = new Date(now + maxAge * 1000).toUTCString();
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax`;
}

export function writeLocaleCookie(locale: Locale): void {
  if (typeof document !== 'undefined') document.cookie = localeCookieString(locale);
}
