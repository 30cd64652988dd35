import { renderPage, serializeForScript } from './render-page';
import type { PublicRegistry } from '../registry/registry-store';

const template =
  '<!doctype html><html lang="en"><head><!--mp:head--><script defer src="/shell/main.js"></script></head><body></body></html>';
const registry: PublicRegistry = {
  remotes: {
    'mf-checkout': {
      version: '20260101000000-abcdef12',
      entry: '/remotes/mf-checkout/20260101000000-abcdef12/remoteEntry.js',
    },
  },
};

/** Run the inline script the way a browser would and return what it assigned. */
function evaluateRegistryScript(html: string): unknown {
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no inline script');
  const window: { __MP_REGISTRY__?: unknown } = {};
  new Function('window', script)(window);
  return window.__MP_REGISTRY__;
}

describe('renderPage (registry inlined, current remote preloaded)', () => {
  it('inlines the registry the shell reads as window.__MP_REGISTRY__', () => {
    const html = renderPage({ template, nonce: 'abc', registry, preloads: [], locale: 'en' });
    expect(evaluateRegistryScript(html)).toEqual(registry);
  });

  it('cannot be broken out of by </script> or <!-- inside a value', () => {
    const hostile = {
      remotes: { 'mf-catalogue': { version: '</script><script>alert(1)</script><!--', entry: '/x' } },
    } as PublicRegistry;
    const html = renderPage({ template, nonce: 'abc', registry: hostile, preloads: [], locale: 'en' });
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the inline one and the shell's, nothing injected
    expect(html).not.toContain('<!--');
    expect(evaluateRegistryScript(html)).toEqual(hostile);
    expect(serializeForScript('\u2028')).toBe('"\\u2028"');
  });

  it('preloads the given remote entry and the shell script, and sets <html lang>', () => {
    const html = renderPage({
      template,
      nonce: 'abc',
      registry,
      preloads: ['/remotes/mf-checkout/20260101000000-abcdef12/remoteEntry.js'],
      locale: 'pt',
    });
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-checkout/20260101000000-abcdef12/remoteEntry.js">',
    );
    expect(html).toContain('<link rel="preload" as="script" href="/shell/main.js">');
    expect(html).toMatch(/^<!doctype html><html lang="pt-PT">/);
    expect(html).toContain('<title>Roteiro</title>');
    expect(html).not.toContain('<!--mp:head-->');
  });

  it("writes the page's description (replacing the template's), canonical and hreflang alternates; a 404 gets no canonical", () => {
    const withMeta =
      '<!doctype html><html lang="en"><head><meta name="description" content="Template words"><!--mp:head--></head><body></body></html>';
    const alternates = {
      en: 'https://site.pt/cart',
      pt: 'https://site.pt/pt/cart',
      canonical: 'https://site.pt/pt/cart',
    };
    const html = renderPage({
      template: withMeta,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'pt',
      meta: { description: 'Reserve "já"', alternates },
    });
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Reserve &quot;já&quot;">');
    expect(html).toContain(
      '<link rel="canonical" href="https://site.pt/pt/cart"><link rel="alternate" hreflang="en" href="https://site.pt/cart">' +
        '<link rel="alternate" hreflang="pt" href="https://site.pt/pt/cart"><link rel="alternate" hreflang="x-default" href="https://site.pt/cart">',
    );
    const missing = renderPage({
      template: withMeta,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'en',
      meta: { description: 'Book' },
    });
    expect(missing).toContain('<meta name="description" content="Book">');
    expect(missing).not.toContain('rel="canonical"');
  });
});
