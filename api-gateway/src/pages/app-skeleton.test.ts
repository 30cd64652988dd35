import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  cartIconMarkup,
  earlyAuthScript,
  earlyDataScript,
  EMPTY_CART_CSS,
  emptyCartScript,
  GLOBAL_CSS,
  menuIconMarkup,
  PAGE_HERO_CSS,
  PHONE_HEADER_MEDIA,
  searchIconMarkup,
  SERVER_CSS_ID,
  SHELL_CSS,
} from '@mp/shared/routes';
import { parseChromeStrings, renderSkeleton, type ChromeStrings } from './app-skeleton';
import { renderPage } from './render-page';

// The real words, as the shell build writes them (shell/webpack.config.js → chrome-strings.json).
const sharedDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@mp/shared/routes')), '..', '..');
const shellDir = path.resolve(sharedDir, '..', 'shell');
const json = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const strings: ChromeStrings = {
  links: json(path.join(shellDir, 'src/chrome/chrome-links.json')) as ChromeStrings['links'],
  en: {
    common: json(path.join(sharedDir, 'src/i18n/locales/en.json')),
    shell: json(path.join(shellDir, 'src/locales/en.json')),
  },
  pt: {
    common: json(path.join(sharedDir, 'src/i18n/locales/pt.json')),
    shell: json(path.join(shellDir, 'src/locales/pt.json')),
  },
};

const template =
  '<!doctype html><html lang="en"><head><title>Roteiro</title><!--mp:head--><script defer src="/shell/main.js"></script></head><body><div id="app"></div></body></html>';
const registry = { remotes: {} };

describe('server-drawn app shell (first paint from the HTML)', () => {
  it("draws the page's <h1>, header and footer in the HTML with the route's title, and the same <title> the page sets", () => {
    const html = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'en',
      skeleton: { strings, page: { kind: 'route', id: 'experiences' }, year: 2026 },
    });
    expect(html).toContain('<h1 id="mp-sk-h1" tabindex="-1">Experiences</h1>');
    expect(html).toContain('<title>Experiences | Roteiro</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<div id="app"><a class="skip-link" href="#main-content">Skip to main content<\/a><header/);
    expect(html).toContain('<a href="/gift-cards">Gift cards</a>');
    expect(html).toContain('© 2026 Roteiro');
    // The cart link: counted words, the count in its name as on screen (WCAG label in name), and the shared SVG icon
    // (never an emoji that needs a font).
    expect(html).toContain(
      `<a href="/cart" aria-label="Cart, 0 items"><span aria-hidden="true">${cartIconMarkup()}</span><span class="mp-sk-badge" aria-hidden="true">0</span></a>`,
    );
    expect(html).not.toMatch(/[\u{1F000}-\u{1FAFF}]/u);
    const pt = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'pt',
      skeleton: { strings, page: { kind: 'route', id: 'experiences' }, year: 2026 },
    });
    expect(pt).toContain('aria-label="Carrinho, 0 artigos"');
    // Critical CSS in the head; every inline script carries the nonce (the early Log in, the registry and the loader):
    // CSP needs no unsafe-inline.
    expect(html).toMatch(/<head>.*<style id="mp-server-css">.*\.mp-sk-frame h1\{/);
    // The document's and the shell's global rules are in it, so the shell does not inject them again (ADR 042).
    expect(html).toContain(`<style id="${SERVER_CSS_ID}">${GLOBAL_CSS}${SHELL_CSS}`);
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script nonce="n">', '<script nonce="n">', '<script nonce="n">']);
    // Log in and Sign up pressed before the shell has started are kept for it (earlyAuthScript).
    expect(html).toContain(`<script nonce="n">${earlyAuthScript()}</script>`);
    expect(html).toContain('<button type="button" data-mp-auth="login">Log in</button>');
    expect(html).toContain('<button type="button" class="primary" data-mp-auth="signup">Sign up</button>');
  });

  it('draws the page hero (picture, heading, lead) of storefront pages in the markup and CSS PageFrame uses (ADR 007)', () => {
    const home = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'pt',
      skeleton: { strings, page: { kind: 'route', id: 'home' }, year: 2026 },
    });
    const heroes = (strings.pt.common as { heroes: { home: { heading: string; lead: string } } }).heroes;
    expect(home).toContain(
      '<div class="mp-hero"><img src="/shell/heroes/home.svg" alt="" width="1200" height="480" fetchpriority="high">' +
        `<div class="mp-hero-text"><h1 id="mp-sk-h1" tabindex="-1">${heroes.home.heading}</h1><p>${heroes.home.lead}</p></div></div>`,
    );
    expect(home).toContain(`<title>${heroes.home.heading} | Roteiro</title>`);
    expect(home).toContain(PAGE_HERO_CSS);
    // A page without a hero keeps the plain heading.
    const faqs = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'en',
      skeleton: { strings, page: { kind: 'route', id: 'faqs' }, year: 2026 },
    });
    expect(faqs).not.toContain('mp-hero"');
    expect(faqs).toContain('<h1 id="mp-sk-h1" tabindex="-1">Frequently asked questions</h1>');
  });

  it("draws the home hero with the back office's words and picture, and inlines them for the storefront (escaped)", () => {
    const hero = {
      language: 'pt',
      title: 'Portugal <à> sua medida',
      subtitle: 'Tudo </script> num só lugar.',
      image_url: '/api/files/website/hero-pt-0123456789abcdef.png',
      custom_image: true,
    };
    const html = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'pt',
      skeleton: {
        strings,
        page: { kind: 'route', id: 'home', heading: hero.title, lead: hero.subtitle, image: hero.image_url },
        year: 2026,
      },
      data: { 'website-home': hero },
    });
    expect(html).toContain(
      '<div class="mp-hero"><img src="/api/files/website/hero-pt-0123456789abcdef.png" alt="" width="1200" height="480" fetchpriority="high">' +
        '<div class="mp-hero-text"><h1 id="mp-sk-h1" tabindex="-1">Portugal &lt;à&gt; sua medida</h1><p>Tudo &lt;/script&gt; num só lugar.</p></div></div>',
    );
    expect(html).toContain('<title>Portugal &lt;à&gt; sua medida | Roteiro</title>');
    const inlined = /<script nonce="n">window\.__MP_DATA__=(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inlined).not.toContain('</script>');
    expect((JSON.parse(inlined) as Record<string, unknown>)['website-home']).toEqual(hero);
  });

  it("opens a service page with its cover and name from the slug check's answer, as the service page does", () => {
    const html = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'en',
      skeleton: {
        strings,
        page: {
          kind: 'route',
          id: 'service',
          heading: 'Sintra <tour>',
          image: '/api/files/seed/services/sintra/1.svg',
        },
        year: 2026,
      },
    });
    expect(html).toContain(
      '<div class="mp-hero"><img src="/api/files/seed/services/sintra/1.svg" alt="Sintra &lt;tour&gt;" width="1200" height="480" fetchpriority="high">' +
        '<div class="mp-hero-text"><h1 id="mp-sk-h1" tabindex="-1">Sintra &lt;tour&gt;</h1></div></div>',
    );
    expect(html).toContain('<title>Sintra &lt;tour&gt; | Roteiro</title>');
  });

  it("starts every script after the first paint: shell entry and the route remote from a nonce'd loader, none from the head", () => {
    const remote = '/remotes/mf-catalogue/20260101000000-abcdef12/remoteEntry.js';
    const commonStrings = '/shell/en.0a1b2c3d.json';
    const html = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [remote],
      fetchPreloads: [commonStrings],
      locale: 'en',
      skeleton: { strings, page: { kind: 'route', id: 'home' } },
    });
    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(html).not.toContain('<link rel="preload"');
    const loader = /<script nonce="n">(\(function\(\)\{var s=[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    // Run it the way a browser would, with a fake document: one frame later main.js and the remote's preload are requested.
    const added: { tag: string; src?: string; href?: string; rel?: string }[] = [];
    let frame: (() => void) | undefined;
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: 'visible',
      head: { appendChild: (el: { tag: string }) => added.push(el) },
      createElement: (tag: string) => ({ tag }),
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader!)(
      document,
      (cb: () => void) => (frame = cb),
      (cb: () => void) => timers.push(cb),
    );
    expect(added).toEqual([]);
    frame!();
    timers.forEach((cb) => cb());
    expect(added).toEqual([
      { tag: 'script', src: '/shell/main.js', async: false },
      { tag: 'link', rel: 'preload', as: 'script', href: remote },
      // The common strings are fetched, so their preload is one fetch() can use (or they would download twice).
      { tag: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: commonStrings },
    ]);
  });

  it("asks for a signed-in page's code with the HTML (ADR 026): every file preloaded from the head, the scripts still run after the first paint", () => {
    const remote = '/remotes/mf-partner-dashboard/20260101000000-abcdef12/remoteEntry.js';
    const eager = [
      '/shell/bootstrap.1.js',
      '/shell/vendor.2.js',
      remote,
      '/remotes/mf-partner-dashboard/20260101000000-abcdef12/page-dashboard.home.3.js',
    ];
    const html = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [remote],
      eagerPreloads: eager,
      fetchPreloads: ['/shell/en.0a1b2c3d.json'],
      locale: 'en',
      skeleton: { strings, page: { kind: 'route', id: 'dashboard.home' } },
    });
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/shell/main.js', ...eager]);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/shell/en.0a1b2c3d.json">');
    // No script tag in the head; the loader appends main.js after the first paint and preloads nothing twice.
    expect(html).not.toMatch(/<script[^>]*src=/);
    const loader = /<script nonce="n">(\(function\(\)\{var s=[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).toContain('"/shell/main.js"');
    expect(loader).toContain('p=[]');
  });

  it("starts a signed-in page's data from the head, before its scripts (ADR 026); a public page starts none", () => {
    const early = { calls: ['/api/dashboard/home'], roles: ['SUPPLIER'] };
    const html = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      eagerPreloads: ['/shell/vendor.2.js'],
      early,
      locale: 'pt',
      skeleton: { strings, page: { kind: 'route', id: 'dashboard.home' } },
    });
    const script = html.indexOf(`<script nonce="n">${earlyDataScript(early.calls, early.roles, 'pt')}</script>`);
    expect(script).toBeGreaterThan(-1);
    expect(script).toBeLessThan(html.indexOf('<link rel="preload"'));
    const home = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'en',
      skeleton: { strings, page: { kind: 'route', id: 'home' } },
    });
    expect(home).not.toContain('localStorage');
  });

  it('speaks Portuguese under /pt: European Portuguese titles and /pt links (spec §9)', () => {
    const html = renderSkeleton({ strings, locale: 'pt', page: { kind: 'route', id: 'experiences' }, year: 2026 });
    expect(html).toContain(`>${String((strings.pt.common.routes as Record<string, string>).experiences)}</h1>`);
    expect(html).toContain('href="/pt/gift-cards"');
    expect(html).toContain(`aria-label="${String((strings.pt.shell.header as Record<string, string>).categories)}"`);
    expect(html).toContain('<button type="button" lang="pt" aria-pressed="true">PT');
  });

  it('draws the phone header the shell draws: one row, search and menu closed, the categories in the menu panel', () => {
    const html = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'en',
      skeleton: { strings, page: { kind: 'route', id: 'home' }, year: 2026 },
    });
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain(
      `<button type="button" class="icon-button search-button" aria-expanded="false" aria-controls="mp-sk-search-form" aria-label="Show search"><span aria-hidden="true">${searchIconMarkup()}</span></button>` +
        '<form role="search" id="mp-sk-search-form" class="mp-sk-search">',
    );
    expect(html).toContain(
      `<button type="button" class="icon-button menu-button" aria-expanded="false" aria-controls="mp-sk-menu" aria-label="Menu"><span aria-hidden="true">${menuIconMarkup()}</span></button>` +
        '</div><div id="mp-sk-menu" class="panel"><nav aria-label="Categories"><ul><li><a href="/experiences">Experiences</a>',
    );
    // The row's order on a phone: logo, search button, cart, menu button (the rest is not displayed there).
    const row = /<div class="top">(.*?)<\/div><div id="mp-sk-menu"/.exec(html)?.[1] ?? '';
    const order = ['class="logo"', 'search-button', 'href="/cart"', 'menu-button'].map((needle) => row.indexOf(needle));
    expect(order.every((at, n) => at >= 0 && (n === 0 || at > order[n - 1]!))).toBe(true);
    // Its CSS: the phone query of the shell's header; field, language, log-in and panel hidden there; 44 px controls;
    // the buttons not shown on a desktop.
    const css = /<style id="mp-server-css">(.*?)<\/style>/.exec(html)?.[1] ?? '';
    const phone = css.slice(css.indexOf(`@media ${PHONE_HEADER_MEDIA}{`));
    expect(phone).toContain('.mp-sk-search,.mp-sk-locale,.mp-sk-header .auth,.mp-sk-header .panel{display:none}');
    expect(phone).toContain(
      '.mp-sk-header .icon-button{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;',
    );
    expect(phone).toContain(
      '.mp-sk-header .top>a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px}',
    );
    expect(css.slice(0, css.indexOf(`@media ${PHONE_HEADER_MEDIA}{`))).toContain(
      '.mp-sk-header .icon-button{display:none}',
    );

    const pt = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'pt',
      skeleton: { strings, page: { kind: 'route', id: 'home' }, year: 2026 },
    });
    expect(pt).toMatch(/^<!doctype html><html lang="pt-PT">/);
    expect(pt).toContain('aria-controls="mp-sk-menu" aria-label="Menu">');
    expect(pt).toContain('aria-label="Mostrar pesquisa"');
    expect(pt).toContain(
      '<div id="mp-sk-menu" class="panel"><nav aria-label="Categorias"><ul><li><a href="/pt/experiences">',
    );
  });

  it("draws the cart page's empty state, hidden until the head's script finds the stored cart empty (ADR 027)", () => {
    const cart = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'pt',
      skeleton: { strings, page: { kind: 'route', id: 'cart' }, year: 2026 },
    });
    const words = (strings.pt.common as { emptyCart: { title: string; hint: string; browse: string } }).emptyCart;
    expect(cart).toContain(
      '<h1 id="mp-sk-h1" tabindex="-1">Carrinho</h1><p class="mp-sk-cart-status"></p>' +
        `<div class="mp-sk-empty"><h2>${words.title}</h2><p>${words.hint}</p><nav aria-label="${words.browse}">` +
        '<a href="/pt/experiences" class="primary">Experiências</a><a href="/pt/transfers">Transfers privados</a><a href="/pt/gift-cards">Cartões-oferta</a></nav></div></section>',
    );
    // The script before the body (nonce'd), the CSS that shows the state only when the script marked the page.
    expect(cart).toContain(`<script nonce="n">${emptyCartScript()}</script><style id="mp-server-css">`);
    expect(cart).toContain(`${EMPTY_CART_CSS}</style>`);
    expect(EMPTY_CART_CSS).toContain('.mp-sk-empty{display:none;');
    expect(EMPTY_CART_CSS).toContain('html[data-mp-cart-empty] .mp-sk-empty{display:block}');
    // Other pages carry neither; an older shell build without the words draws the heading only.
    const faqs = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'en',
      skeleton: { strings, page: { kind: 'route', id: 'faqs' }, year: 2026 },
    });
    expect(faqs).not.toContain('mp-sk-empty');
    expect(faqs).not.toContain(emptyCartScript());
    const older = structuredClone(strings);
    delete (older.en.common as { emptyCart?: unknown }).emptyCart;
    const plain = renderPage({
      template,
      nonce: 'n',
      registry,
      preloads: [],
      locale: 'en',
      skeleton: { strings: older, page: { kind: 'route', id: 'cart' }, year: 2026 },
    });
    expect(plain).toContain('<h1 id="mp-sk-h1" tabindex="-1">Cart</h1></section>');
    expect(plain).not.toContain(emptyCartScript());
  });

  it("gives a 404 answer the 404 screen's heading 'Page Not Found: {path}', escaped (spec §8)", () => {
    const html = renderSkeleton({
      strings,
      locale: 'en',
      page: { kind: 'not-found', path: '/x<script>alert(1)</script>' },
      year: 2026,
    });
    expect(html).toContain(
      '<h1 id="mp-sk-h1" tabindex="-1">Page Not Found: /x&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    expect(html).not.toContain('<script>');
  });

  it('leaves #app empty with a shell build that has no chrome strings, and rejects a malformed file', () => {
    const html = renderPage({ template, nonce: 'n', registry, preloads: [], locale: 'en' });
    expect(html).toContain('<div id="app"></div>');
    expect(html).toContain('<title>Roteiro</title>');
    expect(parseChromeStrings('{"links":{}}')).toBeNull();
    expect(parseChromeStrings('not json')).toBeNull();
    expect(parseChromeStrings(JSON.stringify(strings))).not.toBeNull();
  });
});
