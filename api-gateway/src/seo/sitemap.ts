// sitemap.xml, so search engines find every public page in en and pt, each URL with its hreflang alternates
// (en, pt and x-default = en), per Google's "localized versions" sitemap format.
import { localizePath, routes, type RouteDef } from '@mp/shared/routes';
import type { SitemapEntries } from '@mp/shared/contracts';

/** Public pages that are not content to index: forms behind a link, results of a search, transient screens. */
const NOT_INDEXED = new Set([
  'not-found',
  'password-reset',
  'register-complete',
  'transfers-offers',
  'transfers-quote-request',
  'search',
]);

/** Static public storefront pages (no parameters), in route-table order. */
export function staticSitemapPaths(table: readonly RouteDef[] = routes): string[] {
  const paths = table
    .filter(
      (r) =>
        r.access === 'public' && r.owner === 'mf-catalogue' && !r.pattern.includes(':') && !r.pattern.includes('*'),
    )
    .filter((r) => !NOT_INDEXED.has(r.id))
    .map((r) => r.pattern);
  return [...new Set(paths)];
}

export interface SitemapUrl {
  /** Path without locale prefix, e.g. `/about-us`. */
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The page paths of the sitemap: static pages, listings of categories, services (/{slug}) and partners. */
export function sitemapUrls(entries: SitemapEntries, table: readonly RouteDef[] = routes): SitemapUrl[] {
  const seg = (slug: string) => encodeURIComponent(slug);
  return [
    ...staticSitemapPaths(table).map((path) => ({ path })),
    ...entries.categories.map((c) => ({ path: `/category/${seg(c.slug)}`, lastmod: c.updated_at })),
    ...entries.services.map((s) => ({ path: `/${seg(s.slug)}`, lastmod: s.updated_at })),
    ...entries.partners.map((p) => ({ path: `/partner/${seg(p.slug)}`, lastmod: p.updated_at })),
  ];
}

/** The XML document for `origin` (scheme + host, no trailing slash). */
export function renderSitemap(origin: string, urls: readonly SitemapUrl[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    const en = escapeXml(`${origin}${localizePath(url.path, 'en')}`);
    const pt = escapeXml(`${origin}${localizePath(url.path, 'pt')}`);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="pt" href="${pt}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod.slice(0, 10))}</lastmod>` : '';
    for (const loc of [en, pt]) out.push(`<url><loc>${loc}</loc>${lastmod}${alternates}</url>`);
  }
  out.push('</urlset>');
  return `${out.join('\n')}\n`;
}

/** Private areas (both locales) and the API stay out of search engines; everything else is allowed. */
export const DISALLOWED_PREFIXES = [
  '/user-panel',
  '/dashboard',
  '/affiliates',
  '/super-admin',
  '/checkout',
  '/cart',
  '/purchase-complete',
];

export function renderRobots(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const prefix of DISALLOWED_PREFIXES) lines.push(`Disallow: ${prefix}`, `Disallow: /pt${prefix}`);
  lines.push('Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
