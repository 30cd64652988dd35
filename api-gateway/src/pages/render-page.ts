// Turns the shell's index.html into the page for one request: the live registry inlined (so the
// shell registers remotes without fetching the registry first), a preload of the route's remote
// entry (so it downloads in parallel with the shell's own script), the locale on <html lang>.
import {
  earlyAuthScript,
  earlyDataScript,
  EMPTY_CART_CSS,
  emptyCartScript,
  htmlLang,
  SERVER_CSS_ID,
  type Locale,
} from '@mp/shared/routes';
import type { PublicRegistry } from '../registry/registry-store';
import {
  drawsEmptyCart,
  renderSkeleton,
  skeletonTitle,
  SKELETON_CSS,
  type ChromeStrings,
  type SkeletonPage,
} from './app-skeleton';
import { escapeAttribute, escapeText } from './html';

export const HEAD_MARKER = '<!--mp:head-->';
export const FALLBACK_TITLE = 'Roteiro';

/**
 * JSON that is safe inside an inline <script>: `<` and `>` are escaped so a value containing
 * `</script>` or `<!--` cannot end the element, and U+2028/2029 cannot break the JS string.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The shell's own script files, in document order, so the head can preload them early. */
export function shellScripts(template: string): { src: string; module: boolean }[] {
  const found: { src: string; module: boolean }[] = [];
  for (const match of template.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1] ?? '';
    const src = /\ssrc=["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (!src || !src.startsWith('/shell/') || found.some((s) => s.src === src)) continue;
    found.push({ src, module: /\stype=["']?module/i.test(attrs) });
  }
  return found;
}

export interface PageInput {
  template: string;
  nonce: string;
  registry: PublicRegistry;
  /**
   * The current route owner's remoteEntry.js and the chunks its app needs at once; empty for
   * shell-owned pages, 404s and remotes not deployed yet.
   */
  preloads: string[];
  /**
   * A page drawn by JavaScript (the signed-in areas, whose largest paint is their data): every file its first render
   * needs (the shell's scripts and startup chunks, `preloads`, the page's own chunks) is preloaded from the head at
   * once, so it downloads while the app shell paints; the scripts still run after the first paint. Empty or absent:
   * the storefront's order (scripts and preloads requested after the first paint, leaving the connection to it).
   */
  eagerPreloads?: string[];
  /**
   * Files the shell fetches (not runs) at start-up, the common strings' JSON of the page's language: preloaded as
   * `fetch` beside the scripts, in the same order (from the head for a page drawn by JavaScript, after the first paint
   * otherwise), so the strings the first render waits for are in as soon as its code is.
   */
  fetchPreloads?: string[];
  /** The API calls a signed-in page starts from the HTML for a stored session of one of `roles` (ADR 026). */
  early?: { calls: readonly string[]; roles: readonly string[] };
  locale: Locale;
  /**
   * The server-drawn app shell: the chrome's words from the shell build and what the page is. Absent
   * (an older shell build without `chrome-strings.json`) = the empty `<div id="app">` as before.
   */
  skeleton?: { strings: ChromeStrings; page: SkeletonPage; year?: number };
  /**
   * The head tags the front ends keep up to date after start-up (@mp/shared/routes applyHead): the site's
   * description in the page's language and, for a page (not a 404), its canonical URL and hreflang alternates.
   */
  meta?: { description: string; alternates?: { en: string; pt: string; canonical: string } };
  /** API answers the page's first paint was drawn from, inlined as window.__MP_DATA__ so the front end reuses them. */
  data?: Record<string, unknown>;
}

const APP_ROOT = /<div id="app"><\/div>/i;
const SHELL_SCRIPT_TAG = /<script\b[^>]*\ssrc=["']?\/shell\/[^>]*><\/script>/gi;

/**
 * With the app shell drawn in the HTML, every script starts after the first paint. Evaluating main.js
 * (the federation runtime, ~180 KB) is one long task, and a `defer` script that is already downloaded
 * runs before the browser ever paints the parsed HTML; scripts requested from the head also compete
 * with the first paint for a slow connection. One animation frame later the app shell is on screen,
 * then the shell's scripts and the route remote's files (preloaded, so they download in parallel
 * with the shell, not after it) are requested. A hidden tab (no frames) starts at once.
 */
export function deferredScriptsLoader(
  scripts: { src: string; module: boolean }[],
  preloads: string[],
  fetches: string[] = [],
): string {
  const list = JSON.stringify(scripts.map((s) => [s.src, s.module]));
  // A fetched file's preload is `as="fetch"` with `crossorigin` (what fetch() asks with), or the browser would not
  // use it for the fetch and download it twice.
  const links = JSON.stringify([...preloads.map((u) => [u, 0]), ...fetches.map((u) => [u, 1])]);
  return (
    `(function(){var s=${list},p=${links},d=0;function go(){if(d)return;d=1;var h=document.head;` +
    `s.forEach(function(x){var e=document.createElement("script");e.src=x[0];if(x[1])e.type="module";e.async=false;h.appendChild(e)});` +
    `p.forEach(function(u){var l=document.createElement("link");l.rel="preload";l.href=u[0];if(u[1]){l.as="fetch";l.crossOrigin="anonymous"}else l.as="script";h.appendChild(l)})}` +
    `if(document.visibilityState==="hidden")go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()`
  );
}

const META_DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;

export function renderPage({
  template,
  nonce,
  registry,
  preloads,
  eagerPreloads = [],
  fetchPreloads = [],
  early,
  locale,
  skeleton,
  meta,
  data,
}: PageInput): string {
  const head: string[] = [];
  if (meta) {
    template = template.replace(META_DESCRIPTION, '');
    head.push(`<meta name="description" content="${escapeAttribute(meta.description)}">`);
    const urls = meta.alternates;
    if (urls) {
      head.push(
        `<link rel="canonical" href="${escapeAttribute(urls.canonical)}">` +
          `<link rel="alternate" hreflang="en" href="${escapeAttribute(urls.en)}">` +
          `<link rel="alternate" hreflang="pt" href="${escapeAttribute(urls.pt)}">` +
          `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(urls.en)}">`,
      );
    }
  }
  // First in the head: the page's data is asked for before anything else can hold the connection.
  if (early && early.calls.length > 0)
    head.push(
      `<script nonce="${escapeAttribute(nonce)}">${earlyDataScript(early.calls, early.roles, locale)}</script>`,
    );
  const drawn = skeleton !== undefined && APP_ROOT.test(template);
  // The cart page's empty state (ADR 027): its script runs before the body is parsed, so the first paint shows it or not.
  const emptyCart = drawn && drawsEmptyCart(skeleton.strings, skeleton.page);
  if (emptyCart) head.push(`<script nonce="${escapeAttribute(nonce)}">${emptyCartScript()}</script>`);
  if (drawn) head.push(`<style id="${SERVER_CSS_ID}">${SKELETON_CSS}${emptyCart ? EMPTY_CART_CSS : ''}</style>`);
  // The drawn header's Log in and Sign up, pressed before the shell has started, open their dialog once it has.
  if (drawn) head.push(`<script nonce="${escapeAttribute(nonce)}">${earlyAuthScript()}</script>`);
  head.push(
    `<script nonce="${escapeAttribute(nonce)}">window.__MP_REGISTRY__=${serializeForScript(registry)}</script>`,
  );
  if (data)
    head.push(`<script nonce="${escapeAttribute(nonce)}">window.__MP_DATA__=${serializeForScript(data)}</script>`);
  const scripts = shellScripts(template);
  // Without a drawn app shell the scripts are requested from the head at once (with one, by the
  // loader after the first paint). Download order = need order: the shell's entry first, then the
  // route's remote (which cannot run before the shell has started).
  const startAfterPaint = drawn && scripts.length > 0;
  const eager = startAfterPaint && eagerPreloads.length > 0;
  if (eager) {
    for (const href of [
      ...new Set([...scripts.filter((s) => !s.module).map((s) => s.src), ...eagerPreloads, ...preloads]),
    ]) {
      head.push(`<link rel="preload" as="script" href="${escapeAttribute(href)}">`);
    }
  }
  if (!startAfterPaint) {
    for (const script of scripts) {
      head.push(
        `<link rel="${script.module ? 'modulepreload' : 'preload'}"${script.module ? '' : ' as="script"'} href="${escapeAttribute(script.src)}">`,
      );
    }
    for (const href of preloads) head.push(`<link rel="preload" as="script" href="${escapeAttribute(href)}">`);
  }
  const fetchLink = (href: string) =>
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`;
  if (eager || !startAfterPaint) head.push(...fetchPreloads.map(fetchLink));
  if (drawn) {
    const { title } = skeletonTitle(skeleton.strings, locale, skeleton.page);
    template = template.replace(/<title>[^<]*<\/title>/i, '');
    head.push(`<title>${escapeText(title)}</title>`);
  } else if (!/<title>/i.test(template)) head.push(`<title>${FALLBACK_TITLE}</title>`);

  let html = template.includes(HEAD_MARKER)
    ? template.replace(HEAD_MARKER, () => head.join(''))
    : template.replace(/<head([^>]*)>/i, (open) => `${open}${head.join('')}`);
  html = /<html\b[^>]*\slang=/i.test(html)
    ? html.replace(
        /(<html\b[^>]*\slang=)(["'])[^"']*\2/i,
        (_m, start: string, quote: string) => `${start}${quote}${htmlLang(locale)}${quote}`,
      )
    : html.replace(/<html\b/i, `<html lang="${htmlLang(locale)}"`);
  if (startAfterPaint) {
    html = html.replace(SHELL_SCRIPT_TAG, '');
    const loader = deferredScriptsLoader(scripts, eager ? [] : preloads, eager ? [] : fetchPreloads).replace(
      /</g,
      '\\u003c',
    );
    html = html.replace(/<\/head>/i, () => `<script nonce="${escapeAttribute(nonce)}">${loader}</script></head>`);
  }
  if (drawn) {
    const body = renderSkeleton({
      strings: skeleton.strings,
      locale,
      page: skeleton.page,
      year: skeleton.year ?? new Date().getFullYear(),
    });
    html = html.replace(APP_ROOT, () => `<div id="app">${body}</div>`);
  }
  return html;
}
