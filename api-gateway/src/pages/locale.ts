// Locale rules of spec §9 (cookie `i18n_redirected`; a first visit whose browser prefers
// Portuguese is sent to the /pt page once): the one implementation in @mp/shared/domain, shared with the API and
// the front ends.
import type { Locale } from '@mp/shared/routes';
import { localeCookieString } from '@mp/shared/domain';

export { LOCALE_COOKIE, parseAcceptLanguage, prefersPortuguese, readCookie } from '@mp/shared/domain';

/** The Set-Cookie value for a gateway answer. */
export function localeCookie(locale: Locale, now: Date = new Date()): string {
  return localeCookieString(locale, now.getTime());
}
