// Turns the shell's index.html into the page for one request: the live registry inlined (so the
// shell registers remotes without fetching the registry first), a preload of the route's remote
// entry (so it downloads in parallel with the shell's own script), the locale on <html lang>.
import type { Locale } from '@mp/shared/routes';
import type { PublicRegistry } from '../registry/registry-store';

export const HEAD_MARKER = '<!--mp:head-->';
export const FALLBACK_TITLE = 'Marketplace';

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

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
  locale: Locale;
}

export function renderPage({ template, nonce, registry, preloads, locale }: PageInput): string {
  const head: string[] = [
    `<script nonce="${escapeAttribute(nonce)}">window.__MP_REGISTRY__=${serializeForScript(registry)}</script>`,
  ];
  for (const href of preloads) head.push(`<link rel="preload" as="script" href="${escapeAttribute(href)}">`);
  for (const script of shellScripts(template)) {
    head.push(`<link rel="${script.module ? 'modulepreload' : 'preload'}"${script.module ? '' : ' as="script"'} href="${escapeAttribute(script.src)}">`);
  }
  if (!/<title>/i.test(template)) head.push(`<title>${FALLBACK_TITLE}</title>`);

  let html = template.includes(HEAD_MARKER)
    ? template.replace(HEAD_MARKER, () => head.join(''))
    : template.replace(/<head([^>]*)>/i, (open) => `${open}${head.join('')}`);
  html = /<html\b[^>]*\slang=/i.test(html)
    ? html.replace(/(<html\b[^>]*\slang=)(["'])[^"']*\2/i, (_m, start: string, quote: string) => `${start}${quote}${locale}${quote}`)
    : html.replace(/<html\b/i, `<html lang="${locale}"`);
  return html;
}
