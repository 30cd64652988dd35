// The browser side of the locale cookie (spec §9); the rules themselves are in @mp/shared/domain `locale.ts`, shared
// with the gateway and the API.
import type { Locale } from '../contracts';
import { LOCALE_COOKIE, localeCookieString, localeOfCookieHeader } from '../domain';

export { LOCALE_COOKIE, localeCookieString };

/** The locale stored in the cookie, or null when absent or not a supported locale. */
export function readLocaleCookie(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): Locale | null {
  return localeOfCookieHeader(cookie);
}

export function writeLocaleCookie(locale: Locale): void {
  if (typeof document !== 'undefined') document.cookie = localeCookieString(locale);
}
