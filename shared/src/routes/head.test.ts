import { alternateUrls, applyHead, removeJsonLd } from './index';

const tag = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

describe('page head tags (titles, descriptions and hreflang for search engines)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="From the server">';
  });

  it('alternates: the page in each locale, canonical in its own, query dropped', () => {
    expect(alternateUrls('https://site.pt', '/pt/experiences')).toEqual({
      en: 'https://site.pt/experiences',
      pt: 'https://site.pt/pt/experiences',
      canonical: 'https://site.pt/pt/experiences',
    });
    expect(alternateUrls('https://site.pt', '/').canonical).toBe('https://site.pt/');
  });

  it('writes description, canonical and hreflang over what is there, once each, and the JSON-LD block of the page', () => {
    applyHead({ description: 'Boat trips', jsonLd: { '@type': 'Product', name: 'Sunset sail' } }, '/pt/sunset-sail');
    const origin = window.location.origin;
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(tag('meta[name="description"]', 'content')).toBe('Boat trips');
    expect(tag('link[rel="canonical"]', 'href')).toBe(`${origin}/pt/sunset-sail`);
    expect(tag('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${origin}/sunset-sail`);
    expect(tag('link[rel="alternate"][hreflang="pt"]', 'href')).toBe(`${origin}/pt/sunset-sail`);
    expect(tag('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(`${origin}/sunset-sail`);
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')).toEqual({
      '@type': 'Product',
      name: 'Sunset sail',
    });

    // The next page (no JSON-LD) replaces every tag and leaves no block behind.
    applyHead({ description: 'Your cart' }, '/cart');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(tag('link[rel="canonical"]', 'href')).toBe(`${origin}/cart`);
    expect(tag('meta[name="description"]', 'content')).toBe('Your cart');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('removeJsonLd takes the page block away and nothing else', () => {
    applyHead({ description: 'x', jsonLd: { a: 1 } }, '/a');
    removeJsonLd();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(tag('meta[name="description"]', 'content')).toBe('x');
  });
});
