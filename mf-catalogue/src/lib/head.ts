// One head helper for every catalogue page (issue 4 item 10): description, canonical, hreflang alternates and an
// optional JSON-LD block. The title itself is set by PageFrame.
import { useEffect } from 'react';
import { usePathname } from './location';
import { localizePath, splitLocale } from '@mp/shared/routes';

export interface HeadInput {
  description: string;
  /** schema.org data for the page (service pages: Product + Offer + AggregateRating). */
  jsonLd?: Record<string, unknown> | null;
}

const MARK = 'data-mp-head';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  element.setAttribute(MARK, 'catalogue');
  document.head.appendChild(element);
  return element;
}

function link(rel: string, hreflang?: string): HTMLLinkElement {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  return upsert(selector, () => {
    const element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    return element;
  }) as HTMLLinkElement;
}

/** Absolute URLs of the page in each locale (query dropped: the canonical page is the unfiltered one). */
export function alternateUrls(origin: string, pathname: string): { en: string; pt: string; canonical: string } {
  const { locale, path } = splitLocale(pathname);
  const en = origin + localizePath(path, 'en');
  const pt = origin + localizePath(path, 'pt');
  return { en, pt, canonical: locale === 'pt' ? pt : en };
}

/** Writes the head tags of the current page; JSON-LD is a DOM-created data block (no inline script to run, CSP-safe). */
export function applyHead({ description, jsonLd }: HeadInput, pathname: string = window.location.pathname): void {
  const meta = upsert('meta[name="description"]', () => {
    const element = document.createElement('meta');
    element.setAttribute('name', 'description');
    return element;
  });
  meta.setAttribute('content', description);
  const urls = alternateUrls(window.location.origin, pathname);
  link('canonical').href = urls.canonical;
  link('alternate', 'en').href = urls.en;
  link('alternate', 'pt').href = urls.pt;
  link('alternate', 'x-default').href = urls.en;
  const old = document.head.querySelector('script[type="application/ld+json"][data-mp-head]');
  old?.remove();
  if (jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MARK, 'catalogue');
    script.textContent = JSON.stringify(jsonLd);
    document.head.appendChild(script);
  }
}

export function useHead(input: HeadInput): void {
  const json = input.jsonLd ? JSON.stringify(input.jsonLd) : '';
  const pathname = usePathname();
  useEffect(() => {
    applyHead(input, pathname);
    return () => {
      document.head.querySelector('script[type="application/ld+json"][data-mp-head]')?.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input.description, json, pathname]);
}
