// Locale rules of spec §9 and issue 2 item 4: cookie `i18n_redirected` (365 days, path /, SameSite
// Lax); a first visit whose browser prefers Portuguese is sent to the /pt page once.
import type { Locale } from '@mp/shared/routes';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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

/** True when the browser's first choice is Portuguese in any region (pt, pt-PT, pt-BR, …). */
export function prefersPortuguese(header: string | undefined): boolean {
  const first = parseAcceptLanguage(header)[0];
  return first !== undefined && first.split('-')[0] === 'pt';
}

/** The value of one cookie from a Cookie header, or undefined. */
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

/**
 * The Set-Cookie value. Not HttpOnly: the shell's locale store reads and rewrites it when the
 * visitor switches language.
 */
export function localeCookie(locale: Locale, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + LOCALE_COOKIE_MAX_AGE_S * 1000).toUTCString();
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Expires=${expires}; Path=/; SameSite=Lax`;
}
