// GET /sitemap.xml and GET /robots.txt. The sitemap's dynamic part (services, partners, categories) comes from
// the API's /api/sitemap-entries and is rebuilt at most once a minute; if the API is down, the last good
// document is served, and without one the answer is 503 so crawlers come back later instead of indexing less.
import type { FastifyInstance } from 'fastify';
import type { EnvelopeOf, SitemapEntries } from '@mp/shared/contracts';
import { originOf } from '../pages/origin';
import { renderRobots, renderSitemap, sitemapUrls } from './sitemap';

export interface SeoRoutesOptions {
  apiUrl: string;
  /** How long one built sitemap is served (default 60 s). */
  ttlMs?: number;
  fetch?: typeof fetch;
}

export async function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions): Promise<void> {
  const ttlMs = options.ttlMs ?? 60_000;
  const doFetch = options.fetch ?? fetch;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  let entries: { value: SitemapEntries; fetchedAt: number } | null = null;

  async function currentEntries(): Promise<SitemapEntries | null> {
    if (entries && Date.now() - entries.fetchedAt < ttlMs) return entries.value;
    try {
      const res = await doFetch(`${apiUrl}/api/sitemap-entries`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`sitemap entries: HTTP ${res.status}`);
      const body = (await res.json()) as EnvelopeOf<SitemapEntries>;
      entries = { value: body.content, fetchedAt: Date.now() };
    } catch (error) {
      app.log.warn({ err: error }, 'sitemap entries unavailable');
    }
    return entries?.value ?? null;
  }

  app.get('/sitemap.xml', async (request, reply) => {
    const value = await currentEntries();
    if (!value)
      return reply
        .code(503)
        .header('retry-after', '300')
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Sitemap temporarily unavailable.');
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(originOf(request), sitemapUrls(value)));
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(originOf(request))),
  );
}
