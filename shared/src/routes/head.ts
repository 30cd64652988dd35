// The page's head tags besides the title (which PageFrame sets): description, canonical, hreflang alternates and an
// optional JSON-LD block. The gateway writes them into the HTML; the shell resets them on every client-side
// navigation (so no page keeps the previous one's), and a page with more to say (a catalogue page's own
// description, a service's JSON-LD) writes its own after that.
import { alternateUrls } from './alternates';
import type { Locale } from '../contracts';

/** Marks the JSON-LD block a page added, so the next page's reset removes it. */
const MARK = 'data-mp-head';
const JSON_LD = `script[type="application/ld+json"][${MARK}]`;

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
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
  });
}

export interface HeadInput {
  description: string;
  /** schema.org data for the page (service pages: Product + Offer + AggregateRating). */
  jsonLd?: Record<string, unknown> | null;
}

/** Writes the head tags of the page at `pathname`; JSON-LD is a DOM-created data block (no inline script to run, CSP-safe). */
export function applyHead({ description, jsonLd }: HeadInput, pathname: string = window.location.pathname): void {
  upsert('meta[name="description"]', () => {
    const element = document.createElement('meta');
    element.setAttribute('name', 'description');
    return element;
  }).setAttribute('content', description);
  const urls = alternateUrls(window.location.origin, pathname);
  link('canonical').href = urls.canonical;
  link('alternate', 'en').href = urls.en;
  link('alternate', 'pt').href = urls.pt;
  link('alternate', 'x-default').href = urls.en;
  removeJsonLd();
  if (jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MARK, '');
    script.textContent = JSON.stringify(jsonLd);
    document.head.appendChild(script);
  }
}

/** Takes a page's JSON-LD block away (the page is left, or has no data any more). */
export function removeJsonLd(): void {
  document.head.querySelector(JSON_LD)?.remove();
}

/** The `<html lang>` of a page: European Portuguese is "pt-PT", so screen readers and spell checkers pick it. */
export function htmlLang(locale: Locale): string {
  return locale === 'pt' ? 'pt-PT' : 'en';
}
