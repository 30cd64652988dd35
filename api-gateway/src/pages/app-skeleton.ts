// The server-drawn app shell: the page's header, <h1> and footer in the HTML, in the
// words and layout the React chrome uses, so the first paint (and the largest paint of a page frame)
// needs no JavaScript at all. The shell's React tree replaces the header and footer on its first
// commit and hands the page section to the route's remote, whose first commit replaces it in turn
// (shell/src/chrome/server-skeleton.ts): new nodes in the same frame, so no layout shift.
//
// The words come from the shell build (`chrome-strings.json`, written from the shell's and the
// common locale files), so the gateway never holds a copy of them.
import {
  cartIconMarkup,
  EARLY_AUTH_ATTRIBUTE,
  EMPTY_CART_LINK_IDS,
  GLOBAL_CSS,
  isPageHeroId,
  logoMarkup,
  localizePath,
  menuIconMarkup,
  PHONE_HEADER_MEDIA,
  searchIconMarkup,
  PAGE_HERO_CSS,
  PAGE_HERO_SIZE,
  SHELL_CSS,
  pageHeroImage,
  type Locale,
} from '@mp/shared/routes';
import { escapeAttribute, escapeText } from './html';

type Strings = Record<string, unknown>;

export interface ChromeStrings {
  links: { categories: string[]; footerGroups: { key: string; ids: string[] }[] };
  en: { common: Strings; shell: Strings };
  pt: { common: Strings; shell: Strings };
}

/**
 * What the page is: a route of the table (its id; for a page about one thing, the heading and picture the API
 * gave for it, e.g. a service's name and cover) or the 404 screen for a path.
 */
export type SkeletonPage =
  { kind: 'route'; id: string; heading?: string; image?: string; lead?: string } | { kind: 'not-found'; path: string };

/** Id of the page section the shell adopts; keep in step with shell/src/chrome/server-skeleton.ts. */
export const SKELETON_PAGE_ID = 'mp-skeleton-page';

/** The string at `a.b.c` in a nested strings object, or undefined. */
function find(strings: Strings, key: string): string | undefined {
  let node: unknown = strings;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Strings)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * `a.b.c` in a nested strings object, with i18next-style `{{name}}` interpolation; the key itself when missing.
 * With a numeric `count` it picks the plural form as i18next does: `_zero` for 0 when there is one, then the
 * locale's `_one`/`_other`.
 */
function lookup(
  strings: Strings,
  key: string,
  values: Record<string, string | number> = {},
  locale: Locale = 'en',
): string {
  const count = values.count;
  const counted =
    typeof count === 'number'
      ? ((count === 0 ? find(strings, `${key}_zero`) : undefined) ??
        find(strings, `${key}_${new Intl.PluralRules(locale).select(count)}`) ??
        find(strings, `${key}_other`))
      : undefined;
  const text = counted ?? find(strings, key);
  if (text === undefined) return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(values[name] ?? ''));
}

/** Accepts only the shape the shell build writes; anything else means "no server-drawn chrome". */
export function parseChromeStrings(text: string): ChromeStrings | null {
  try {
    const value = JSON.parse(text) as Partial<ChromeStrings>;
    const ok =
      Array.isArray(value.links?.categories) &&
      Array.isArray(value.links?.footerGroups) &&
      (['en', 'pt'] as const).every((l) => typeof value[l]?.common === 'object' && typeof value[l]?.shell === 'object');
    return ok ? (value as ChromeStrings) : null;
  } catch {
    return null;
  }
}

/** Route id of the cart, whose page section may open with the empty cart (ADR 027). */
const CART_ROUTE_ID = 'cart';

/**
 * Whether the page's section carries the (hidden) empty cart: the cart page, when the shell build gave its words (an
 * older shell build without them simply draws the heading). The page then needs EMPTY_CART_CSS and emptyCartScript.
 */
export function drawsEmptyCart(strings: ChromeStrings, page: SkeletonPage): boolean {
  return (
    page.kind === 'route' &&
    page.id === CART_ROUTE_ID &&
    (['en', 'pt'] as const).every((l) => find(strings[l].common, 'emptyCart.title') !== undefined)
  );
}

/** The site's description in `locale` (common `app.description`), the one the shell sets on every page. */
export function siteDescription(strings: ChromeStrings, locale: Locale): string {
  return lookup(strings[locale].common, 'app.description');
}

/** The page title the React side sets too: `<h1>` text and `<title>` "<h1> | <site>". */
export function skeletonTitle(
  strings: ChromeStrings,
  locale: Locale,
  page: SkeletonPage,
): { heading: string; title: string } {
  const common = strings[locale].common;
  // A hero may carry a heading of its own (home); otherwise a page is titled by its route.
  const heading =
    page.kind === 'route'
      ? (page.heading ?? find(common, `heroes.${page.id}.heading`) ?? lookup(common, `routes.${page.id}`))
      : lookup(common, 'app.notFound', { path: page.path });
  return { heading, title: `${heading} | ${lookup(common, 'app.siteName')}` };
}

/**
 * Critical CSS: the rules of the shell's styled chrome (header, search box, locale switch, cart badge,
 * footer), scoped to the skeleton's own classes so they never touch the React-rendered chrome that follows, and
 * the global rules of shared/ui's GlobalStyle, the shell and PageFrame's hero, which React leaves to this style.
 */
export const SKELETON_CSS = [
  // The document's and the shell's global rules, which the shell then does not inject again (ADR 042).
  GLOBAL_CSS,
  SHELL_CSS,
  '.mp-sk-header{position:relative;background:#0b4f6c;color:#fff}.mp-sk-header a{color:inherit}',
  '.mp-sk-header .top{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.25rem;padding:.75rem 1.25rem}',
  '.mp-sk-header .logo{font-size:1.3rem;font-weight:800;text-decoration:none;margin-right:auto}',
  '.mp-sk-header nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0;padding:.5rem 1.25rem;list-style:none;background:#083b51}.mp-sk-header nav a{text-decoration:none}',
  '.mp-sk-header .auth button{font:inherit;padding:.35rem .75rem;margin-left:.25rem;border:1px solid currentColor;border-radius:4px;background:transparent;color:inherit}',
  '.mp-sk-header .auth button.primary{background:#fff;color:#0b4f6c}',
  '.mp-sk-search{display:flex;gap:.25rem}.mp-sk-search input{font:inherit;padding:.35rem .5rem;border:1px solid #6b7280;border-radius:4px;min-width:12rem}',
  '.mp-sk-search button{font:inherit;padding:.35rem .75rem;border:0;border-radius:4px;background:#0b4f6c;color:#fff}',
  '.mp-sk-locale{display:inline-flex;gap:.25rem}.mp-sk-locale button{font:inherit;padding:.25rem .5rem;border:1px solid currentColor;border-radius:4px;background:transparent;color:inherit}',
  ".mp-sk-locale button[aria-pressed='true']{background:#0b4f6c;color:#fff}",
  '.mp-sk-badge{display:inline-block;min-width:1.4em;padding:0 .35em;border-radius:999px;background:#c2410c;color:#fff;font-size:.8rem;font-weight:700;text-align:center}',
  // Phone first (a 390 px screen): the shell header's phone rules (shell/src/chrome/header.tsx), menu and search
  // closed: one row of logo, search button, cart and menu button, each at least 44 × 44 px. The buttons are inert
  // until the shell replaces this header on its first commit; on a desktop they are not shown.
  '.mp-sk-header .icon-button{display:none}',
  `@media ${PHONE_HEADER_MEDIA}{` +
    '.mp-sk-header .top{gap:0 .25rem;padding:.25rem .75rem}' +
    '.mp-sk-header .top>a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px}' +
    '.mp-sk-header .icon-button{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:4px;background:transparent;color:inherit}' +
    '.mp-sk-search,.mp-sk-locale,.mp-sk-header .auth,.mp-sk-header .panel{display:none}' +
    '.mp-sk-footer li a{display:inline-flex;align-items:center;min-height:44px;min-width:44px}' +
    '}',
  '.mp-sk-frame{max-width:1100px;margin:0 auto;padding:24px 16px}.mp-sk-frame h1{margin:0 0 16px;font-size:1.8rem}',
  '.mp-sk-footer{margin-top:3rem;padding:2rem 1.25rem;background:#111827;color:#e5e7eb}.mp-sk-footer a{color:inherit}',
  '.mp-sk-footer .groups{display:flex;flex-wrap:wrap;gap:2rem 4rem}.mp-sk-footer h2{font-size:1rem;margin:0 0 .5rem}',
  '.mp-sk-footer ul{margin:0;padding:0;list-style:none;line-height:1.9}.mp-sk-footer p{margin:2rem 0 0;font-size:.875rem}',
  // Page heroes (@mp/shared/routes): the same string PageFrame injects, so the two renderings match.
  PAGE_HERO_CSS,
].join('');

export interface SkeletonInput {
  strings: ChromeStrings;
  locale: Locale;
  page: SkeletonPage;
  year: number;
}

/** The markup that goes inside `<div id="app">`. */
export function renderSkeleton({ strings, locale, page, year }: SkeletonInput): string {
  const common = strings[locale].common;
  const shell = strings[locale].shell;
  const t = (key: string, values?: Record<string, string | number>) => escapeText(lookup(shell, key, values, locale));
  const route = (id: string) => escapeText(lookup(common, `routes.${id}`));
  const href = (path: string) => escapeAttribute(localizePath(path, locale));
  const { heading } = skeletonTitle(strings, locale, page);

  const localeButtons = (['en', 'pt'] as const)
    .map(
      (l) =>
        `<button type="button" lang="${l}" aria-pressed="${l === locale}">${l.toUpperCase()}<span class="visually-hidden"> ${t(`locale.${l}`)}</span></button>`,
    )
    .join('');
  const header =
    `<header class="mp-sk-header"><div class="top">` +
    `<a href="${href('/')}" class="logo" aria-label="${t('header.home')}"><span aria-hidden="true">${logoMarkup()}</span>Roteiro</a>` +
    `<button type="button" class="icon-button search-button" aria-expanded="false" aria-controls="mp-sk-search-form" aria-label="${t('header.searchShow')}">` +
    `<span aria-hidden="true">${searchIconMarkup()}</span></button>` +
    `<form role="search" id="mp-sk-search-form" class="mp-sk-search"><label for="mp-sk-search" class="visually-hidden">${t('header.searchLabel')}</label>` +
    `<input id="mp-sk-search" type="search" placeholder="${t('header.searchPlaceholder')}"><button type="submit">${t('header.searchSubmit')}</button></form>` +
    `<div role="group" class="mp-sk-locale" aria-label="${t('header.language')}">${localeButtons}</div>` +
    `<a href="${href('/cart')}" aria-label="${t('header.cart', { count: 0 })}"><span aria-hidden="true">${cartIconMarkup()}</span><span class="mp-sk-badge" aria-hidden="true">0</span></a>` +
    // Pressed before the shell has started, they open their dialog once it has (earlyAuthScript).
    `<div class="auth"><button type="button" ${EARLY_AUTH_ATTRIBUTE}="login">${t('header.login')}</button>` +
    `<button type="button" class="primary" ${EARLY_AUTH_ATTRIBUTE}="signup">${t('header.signup')}</button></div>` +
    `<button type="button" class="icon-button menu-button" aria-expanded="false" aria-controls="mp-sk-menu" aria-label="${t('header.menu')}">` +
    `<span aria-hidden="true">${menuIconMarkup()}</span></button>` +
    // The categories: the band under the row on a desktop, the (closed) menu's panel on a phone.
    `</div><div id="mp-sk-menu" class="panel"><nav aria-label="${t('header.categories')}"><ul>` +
    strings.links.categories.map((id) => `<li><a href="${href(`/${id}`)}">${route(id)}</a></li>`).join('') +
    `</ul></nav></div></header>`;
  const h1 = `<h1 id="mp-sk-h1" tabindex="-1">${escapeText(heading)}</h1>`;
  // A hero's lead and picture may come from the API (the home's, edited in the back office), else the built-in ones.
  const lead =
    page.kind === 'route' && isPageHeroId(page.id) ? (page.lead ?? find(common, `heroes.${page.id}.lead`)) : undefined;
  // The hero of PageFrame (@mp/shared/ui), in the same markup: the page's largest paint comes from this HTML.
  // A page about one thing with a picture (a service) opens with that picture, as its React page does.
  const hero =
    page.kind !== 'route'
      ? null
      : isPageHeroId(page.id) && lead !== undefined
        ? { src: page.image ?? pageHeroImage(page.id), alt: '', lead }
        : page.image
          ? { src: page.image, alt: heading, lead: undefined }
          : null;
  const content = hero
    ? `<div class="mp-hero"><img src="${escapeAttribute(hero.src)}" alt="${escapeAttribute(hero.alt)}" width="${PAGE_HERO_SIZE.width}" height="${PAGE_HERO_SIZE.height}" fetchpriority="high">` +
      `<div class="mp-hero-text">${h1}${hero.lead === undefined ? '' : `<p>${escapeText(hero.lead)}</p>`}</div></div>`
    : h1;
  // The cart page's empty state, shown by emptyCartScript only when this browser's cart is certainly empty: checkout's
  // cart page (status line, then EmptyState with its links) in the same boxes (ADR 027).
  const emptyCart = drawsEmptyCart(strings, page)
    ? `<p class="mp-sk-cart-status"></p><div class="mp-sk-empty"><h2>${escapeText(lookup(common, 'emptyCart.title'))}</h2>` +
      `<p>${escapeText(lookup(common, 'emptyCart.hint'))}</p><nav aria-label="${escapeAttribute(lookup(common, 'emptyCart.browse'))}">` +
      EMPTY_CART_LINK_IDS.map(
        (id, n) => `<a href="${href(`/${id}`)}"${n === 0 ? ' class="primary"' : ''}>${route(id)}</a>`,
      ).join('') +
      `</nav></div>`
    : '';
  const main =
    `<main id="main-content" tabindex="-1"><section id="${SKELETON_PAGE_ID}" class="mp-sk-frame" aria-labelledby="mp-sk-h1">` +
    `${content}${emptyCart}</section></main>`;
  const footer =
    `<footer class="mp-sk-footer" aria-label="${t('footer.label')}"><div class="groups">` +
    strings.links.footerGroups
      .map(
        (g) =>
          `<section><h2>${t(`footer.${g.key}`)}</h2><ul>${g.ids.map((id) => `<li><a href="${href(`/${id}`)}">${route(id)}</a></li>`).join('')}</ul></section>`,
      )
      .join('') +
    `</div><p>${t('footer.rights', { year })}</p></footer>`;
  return `<a class="skip-link" href="#main-content">${escapeText(lookup(common, 'app.skipToContent'))}</a>${header}${main}${footer}`;
}
