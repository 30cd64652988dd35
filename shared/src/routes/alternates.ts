import { localizePath, splitLocale } from './match';

/**
 * Absolute URLs of a page in each locale and its canonical one (the page in its own locale; the query is dropped:
 * the canonical page is the unfiltered one). One function for the gateway's HTML and the front ends' head tags.
 */
export function alternateUrls(origin: string, pathname: string): { en: string; pt: string; canonical: string } {
  const { locale, path } = splitLocale(pathname);
  const en = origin + localizePath(path, 'en');
  const pt = origin + localizePath(path, 'pt');
  return { en, pt, canonical: locale === 'pt' ? pt : en };
}
