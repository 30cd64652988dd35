import { applyHead } from '@mp/shared/routes';
import { resetHeadOnNavigation } from './head';

/** A push as single-spa makes it: its patched pushState fires a popstate event after every URL change. */
function navigateTo(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('head tags across client-side navigation', () => {
  it("resets description, canonical and hreflang to the new page's, in its language, and drops the old page's JSON-LD", () => {
    window.history.replaceState(null, '', '/sunset-sail');
    const stop = resetHeadOnNavigation();
    // The service page writes its own tags.
    applyHead({ description: 'A sunset sail on the Tagus', jsonLd: { '@type': 'Product' } }, '/sunset-sail');

    navigateTo('/pt/cart');
    expect(description()).toMatch(/^Reserve experiências, bem-estar/);
    expect(canonical()).toBe(`${window.location.origin}/pt/cart`);
    expect(document.head.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/cart`,
    );
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();

    navigateTo('/about-us');
    expect(description()).toMatch(/^Book experiences, wellness/);
    stop();
  });
});
